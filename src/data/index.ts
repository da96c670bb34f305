import Dexie from 'dexie';
import { F6Database } from './db';
import { storageStatus } from './status';
import { logger } from '@/lib/logger';
import { isKnownFormId } from '@/domain/progress';
import { repairFormProgress } from './repair';
import { dataLayerLoaded } from '@/lib/store-presence';

/** The one database instance of the app. */
export const db = new F6Database();
// A damaged form record is read as its valid part and kept aside, never a crash of every page (data/repair.ts).
db.formProgress.hook('reading', (raw: unknown) => {
  // A record of no known form is left to its readers, which skip it.
  if (!isKnownFormId((raw as { formId?: unknown } | null)?.formId)) return raw as never;
  const { record, damaged } = repairFormProgress(raw);
  if (damaged) void import('./repair-report').then((m) => m.reportDamaged(record.formId, raw));
  return record;
});
// The shell stops assuming an empty store (lib/store-presence.ts).
dataLayerLoaded();

type Deps = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

/** True when this browser lets the app open an IndexedDB database (private modes, blocked storage may not). */
function canUseIndexedDB(factory: IDBFactory | undefined): Promise<boolean> {
  if (!factory) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 8000);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    try {
      const request = factory.open('f6-visa-prep-probe');
      request.onsuccess = () => {
        request.result.close();
        done(true);
      };
      request.onerror = () => done(false);
      request.onblocked = () => done(true);
    } catch {
      done(false);
    }
  });
}

/**
 * Opening goes through one probe first: without IndexedDB the app keeps working in memory
 * (fake-indexeddb, loaded only then) until the tab closes, and says so (storageStatus 'memory').
 * Queries made meanwhile wait for this open, so no page ever reads from a failed database.
 */
let opening: ReturnType<typeof db.open> | null = null;
const realOpen = db.open.bind(db);
db.open = () =>
  (opening ??= (async () => {
    const deps = (db as unknown as { _deps: Deps })._deps;
    if (!(await canUseIndexedDB(deps.indexedDB))) {
      const memory = await import('fake-indexeddb');
      const deps: Deps = {
        indexedDB: memory.indexedDB,
        IDBKeyRange: memory.IDBKeyRange as unknown as typeof IDBKeyRange,
      };
      (db as unknown as { _deps: Deps })._deps = deps;
      // liveQuery runs only when Dexie's global dependencies have an indexedDB: give it this one.
      Object.assign(Dexie.dependencies, deps);
      inMemory = true;
      logger.warn('IndexedDB is not available: working in memory until this tab closes');
    }
    return realOpen();
  })().finally(() => {
    opening = null;
  }) as unknown as ReturnType<typeof realOpen>);

/** The open under way, if any (a query started meanwhile waits for it). */
export const openInProgress = (): Promise<unknown> | null => opening;

let inMemory = false;
/** True when nothing is kept after this tab closes. */
export const isInMemory = () => inMemory;

// Another tab upgraded the schema: close so its upgrade can finish, and ask for a reload.
db.on('versionchange', () => {
  db.close();
  storageStatus.set('version-changed');
  return false;
});
// This tab's upgrade waits for an old tab to close: say so, never delete anything.
db.on('blocked', () => storageStatus.set('blocked'));

export function openDatabase(): Promise<void> {
  return db.open().then(
    () => {
      if (inMemory) storageStatus.set('memory');
      else if (storageStatus.get() === 'blocked') storageStatus.set(null);
    },
    (error: unknown) => {
      logger.error('Failed to open the local database', error);
      storageStatus.set('open-failed');
    },
  );
}

export { storageStatus } from './status';
export type * from './db';
