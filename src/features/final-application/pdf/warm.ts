import { readyForBackgroundFetch } from '@/lib/background-fetch';
import { logger } from '@/lib/logger';
import { loadEngine } from './engine';

/** Leaves the first load alone: the engine and fonts (~1.8 MB compressed) come after the page has settled. */
const SETTLE_MS = 5000;

/**
 * Fetches the package's PDF code, pdf-lib, fontkit and the fonts once, in the background after the
 * app has loaded and a service worker controls it; the service worker keeps them (/heavy/, /pdf/),
 * so the package can be made on a device that goes offline before ever making one. Skipped when
 * the user asked to save data or the connection is 2G: the package then loads them when asked.
 */
export async function warmPackageEngine(): Promise<void> {
  try {
    if (!(await readyForBackgroundFetch(SETTLE_MS))) return;
    await Promise.all([import('./build-package'), import('../package-input'), loadEngine()]);
  } catch (error) {
    // Offline or a failed download: making the package loads them again when asked.
    logger.warn('Fetching the package engine in the background failed', error);
  }
}
