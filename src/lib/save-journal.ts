/**
 * The last keystrokes survive a reload or a closed tab. A save to IndexedDB takes a few
 * milliseconds and several steps; a page that goes away meanwhile takes them with it. So when the
 * page is hidden or unloaded (`visibilitychange` to hidden, `pagehide`), every value not yet saved
 * is also written synchronously to localStorage (which the browser keeps even then), and the next
 * start of the same save queue writes those values into IndexedDB before anything else. An entry
 * is removed as soon as its value is saved.
 */
const PREFIX = 'f6-unsaved:';
const SEP = '\u0001';

type Entry = { value: unknown };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (some private modes) throws on access
  }
}

export function journalWrite(ns: string, key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + ns + SEP + key, JSON.stringify({ value } satisfies Entry));
  } catch {
    // Quota or blocked: the IndexedDB save is still under way; nothing more can be done here.
  }
}

export function journalClear(ns: string, key: string): void {
  try {
    storage()?.removeItem(PREFIX + ns + SEP + key);
  } catch {
    // ignore: see journalWrite
  }
}

/** The values of one queue left unsaved by a page that went away, oldest write order not kept (one per key). */
export function journalEntries(ns: string): Array<[string, unknown]> {
  const s = storage();
  if (!s) return [];
  const out: Array<[string, unknown]> = [];
  const start = PREFIX + ns + SEP;
  for (let i = 0; i < s.length; i++) {
    const name = s.key(i);
    if (!name?.startsWith(start)) continue;
    try {
      const entry = JSON.parse(s.getItem(name) ?? 'null') as Entry | null;
      if (entry && typeof entry === 'object') out.push([name.slice(start.length), entry.value]);
    } catch {
      // A damaged entry cannot be replayed; drop it below.
    }
  }
  return out;
}

/** The queues with values a page left unsaved (the start-up replay saves them whatever page opens). */
export function journalNamespaces(): string[] {
  const s = storage();
  if (!s) return [];
  const out = new Set<string>();
  for (let i = 0; i < s.length; i++) {
    const name = s.key(i);
    if (!name?.startsWith(PREFIX)) continue;
    const sep = name.indexOf(SEP, PREFIX.length);
    if (sep > 0) out.add(name.slice(PREFIX.length, sep));
  }
  return [...out];
}

const onHide = new Set<() => void>();
let listening = false;

function hidden() {
  for (const fn of Array.from(onHide)) fn();
}

/** Calls `fn` whenever the page is hidden or unloaded, until the returned function is called. */
export function whenPageHides(fn: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', hidden);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') hidden();
    });
  }
  onHide.add(fn);
  return () => onHide.delete(fn);
}
