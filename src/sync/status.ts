/** Sync status for the badge: set by the sync engine, read through useSyncExternalStore. */
export type SyncStatus = { online: boolean; syncing: boolean; lastSyncAt: string | null; error: string | null };

let state: SyncStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncAt: null,
  error: null,
};
const listeners = new Set<() => void>();

export const syncStatus = {
  get: () => state,
  set(patch: Partial<SyncStatus>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
