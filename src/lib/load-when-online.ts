/**
 * Loads a piece of code that is not needed to use the page (a badge, a dialog, the toasts). When
 * the fetch fails while offline, it waits for the network instead of failing: the dev server has
 * no service worker, so a piece first shown offline there could not load, and the error screen
 * replaced the whole page. Failing while online is a real error and is thrown.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, attempts = 3): Promise<T> {
  return load().catch((error: unknown) => {
    if (attempts <= 1 || typeof window === 'undefined') throw error;
    const retry = () => loadWhenOnline(load, attempts - 1);
    if (navigator.onLine) return new Promise<T>((resolve) => setTimeout(resolve, 1000)).then(retry);
    return new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })).then(
      retry,
    );
  });
}
