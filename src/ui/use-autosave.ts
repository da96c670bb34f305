import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { logger } from '@/lib/logger';
import type { SaveState } from './save-status';
import { journalClear, journalEntries, journalWrite, whenPageHides } from '@/lib/save-journal';

const JOURNAL_KEY = 'changes';

/**
 * Wraps a save function for answers that save the moment they change: tracks whether saves are
 * in flight and whether the last one failed. Dexie runs read-write transactions in the order they
 * start, so several saves in flight still land in order.
 * With `journal`, the changes still in flight when the page is hidden or closed are kept in
 * localStorage (lib/save-journal.ts) and saved again, in order, when this hook next mounts.
 */
export function useAutosave<T>(saveFn: (value: T) => Promise<unknown>, options: { journal?: string } = {}) {
  const { journal } = options;
  const [state, setState] = useState<SaveState>('idle');
  const inFlight = useRef(0);
  /** Changes not yet saved, in the order they were made. */
  const unsaved = useRef(new Map<number, T>());
  const nextId = useRef(0);
  const journaled = useRef(false);

  // Replays the journal with the save function of the moment (callers pass a stable one anyway).
  const replay = useEffectEvent((change: T) => saveFn(change));
  useEffect(() => {
    if (!journal) return;
    const stop = whenPageHides(() => {
      if (unsaved.current.size === 0) return;
      journalWrite(journal, JOURNAL_KEY, [...unsaved.current.values()]);
      journaled.current = true;
    });
    // Changes a closed or reloaded page could not save: save them now, in order.
    const left = journalEntries(journal).find(([key]) => key === JOURNAL_KEY)?.[1];
    if (Array.isArray(left) && left.length > 0) {
      void (async () => {
        try {
          for (const change of left as T[]) await replay(change);
          journalClear(journal, JOURNAL_KEY);
        } catch (error) {
          logger.error('Unsaved changes from the last visit could not be saved', error);
        }
      })();
    }
    return stop;
  }, [journal]);

  const save = useCallback(
    (value: T) => {
      inFlight.current += 1;
      const id = nextId.current++;
      unsaved.current.set(id, value);
      setState('saving');
      return saveFn(value).then(
        () => {
          inFlight.current -= 1;
          unsaved.current.delete(id);
          if (journal && journaled.current && unsaved.current.size === 0) {
            journalClear(journal, JOURNAL_KEY);
            journaled.current = false;
          }
          if (inFlight.current === 0) setState('saved');
        },
        (error: unknown) => {
          inFlight.current -= 1;
          logger.error('A change could not be saved', error);
          setState('error');
        },
      );
    },
    [saveFn, journal],
  );
  return { save, state };
}
