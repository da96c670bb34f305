import type { CloudDoc } from '@/data/db';

/**
 * Why one item did not reach the account:
 * - 'too-large': over what one cloud document holds (Firestore's 1 MiB); kept on this device, the rest syncs.
 * - 'refused': the cloud refused the write (its rules); retried alone with backoff.
 * - 'newer-version': the account holds data written by a newer version of the app; kept aside untouched.
 * - 'invalid': data read from the account failed validation; kept aside, never applied, never removed.
 * - 'failed': any other error (network, quota); retried alone with backoff.
 */
export type SyncProblemReason = 'too-large' | 'refused' | 'newer-version' | 'invalid' | 'failed';

/** One item that did not sync: `item` is a form id, a section key, 'people', a task id, or '*' (the whole document). */
export type SyncProblem = { doc: CloudDoc; side: 'push' | 'pull'; item: string; reason: SyncProblemReason };

/** Sync status for the badge: set by the sync engine, read through useSyncExternalStore. */
export type SyncStatus = {
  online: boolean;
  syncing: boolean;
  lastSyncAt: string | null;
  error: string | null;
  /** Each item that did not sync, with why; every other item kept syncing. */
  problems: SyncProblem[];
};

let state: SyncStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  lastSyncAt: null,
  error: null,
  problems: [],
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

/** Replaces the problems one side (push or pull) found for one document, keeping the others. */
export function setProblems(doc: CloudDoc, side: 'push' | 'pull', problems: Omit<SyncProblem, 'doc' | 'side'>[]): void {
  const next = [
    ...state.problems.filter((p) => p.doc !== doc || p.side !== side),
    ...problems.map((p) => ({ ...p, doc, side })),
  ];
  const error = next.length ? next.map((p) => `${p.doc}/${p.item}: ${p.reason}`).join('; ') : null;
  syncStatus.set({ problems: next, error });
}

/** The problems to show: one per item and reason, whichever side found it. */
export const shownProblems = (problems: SyncProblem[]): SyncProblem[] =>
  problems.filter(
    (p, i) => problems.findIndex((q) => q.doc === p.doc && q.item === p.item && q.reason === p.reason) === i,
  );
