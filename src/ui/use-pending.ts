import { useState } from 'react';

/**
 * A stored object shown with the user's latest changes on top, so a control answers at once
 * while the save and the live query catch up. A pending key is dropped once the store holds
 * the same value, so later changes from elsewhere show through.
 */
export function usePending<T extends Record<string, unknown>>(stored: T): [T, (patch: Partial<T>) => void] {
  const [pending, setPending] = useState<Partial<T>>({});
  const caughtUp = Object.keys(pending).filter((k) => Object.is(stored[k], pending[k]));
  let current = pending;
  if (caughtUp.length > 0) {
    // Adjusting state while rendering (React's pattern for values derived from props).
    current = { ...pending };
    for (const k of caughtUp) delete current[k];
    setPending(current);
  }
  const add = (patch: Partial<T>) => setPending((p) => ({ ...p, ...patch }));
  return [{ ...stored, ...current }, add];
}
