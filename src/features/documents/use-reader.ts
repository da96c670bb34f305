import { useCallback, useEffect, useRef, useState } from 'react';
import type { Extraction, MergeResult } from '@/domain/autofill';
import { logger } from '@/lib/logger';
import type { ExtractableSlot } from './model';
import type { FailureReason, ReadOutcome, ReadProgress } from './extraction/read-document';
import { saveExtraction } from './repo';

export type ReviewOutcome = Exclude<ReadOutcome, { kind: 'failed' }>;

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
  useEffect(
    () => () => {
      run.current++;
    },
    [],
  );

  const read = useCallback(
    async (file: Blob) => {
      const id = ++run.current;
      setState({ status: 'reading', progress: { stage: 'opening', progress: null } });
      try {
        // The reading code (and through it the OCR and PDF engines) loads only now.
        const { readDocument } = await import('./extraction/read-document');
        const outcome = await readDocument(slot, file, (progress) => {
          if (run.current === id) setState({ status: 'reading', progress });
        });
        if (run.current !== id) return;
        setState(outcome.kind === 'failed' ? { status: 'failed', reason: outcome.reason } : { status: 'review', outcome });
      } catch (error) {
        // The reading code itself could not load (offline before the tools were fetched).
        logger.warn('Loading the document reader failed', error);
        if (run.current === id) setState({ status: 'failed', reason: 'error' });
      }
    },
    [slot],
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
    run.current++;
    setState({ status: 'idle' });
  }, []);
  const typeInstead = useCallback(() => {
    run.current++;
    setState({ status: 'manual' });
  }, []);

  return { state, read, save, cancel, typeInstead };
}
