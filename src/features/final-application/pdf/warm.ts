import { readyForBackgroundFetch } from '@/lib/background-fetch';
import { logger } from '@/lib/logger';
import { loadEngine } from './engine';

/** Leaves the first load alone: the engine and fonts (~1.8 MB compressed) come after the page has settled. */
const SETTLE_MS = 5000;

/** The package's files (heavy/ chunks, pdf/ fonts) this page has loaded, as resource timing lists them. */
function loadedPackageFiles(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin && /^\/(heavy|pdf)\//.test(u.pathname))
    .map((u) => u.href);
  return [...new Set(urls)];
}

/**
 * Fetches the package's PDF code, pdf-lib, fontkit and the fonts once, in the background after the
 * app has loaded and a service worker controls it; the service worker keeps them (/heavy/, /pdf/),
 * so the package can be made on a device that goes offline before ever making one. What the page
 * loaded before the worker took control (on the first visit, this very module and the engine it
 * imports) never went through the worker: it is fetched once more, now through it, so it is kept
 * too. Skipped when the user asked to save data or the connection is 2G: the package then loads
 * them when asked.
 */
export async function warmPackageEngine(): Promise<void> {
  try {
    if (!(await readyForBackgroundFetch(SETTLE_MS))) return;
    await Promise.all([import('./build-package'), import('../package-input'), loadEngine()]);
    await Promise.all(
      loadedPackageFiles().map((url) =>
        fetch(url)
          .then((r) => r.arrayBuffer())
          .catch(() => undefined),
      ),
    );
  } catch (error) {
    // Offline or a failed download: making the package loads them again when asked.
    logger.warn('Fetching the package engine in the background failed', error);
  }
}
