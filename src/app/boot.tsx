import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from '@/i18n/i18n';
import { isLocale, readSavedLocale, resolveLocale, saveLocale } from '@/i18n/locale';
import { App } from './app';
import { registerServiceWorker } from './components/update-prompt';

/** Starts the app: language, database, the first render, then the service worker. */
export async function boot() {
  const locale = resolveLocale(window.location.search, readSavedLocale());
  // A language chosen by ?lang= is remembered like one chosen with the switch.
  if (isLocale(new URLSearchParams(window.location.search).get('lang'))) saveLocale(locale);
  // Korean needs its file before the first render; English has its built-ins.
  const ready = activateLocale(locale);
  // The database opens beside the first render; pages that need it load it with their code.
  void import('@/data').then((m) => m.openDatabase());
  if (locale !== 'en') await Promise.race([ready, new Promise((r) => setTimeout(r, 2500))]);
  // A transition lets React yield to the browser while it builds the first screen, so the page
  // (already painted from the static shell) never stops answering for long on a slow phone.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // The service worker (and its precache downloads) waits until the page has loaded and is idle.
  const register = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => void registerServiceWorker(), { timeout: 5000 }) : void registerServiceWorker());
  // Then the passport/PDF reading tools, so that reading works offline from the first visit (issue 11).
  const prefetch = () => void import('@/features/documents/prefetch-reading-tools').then((m) => m.prefetchReadingToolsInBackground());
  // And the application package's PDF engine and font, so the package can be made offline too (issue 14).
  const warmPackage = () => void import('@/features/final-application/pdf/warm').then((m) => m.warmPackageEngine());
  if (!import.meta.env.DEV) {
    if (document.readyState === 'complete') prefetch();
    else window.addEventListener('load', prefetch, { once: true });
    if (document.readyState === 'complete') warmPackage();
    else window.addEventListener('load', warmPackage, { once: true });
  }
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  void warmPackageWhenControlled();
}

/**
 * Once the service worker controls the page (so it caches what is fetched), the package's PDF
 * engine and font are fetched when the browser is idle: the package then works offline.
 */
async function warmPackageWhenControlled() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 10000 }) : setTimeout(fn, 3000));
  // A failed warm-up costs nothing: the package then loads the engine when asked.
  idle(() => void import('@/features/final-application/pdf/warm').then((m) => m.warmPackageEngine()).catch(() => undefined));
}

