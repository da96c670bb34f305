import { useCallback, useEffect, useRef, useState } from 'react';
import type { Extraction, MergeResult } from '@/domain/autofill';
import { logger } from '@/lib/logger';
import type { ExtractableSlot } from './model';
import type { FailureReason, ReadOutcome, ReadProgress } from './extraction/read-document';
import { useLiveQuery } from '@/data/live-query';
import { discardReadDraft, readReadDraft, saveExtraction, savePlacement, saveReadDraft } from './repo';

export type ReviewOutcome = Exclude<ReadOutcome, { kind: 'failed' } | { kind: 'cancelled' }>;

export type ReaderState =
  | { status: 'idle' }
  | { status: 'reading'; progress: ReadProgress }
  | { status: 'review'; outcome: ReviewOutcome }
  | { status: 'failed'; reason: FailureReason }
  | { status: 'manual' }
  | { status: 'saved'; result: MergeResult };

/**
 * Reading a slot's file and confirming what was read. Reading runs on the device; nothing
 * reaches the auto-fill data until the user confirms (decisions §14).
 */
export function useReader(slot: ExtractableSlot) {
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  // Read details not confirmed yet, kept in the store until confirmed or discarded (survives a reload).
  const draft = useLiveQuery(async () => (await readReadDraft(slot)) as ReviewOutcome | null, [slot], null);
  const run = useRef(0);
  // The stored file being read or reviewed: its removal ends the review (its draft goes with it).
  const [fileId, setFileId] = useState<string | null>(null);
  // Stops the read in progress (its workers included): cancel, typing instead, leaving the page.
  const stopReading = useRef<AbortController | null>(null);
  const stop = useCallback(() => {
    run.current++;
    stopReading.current?.abort();
    stopReading.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const read = useCallback(
    async (file: Blob, storedId: string | null = null) => {
      stop();
      const id = ++run.current;
      setFileId(storedId);
      const controller = new AbortController();
      stopReading.current = controller;
      setState({ status: 'reading', progress: { stage: 'opening', progress: null } });
      try {
        // The reading code (and through it the OCR and PDF engines) loads only now.
        const { readDocument } = await import('./extraction/read-document');
        const outcome = await readDocument(
          slot,
          file,
          (progress) => {
            if (run.current === id) setState({ status: 'reading', progress });
          },
          controller.signal,
        );
        if (run.current !== id) return;
        stopReading.current = null;
        if (outcome.kind === 'cancelled') setState({ status: 'idle' });
        else if (outcome.kind === 'failed') setState({ status: 'failed', reason: outcome.reason });
        else {
          // Kept with the file before the details show (a few ms), so whatever follows sees it.
          if (storedId && outcome.kind === 'passport' && outcome.placement)
            await savePlacement(storedId, outcome.placement).catch((error: unknown) =>
              logger.warn('Keeping where the page was found failed', error),
            );
          if (run.current !== id) return;
          setState({ status: 'review', outcome });
          await saveReadDraft(slot, outcome, storedId).catch((error: unknown) =>
            logger.warn('Keeping the read details as a draft failed', error),
          );
        }
      } catch (error) {
        // The reading code itself could not load (offline before the tools were fetched).
        logger.warn('Loading the document reader failed', error);
        if (run.current === id) setState({ status: 'failed', reason: 'error' });
      }
    },
    [slot, stop],
  );

  const save = useCallback(
    async (extraction: Extraction) => {
      const result = await saveExtraction(slot, extraction);
      setState({ status: 'saved', result });
      return result;
    },
    [slot],
  );

  const cancel = useCallback(() => {
    stop();
    setFileId(null);
    setState({ status: 'idle' });
    void discardReadDraft(slot);
  }, [slot, stop]);
  const typeInstead = useCallback(() => {
    stop();
    setState({ status: 'manual' });
  }, [stop]);

  // After a reload the stored draft is shown for review again.
  const shown: ReaderState = state.status === 'idle' && draft ? { status: 'review', outcome: draft } : state;
  return { state: shown, read, save, cancel, typeInstead, draftPending: !!draft, fileId };
}
