import { useCallback, useEffect, useRef, useState } from 'react';
import type { Extraction, MergeResult } from '@/domain/autofill';
import { logger } from '@/lib/logger';
import type { ExtractableSlot } from './model';
import type { FailureReason, ReadOutcome, ReadProgress } from './extraction/read-document';
import { saveExtraction } from './repo';

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
  const run = useRef(0);
  // Stops the read in progress (its workers included): cancel, typing instead, leaving the page.
  const stopReading = useRef<AbortController | null>(null);
  const stop = useCallback(() => {
    run.current++;
    stopReading.current?.abort();
    stopReading.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const read = useCallback(
    async (file: Blob) => {
      stop();
      const id = ++run.current;
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
        else setState(outcome.kind === 'failed' ? { status: 'failed', reason: outcome.reason } : { status: 'review', outcome });
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
    setState({ status: 'idle' });
  }, [stop]);
  const typeInstead = useCallback(() => {
    stop();
    setState({ status: 'manual' });
  }, [stop]);

  return { state, read, save, cancel, typeInstead };
}
