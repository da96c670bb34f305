import { afterEach, describe, expect, it, vi } from 'vitest';
import { READING_TOOL_URLS, readingToolsKept } from '@/features/documents/extraction/offline-assets';

// The service worker answers each fetch before it has written its copy (Workbox CacheFirst, waitUntil): the
// documents page must not say "not kept" because it looked a moment too early.
function fakeCache(keptAfterMs: number) {
  const start = Date.now();
  vi.stubGlobal('caches', {
    open: async () => ({ match: async () => (Date.now() - start >= keptAfterMs ? new Response('') : undefined) }),
  });
}

function controller(present: boolean) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: present ? {} : null },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('readingToolsKept', () => {
  it('waits for the service worker to write the last copies', async () => {
    expect(READING_TOOL_URLS.length).toBeGreaterThan(0);
    controller(true);
    fakeCache(600);
    expect(await readingToolsKept(5000)).toBe(true);
  });

  it('says not kept when the copies never come', async () => {
    controller(true);
    fakeCache(Number.POSITIVE_INFINITY);
    const start = Date.now();
    expect(await readingToolsKept(700)).toBe(false);
    expect(Date.now() - start).toBeGreaterThanOrEqual(700);
  });

  it('does not wait without a service worker to keep them', async () => {
    controller(false);
    fakeCache(Number.POSITIVE_INFINITY);
    const start = Date.now();
    expect(await readingToolsKept(5000)).toBe(false);
    expect(Date.now() - start).toBeLessThan(1000);
  });
});
