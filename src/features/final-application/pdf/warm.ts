import { loadEngine } from './engine';

/**
 * Fetches the package's PDF code, pdf-lib, fontkit and the font once, in the background after the
 * app has loaded; the service worker keeps them (/heavy/, /pdf/), so the package can be made on a
 * device that goes offline before ever making one. Skipped when the user asked to save data.
 */
export async function warmPackageEngine(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  await Promise.all([import('./build-package'), import('../package-input'), loadEngine()]);
}
