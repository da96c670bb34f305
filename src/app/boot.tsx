import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from '@/i18n/i18n';
import { isLocale, readSavedLocale, resolveLocale, saveLocale } from '@/i18n/locale';
import { checkStorePresence } from '@/lib/store-presence';
import { App } from './app';
import { getRouter } from './router';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Starts the app: language, database, the first render, then the service worker. */
export async function boot() {
  const locale = resolveLocale(window.location.search, readSavedLocale());
  // A language chosen by ?lang= is remembered like one chosen with the switch.
  if (isLocale(new URLSearchParams(window.location.search).get('lang'))) saveLocale(locale);
  // The strings (English built-ins, and Korean over them) are fetched beside the app's code and
  // needed by the first render.
  const ready = activateLocale(locale);
  // Without a usable IndexedDB the app works in memory and says so: the data layer loads as always.
  const { data } = !indexedDbUsable() || (await checkStorePresence()) ? await loadData() : { data: undefined };
  // A language file that hangs must not hold the page: it re-renders when the strings arrive.
  // The app's stylesheets (loaded without blocking the static first screen) must be in before
  // React replaces it, or the page is laid out unstyled first and shifts (the navbar did, by 0.22).
  // The route (its code and its loader) is loaded before the first render too: React then builds
  // the whole page once, inside the transition below, in slices. Rendered first, the router would
  // commit the page when its loader settles, in one blocking render (the router's store updates are
  // synchronous), the longest task of a cold start (0.3-1.4 s on a throttled phone).
  // The router is made in a task of its own (see router.ts).
  await nextTask();
  const router = getRouter();
  // And the route loaded in the next: making the router and loading the route were one task of
  // 100-450 ms on a throttled phone.
  await nextTask();
  // The database's code (Dexie) is evaluated before the route's, which imports it: two tasks,
  // not one of 70-270 ms on a throttled phone. (Should it fail, the route's import says so.)
  await data?.then(nextTask, nextTask);
  // The route's chunks (tools/vite/route-preload.ts lists them dependencies first), each evaluated in a task of its
  // own: evaluated by the route's import, they were one task of 100-140 ms on a throttled phone.
  for (const f of (window as { __f6Chunks?: string[] }).__f6Chunks ?? [])
    await import(/* @vite-ignore */ `/${f}`).then(nextTask, nextTask);
  const route = router.load().catch(() => undefined);
  // (The stylesheets are looked at once the route is loaded: the start script may still be adding
  // the route's, and the route's import waits only for those it adds itself.)
  await Promise.race([Promise.all([ready, route.then(stylesheetsLoaded)]), new Promise((r) => setTimeout(r, 2500))]);
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
  // Values a closed page left in localStorage are saved now, whatever page opens, then removed. The
  // replay (and the journal's own code) is a small precached chunk, so the first paint carries none of it.
  void import('./replay-journals').then((m) => m.replayJournals()).catch(() => undefined);
  // The service worker (and its precache downloads) waits until the page has loaded and is idle.
  // (Its code, with the update notice, is not needed for the first screen: fetched only then.)
  const registerNow = () =>
    void import('./components/update-prompt').then((m) => m.registerServiceWorker()).catch(() => undefined);
  const register = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(registerNow, { timeout: 5000 }) : registerNow();
  // Then the passport/PDF reading tools, so that reading works offline from the first visit.
  // A failed background fetch costs nothing (offline, say): the tools then load when first used.
  const prefetch = () =>
    void import('@/features/documents/prefetch-reading-tools')
      .then((m) => m.prefetchReadingToolsInBackground())
      .catch(() => undefined);
  // And the application package's PDF engine and font, so the package can be made offline too.
  // (pdf/warm.ts waits until the service worker controls the page and the browser is idle.)
  const warmPackage = () =>
    void import('@/features/final-application/pdf/warm').then((m) => m.warmPackageEngine()).catch(() => undefined);
  const onLoad = (f: () => void) =>
    document.readyState === 'complete' ? f() : addEventListener('load', f, { once: true });
  if (!import.meta.env.DEV) {
    onLoad(prefetch);
    onLoad(warmPackage);
  }
  onLoad(register);
}

/**
 * The database opens beside the first render; pages that need it load it with their code. On a first
 * visit (no database yet) the page needs none of it (lib/store-presence.ts) and nothing is loaded here.
 */
async function loadData() {
  // The three forms' structure (not their words), which the database code imports, is evaluated first, in a task
  // of their own: evaluated with Dexie, the two made one task of 110-135 ms on a throttled phone.
  await import('@/domain/forms/structure').then(nextTask, nextTask);
  // Then Dexie alone (a chunk of its own, tools/vite/boot-chunks.ts), and the database's code a task later: the two
  // evaluated together were one task of 130-170 ms on a throttled phone.
  await import('dexie').then(nextTask, nextTask);
  const data = import('@/data');
  const database = data.then((m) => m.openDatabase());
  // Without a usable IndexedDB (private modes, blocked storage) the database is swapped for one in
  // memory: no page may start reading before that swap, or its live queries never answer.
  if (!indexedDbUsable()) await database;
  return { data };
}

/** Resolves when every stylesheet link of the page has loaded (or failed). */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/** A quick synchronous look: is there an IndexedDB that does not refuse to open? (data/ probes it fully.) */
function indexedDbUsable(): boolean {
  try {
    if (!window.indexedDB) return false;
    const probe = window.indexedDB.open('f6-visa-prep-probe');
    probe.onsuccess = () => probe.result.close();
    return true;
  } catch {
    return false;
  }
}
