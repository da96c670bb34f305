/**
 * When heavy tools (OCR, PDF) may be fetched in the background so that a device that goes offline
 * before ever using them still has them: a service worker controls the page (it keeps what the page
 * fetches), the first load has settled, the browser is idle, and the user is online and did not ask
 * to save data (nor is on 2G). Resolves false when any of these does not hold.
 */
type Connection = { saveData?: boolean; effectiveType?: string };

const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => resolve(), { timeout: 10_000 })
      : setTimeout(resolve, 1000),
  );

/** True once a service worker controls the page; false after `timeoutMs` without one. */
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

export async function readyForBackgroundFetch(settleMs: number): Promise<boolean> {
  if (!(await controlled(60_000))) return false;
  await new Promise((r) => setTimeout(r, settleMs));
  await idle();
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return navigator.onLine && !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}
