import { useCallback, useRef, useState } from 'react';
import { logger } from './logger';
import type { SaveState } from './save-status';

/**
 * Wraps a save function for answers that save the moment they change: tracks whether saves are
 * in flight and whether the last one failed. Dexie runs read-write transactions in the order they
 * start, so several saves in flight still land in order.
 */
export function useAutosave<T>(saveFn: (value: T) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>('idle');
  const inFlight = useRef(0);
  const save = useCallback(
    (value: T) => {
      inFlight.current += 1;
      setState('saving');
      return saveFn(value).then(
        () => {
          inFlight.current -= 1;
          if (inFlight.current === 0) setState('saved');
        },
        (error: unknown) => {
          inFlight.current -= 1;
          logger.error('A change could not be saved', error);
          setState('error');
        },
      );
    },
    [saveFn],
  );
  return { save, state };
}
