import { journalClear, journalEntries, journalWrite, whenPageHides } from './save-journal';

/**
 * Saves typed values without making typing wait: one save in flight, and only the latest
 * value of each key is written next (a burst of keystrokes becomes one or two writes).
 * A failed save keeps its value queued and reports the error, so nothing typed is lost.
 * With `journal`, values still unsaved when the page is hidden or closed are kept in
 * localStorage and saved by the next queue with the same name (lib/save-journal.ts).
 */
export type SaveQueue<V> = {
  push: (key: string, value: V) => void;
  retry: () => void;
  hasPending: () => boolean;
  /** Resolves once everything queued so far is written: true, or false if a save failed. */
  flush: () => Promise<boolean>;
};

type Handlers = { onError?: (error: unknown) => void; onSaved?: () => void; journal?: string };

/** A queue's journal (lib/save-journal.ts): the keys written there, each cleared once its value is saved. */
function queueJournal<V>(name: string | undefined) {
  const journaled = new Set<string>();
  return {
    keep(entries: Iterable<[string, V]>) {
      if (!name) return;
      for (const [key, value] of entries) {
        journalWrite(name, key, value);
        journaled.add(key);
      }
    },
    saved(key: string) {
      if (!name || !journaled.has(key)) return;
      journalClear(name, key);
      journaled.delete(key);
    },
    /** What a closed or reloaded page could not save: queued first, journaled until saved. */
    restore(into: Map<string, V>) {
      if (!name) return;
      for (const [key, value] of journalEntries(name)) {
        journaled.add(key);
        into.set(key, value as V);
      }
    },
  };
}

export function createSaveQueue<V>(
  save: (key: string, value: V) => Promise<unknown>,
  { onError, onSaved, journal }: Handlers = {},
): SaveQueue<V> {
  const pending = new Map<string, V>();
  /** The value being written now (it may not land if the page goes away). */
  let inFlight: [string, V] | null = null;
  const kept = queueJournal<V>(journal);
  let stopWatching: (() => void) | null = null;

  /** Page hidden or closing: keep every unsaved value where a dying page cannot lose it. */
  const keepUnsaved = () => {
    if (!journal) return;
    const unsaved = new Map(pending);
    if (inFlight && !unsaved.has(inFlight[0])) unsaved.set(inFlight[0], inFlight[1]);
    kept.keep(unsaved);
    void pump();
  };
  const watch = () => {
    if (journal && !stopWatching) stopWatching = whenPageHides(keepUnsaved);
  };
  let running: Promise<void> | null = null;

  const drain = async (): Promise<boolean> => {
    while (pending.size > 0) {
      const [key, value] = pending.entries().next().value as [string, V];
      pending.delete(key);
      inFlight = [key, value];
      try {
        await save(key, value);
        inFlight = null;
        if (!pending.has(key)) kept.saved(key);
        onSaved?.();
      } catch (error) {
        inFlight = null;
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
      if (pending.size === 0 && stopWatching) {
        stopWatching();
        stopWatching = null;
      }
      // A value pushed while the last save was finishing still gets written.
      if (ok && pending.size > 0) void pump();
    });
    return running;
  };

  kept.restore(pending);
  if (pending.size > 0) {
    watch();
    void pump();
  }

  return {
    push(key, value) {
      pending.set(key, value);
      watch();
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
