import { OCR_ASSET_URLS } from './ocr';
import { PDF_ASSET_URLS } from './pdf';

/** The cache the service worker keeps /ocr/ and /pdf/ in (sw/sw.ts). */
const HEAVY_CACHE = 'f6-heavy';

export const READING_TOOL_URLS = [...OCR_ASSET_URLS, ...PDF_ASSET_URLS];

/** True when every reading tool is in the service worker's cache. */
export async function readingToolsCached(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    const cache = await caches.open(HEAVY_CACHE);
    const hits = await Promise.all(READING_TOOL_URLS.map((url) => cache.match(url)));
    return hits.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * True once every reading tool is in the service worker's cache, waiting up to `ms` for it: the worker hands each
 * response to the page before its copy is written (Workbox's CacheFirst stores it in the fetch event's waitUntil),
 * so a check made the moment the downloads end can miss the last ones, and more so on a busy phone. Without a
 * controlling service worker nothing will be kept: false at once.
 */
export async function readingToolsKept(ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await readingToolsCached()) return true;
    if (Date.now() >= until || !navigator.serviceWorker?.controller) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Fetches every reading tool once; the service worker caches each response on the way (cache
 * first for /ocr/ and /pdf/), which makes reading work offline afterwards. The JavaScript that
 * drives them is part of the app's own chunks, loaded at the same time.
 */
export async function fetchReadingTools(onProgress: (done: number, total: number) => void): Promise<void> {
  const total = READING_TOOL_URLS.length + 3;
  let done = 0;
  const step = () => onProgress(++done, total);
  await Promise.all([
    ...READING_TOOL_URLS.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
      step();
    }),
    import('tesseract.js').then(step),
    import('pdfjs-dist').then(step),
    import('mrz-fast').then(step),
  ]);
}
