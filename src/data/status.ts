import { signal } from '@/lib/signal';

/** Health of local storage, observable by the shell (banner) without React here. */
/** 'memory': no IndexedDB here; the app works in memory and nothing is kept after the tab closes. */
export type StorageProblem = 'quota' | 'blocked' | 'open-failed' | 'version-changed' | 'memory' | null;

export const storageStatus = signal<StorageProblem>(null);

export const isQuotaError = (error: unknown): boolean => {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};
