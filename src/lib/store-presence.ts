/**
 * Whether this browser may hold a stored application. A first visit has no database at all: then
 * the home card and the navigation's audit badge are known without the data layer, the status and
 * the audit (an empty store's values, tests/features/home/starting-journey.test.tsx), and a cold load
 * of `/` fetches none of that code. Anything that loads the data layer marks the store present, and
 * the shell switches to the live values at once.
 */
import { signal } from './signal';

/** The name of the app's IndexedDB database (data/db.ts opens it under this name). */
export const DB_NAME = 'f6-visa-prep';

/** False only when the store was proven not to exist and nothing has loaded the data layer since. */
const presence = signal(true);
export const storePresence = { get: presence.get, subscribe: presence.subscribe };
let loaded = false;

/**
 * Looks once whether the database exists, before the first render. Only a definite "no such
 * database" makes the store absent; no API (present until proven absent), an error or a slow answer
 * keep it present.
 */
export async function checkStorePresence(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  try {
    const slow = new Promise<null>((resolve) => setTimeout(resolve, 1000, null));
    const list = await Promise.race([factory!.databases(), slow]);
    // The data layer may have loaded while the browser answered.
    if (list && !loaded && !list.some((d) => d.name === DB_NAME)) presence.set(false);
  } catch {
    // No such API (older browsers): the full path.
  }
  return presence.get();
}

/** Called by the data layer when it loads (data/index.ts): from then on its values are the truth. */
export function dataLayerLoaded() {
  loaded = true;
  if (!presence.get()) presence.set(true);
}
