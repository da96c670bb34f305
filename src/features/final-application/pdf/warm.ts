import { logger } from '@/lib/logger';
import { loadEngine } from './engine';

/** Leaves the first load alone: the engine and font (~0.8 MB compressed) come after the page has settled. */
const SETTLE_MS = 5000;

type Connection = { saveData?: boolean; effectiveType?: string };

const idle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout: 10_000 }) : setTimeout(resolve, 1000)));

/** True once a service worker controls the page (it caches what the page fetches); false after a while. */
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
 * Fetches the package's PDF code, pdf-lib, fontkit and the font once, in the background after the
 * app has loaded and a service worker controls it; the service worker keeps them (/heavy/, /pdf/),
 * so the package can be made on a device that goes offline before ever making one. Skipped when
 * the user asked to save data or the connection is 2G: the package then loads them when asked.
 */
export async function warmPackageEngine(): Promise<void> {
  try {
    if (!(await controlled(60_000))) return;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    await idle();
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    if (!navigator.onLine || connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    await Promise.all([import('./build-package'), import('../package-input'), loadEngine()]);
  } catch (error) {
    // Offline or a failed download: making the package loads them again when asked.
    logger.warn('Fetching the package engine in the background failed', error);
  }
}
