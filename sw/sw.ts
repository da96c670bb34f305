/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell and both locale files (see vite.config.ts globPatterns).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route renders offline from the cached shell; locale files never get index.html.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/locales\//, /^\/__\//, /\.[a-z0-9]+$/i],
  }),
);

// Locale files: network first so a fixed translation arrives, the precached copy offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/locales/'),
  new NetworkFirst({ cacheName: 'f6-locales', networkTimeoutSeconds: 3 }),
);

// Heavy on-demand modules (OCR, PDF) are cached on first use, or when the page fetches them in
// the background after the first load (features/documents/prefetch-reading-tools.ts, and the
// package's PDF engine and font: features/final-application/pdf/warm.ts). Room for the 4 OCR
// files, the PDF worker, its 24 Korean cMaps, the package's chunks and font and a few versions of
// the hashed chunks: with less, an offline user could find the OCR model or the package font evicted.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/(ocr|pdf|heavy)\//.test(url.pathname),
  // Hashed, immutable files: a copy kept from a plain fetch() (no Origin header) serves a module
  // import (with one) too, whatever Vary the server sent.
  new CacheFirst({
    cacheName: 'f6-heavy',
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 80 })],
  }),
);

// Updates wait for the user (the page asks, then sends SKIP_WAITING).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// Background Sync: on reconnect, ask an open window to drain the outbox.
self.addEventListener('sync', (event: Event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== 'f6-outbox') return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      clients.forEach((client) => client.postMessage({ type: 'sync-wake' }));
    }),
  );
});
