// Precaches the reference page and answers every navigation from the cache, like the app's worker.
self.addEventListener('install', (event) => event.waitUntil(caches.open('ref').then((c) => c.addAll(['/index.html'])).then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.respondWith(caches.match('/index.html'));
});
