/**
 * Saves typed values without making typing wait: one save in flight, and only the latest
 * value of each key is written next (a burst of keystrokes becomes one or two writes).
 * A failed save keeps its value queued and reports the error, so nothing typed is lost.
 */
export type SaveQueue<V> = {
  push: (key: string, value: V) => void;
  retry: () => void;
  hasPending: () => boolean;
  /** Resolves once everything queued so far is written: true, or false if a save failed. */
  flush: () => Promise<boolean>;
};

type Handlers = { onError?: (error: unknown) => void; onSaved?: () => void };

export function createSaveQueue<V>(save: (key: string, value: V) => Promise<unknown>, { onError, onSaved }: Handlers = {}): SaveQueue<V> {
  const pending = new Map<string, V>();
  let running: Promise<void> | null = null;

  const drain = async (): Promise<boolean> => {
    while (pending.size > 0) {
      const [key, value] = pending.entries().next().value as [string, V];
      pending.delete(key);
      try {
        await save(key, value);
        onSaved?.();
      } catch (error) {
        // A newer value typed meanwhile wins; otherwise keep this one for the retry.
        if (!pending.has(key)) pending.set(key, value);
        onError?.(error);
        return false;
      }
    }
    return true;
  };

  const pump = (): Promise<void> => {
    if (running) return running;
    if (pending.size === 0) return Promise.resolve();
    running = drain().then((ok) => {
      running = null;
      // A value pushed while the last save was finishing still gets written.
      if (ok && pending.size > 0) void pump();
    });
    return running;
  };

  return {
    push(key, value) {
      pending.set(key, value);
      void pump();
    },
    retry: () => void pump(),
    hasPending: () => pending.size > 0 || running !== null,
    async flush() {
      await pump();
      while (running) await running;
      return pending.size === 0;
    },
  };
}
