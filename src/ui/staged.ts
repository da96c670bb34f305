import { startTransition, useEffect, useState } from 'react';

// Whether a page drawn now could be the one the document opened on (a cold start): see useStaged.
let firstScreen = true;

/** The page the document was loaded on, before any navigation inside the app. */
function isDocumentPage(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0];
  return !!entry && new URL(entry.name).pathname === window.location.pathname && !window.location.hash;
}

/** Runs `f` after the next paint, or within 200 ms where no frame comes (a hidden tab). */
function afterPaint(f: () => void): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    f();
  };
  let inner: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    inner = setTimeout(go, 0);
  });
  const fallback = setTimeout(go, 200);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(inner);
    clearTimeout(fallback);
  };
}

/**
 * How many of a long page's `count` parts to draw. On the page a cold start opens, the parts come one per frame,
 * each in a transition once `ready` (its data loaded) and the one before has been painted: the commit and the
 * layout of a long page are then a few short tasks instead of one long one on a slow phone (docs/performance.md,
 * "A long page drawn in parts"). Parts are appended below the ones drawn, so nothing shifts.
 *
 * A page opened later in the visit (back to it, say), or with a #fragment to scroll to, is drawn whole at once: the
 * router restores its scroll position or finds the fragment in its first commit.
 */
export function useStaged(count: number, ready = true): number {
  const [shown, setShown] = useState(() => (firstScreen && isDocumentPage() ? 1 : count));
  // Once a page drawn in parts has gone (the user moved on), any page drawn later is not the cold start's.
  useEffect(
    () => () => {
      firstScreen = false;
    },
    [],
  );
  useEffect(() => {
    if (!ready || shown >= count) return;
    return afterPaint(() => startTransition(() => setShown((n) => Math.min(count, n + 1))));
  }, [ready, shown, count]);
  return Math.min(shown, count);
}
