/** Health of local storage, observable by the shell (banner) without React here. */
/** 'memory': no IndexedDB here; the app works in memory and nothing is kept after the tab closes. */
export type StorageProblem = 'quota' | 'blocked' | 'open-failed' | 'version-changed' | 'memory' | null;

type Listener = (problem: StorageProblem) => void;
let current: StorageProblem = null;
const listeners = new Set<Listener>();

export const storageStatus = {
  get: () => current,
  set(problem: StorageProblem) {
    current = problem;
    listeners.forEach((l) => l(problem));
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const isQuotaError = (error: unknown): boolean => {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};
