import { Link, useRouter, type LinkComponentProps } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * A Link that preloads its route's code when it comes within 200px of the viewport, above or below
 * (the router's own viewport preload uses a fixed 100px margin). Not sideways: the navigation
 * drawer of a phone waits off-screen to the left and its links are not in view.
 */
type Props = Omit<LinkComponentProps<'a'>, 'to'> & { to: string };

// One route at a time, each when the browser is idle: preloading every navigation link at once
// after the first render appended dozens of module and style links in one long task on a slow phone.
const SETTLE_MS = 2000;
const waiting: Array<() => Promise<unknown>> = [];
let draining = false;
const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 200);
function drain() {
  const next = waiting.shift();
  if (!next) {
    draining = false;
    return;
  }
  idle(
    () =>
      void next()
        .catch(() => {})
        .finally(drain),
  );
}
// The built app's service worker downloads every route's code right after the first load (its
// precache), so a preload would only add main-thread work there: evaluating the route's modules and
// applying its styles, a relayout of the whole page (250 ms on a slow phone). It preloads where no
// service worker does that: the dev server, a browser without service workers.
const precached = import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function enqueue(preload: () => Promise<unknown>) {
  if (precached) return;
  waiting.push(preload);
  if (draining) return;
  draining = true;
  // Not before the page has loaded and settled: its own code and data come first, and each preload
  // (the route's chunks and styles, appended as links) is a task of its own on a slow phone.
  const later = () => setTimeout(drain, SETTLE_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function PrefetchLink(props: Props) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const to = props.to;
  useEffect(() => {
    const el = ref.current;
    if (!el || !to || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          enqueue(() => router.preloadRoute({ to } as never));
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [router, to]);
  return <Link {...(props as LinkComponentProps<'a'>)} ref={ref} preload={false} />;
}
