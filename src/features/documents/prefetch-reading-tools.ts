import { readyForBackgroundFetch } from '@/lib/background-fetch';
import { logger } from '@/lib/logger';

/** Leaves the first load alone: the tools (~5 MB) come after the page has settled. */
const SETTLE_MS = 4000;

/**
 * Fetches the passport and PDF reading tools in the background once the app has loaded and a
 * service worker controls it, so that the service worker keeps them (sw/sw.ts, cache first for
 * /ocr/, /pdf/ and /heavy/) and a user who goes offline before ever reading a document can
 * still read one. Skipped when the user asked to save data or the connection is 2G, and when
 * the tools are already there; the documents page still offers the download by hand.
 */
export async function prefetchReadingToolsInBackground(): Promise<void> {
  try {
    if (!(await readyForBackgroundFetch(SETTLE_MS))) return;
    const { fetchReadingTools, readingToolsCached } = await import('./extraction/offline-assets');
    if (await readingToolsCached()) return;
    const start = performance.now();
    // The HEIC converter too (heavy/, cached the same way), so iPhone photos convert offline.
    await Promise.all([fetchReadingTools(() => {}), import('heic-to/csp')]);
    logger.info(`Reading tools fetched in the background in ${Math.round(performance.now() - start)} ms`);
  } catch (error) {
    // Offline or a failed download: the documents page offers it again.
    logger.warn('Fetching the reading tools in the background failed', error);
  }
}
