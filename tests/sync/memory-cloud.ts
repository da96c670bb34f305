/** The cloud as the sync engine sees it, in memory: what the engine tests push to and pull from. */
import type { GlobalProgress } from '@/domain/progress';
import type { CloudApi, CloudData } from '@/sync/cloud/api';

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
