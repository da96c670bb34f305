import { logger } from '@/lib/logger';

/** Leaves the first load alone: the tools (~5 MB) come after the page has settled. */
const SETTLE_MS = 4000;

type Connection = { saveData?: boolean; effectiveType?: string };

const idle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 10_000 }) : setTimeout(resolve, 1000)));

/** Resolves once a service worker controls the page (it caches what the page fetches), or null after a while. */
function controlled(timeoutMs: number): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(false);
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(value);
    };
    const onChange = () => done(true);
    const timer = setTimeout(() => done(!!navigator.serviceWorker.controller), timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
  });
}

/**
 * Fetches the passport and PDF reading tools in the background once the app has loaded and a
 * service worker controls it, so that the service worker keeps them (sw/sw.ts, cache first for
 * /ocr/, /pdf/ and /heavy/) and a user who goes offline before ever reading a document can
 * still read one. Skipped when the user asked to save data or the connection is 2G, and when
 * the tools are already there; the documents page still offers the download by hand.
 */
export async function prefetchReadingToolsInBackground(): Promise<void> {
  try {
    if (!(await controlled(60_000))) return;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    await idle();
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (!navigator.onLine || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    const { fetchReadingTools, readingToolsCached } = await import('./extraction/offline-assets');
    if (await readingToolsCached()) return;
    const start = performance.now();
    await fetchReadingTools(() => {});
    logger.info(`Reading tools fetched in the background in ${Math.round(performance.now() - start)} ms`);
  } catch (error) {
    // Offline or a failed download: the documents page offers it again.
    logger.warn('Fetching the reading tools in the background failed', error);
  }
}
