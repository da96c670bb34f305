import { useEffect, useState } from 'react';

/**
 * A stored object shown with the user's latest changes on top, so a control answers at once
 * while the save and the live query catch up. A pending key is dropped once the store holds
 * the same value.
 */
export function usePending<T extends Record<string, unknown>>(stored: T): [T, (patch: Partial<T>) => void] {
  const [pending, setPending] = useState<Partial<T>>({});
  useEffect(() => {
    setPending((current) => {
      const caughtUp = Object.keys(current).filter((k) => Object.is(stored[k], current[k]));
      if (caughtUp.length === 0) return current;
      const next = { ...current };
      for (const k of caughtUp) delete next[k];
      return next;
    });
  }, [stored]);
  const add = (patch: Partial<T>) => setPending((current) => ({ ...current, ...patch }));
  return [{ ...stored, ...pending }, add];
}
