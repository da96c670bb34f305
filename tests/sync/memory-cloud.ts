/** The cloud as the sync engine sees it, in memory: what the engine tests push to and pull from. */
import Dexie from 'dexie';
import { expect } from 'vitest';
import { db } from '@/data';
import { DB_NAME } from '@/data/db';
import type { GlobalProgress } from '@/domain/progress';
import type { CloudApi, CloudData } from '@/sync/cloud/api';
import { createSyncEngine, type Replaced } from '@/sync/engine';

export const UID = 'user-1';

/** The cloud as the engine sees it: documents kept in memory, updates applied as Firestore does. */
export function memoryCloud() {
  const docs = new Map<string, CloudData>();
  const key = (name: string, uid: string) => `${name}/${uid}`;
  const cloud = {
    emulators: true,
    read: async (name: string, uid: string) => structuredClone(docs.get(key(name, uid)) ?? null),
    watch: () => () => {},
    update: async (
      name: string,
      uid: string,
      merge: (c: CloudData | null) => CloudData | null,
      options?: { replace?: boolean },
    ) => {
      const current = docs.get(key(name, uid)) ?? null;
      const next = merge(structuredClone(current));
      if (next) docs.set(key(name, uid), options?.replace ? next : { ...(current ?? {}), ...next });
      return next;
    },
    uploadFile: async () => {},
    downloadFile: async (path: string) => new Blob([`%PDF-1.4 ${path}`], { type: 'application/pdf' }),
    deleteFile: async () => {},
  } as unknown as CloudApi;
  return { cloud, docs, progress: () => docs.get(key('userProgress', UID))!.globalProgress as GlobalProgress };
}

/** An empty local database, as on a device that never ran the app. */
export async function freshDatabase() {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
}

export const later = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * A memory cloud and an engine whose "replaced" notices land in `replaced`, after `first` (this
 * device's first edits) reached the cloud: both devices then hold the same copy.
 */
export async function syncedOnce(first: () => Promise<unknown>, replaced: Replaced[][] = []) {
  const mem = memoryCloud();
  const engine = createSyncEngine(mem.cloud, { onReplaced: (r) => replaced.push(r) }, { delayMs: 5 });
  await first();
  engine.start(UID);
  expect(await engine.flush()).toBe(true);
  engine.stop();
  return { mem, engine };
}
