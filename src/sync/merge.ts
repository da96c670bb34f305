/**
 * Pure merge rules (spec §4 Conflict merge; decisions §5). Every function returns
 * the merged value plus what each side lost, so a losing copy can be kept as a
 * revision instead of disappearing.
 */
import type { FormId, ProgressKey } from '@/domain/forms/types';
import { progressKeys, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { isNewer } from '@/lib/clock';
import { lostAnswers, mergeFormProgress } from '@/domain/progress-merge';

const formKeys = Object.entries(progressKeys) as Array<[FormId, ProgressKey]>;

export { lostAnswers } from '@/domain/progress-merge';

export type GlobalMerge = {
  merged: GlobalProgress;
  /** Local forms with answers the cloud's newer answers replaced (keep as revisions, tell the user). */
  localLost: FormProgress[];
  /** Forms where the result holds something of this device the cloud lacks (push them). */
  localWins: FormId[];
};

/**
 * Per question, the later edit wins (domain/progress-merge.ts): answers of different questions on
 * the two devices are all kept. Overall status comes from the newer global record; createdAt is
 * the earlier, lastUpdated the later.
 */
export function mergeGlobalProgress(local: GlobalProgress, cloud: GlobalProgress | null): GlobalMerge {
  if (!cloud) return { merged: local, localLost: [], localWins: formKeys.map(([id]) => id) };
  const merged = { ...local } as GlobalProgress;
  const localLost: FormProgress[] = [];
  const localWins: FormId[] = [];
  for (const [formId, key] of formKeys) {
    const l = local[key];
    const c = cloud[key];
    if (!c) {
      localWins.push(formId);
      continue;
    }
    const m = l ? mergeFormProgress(l, c) : c;
    merged[key] = m;
    // Only an answer of this device that is not in the result is worth a revision and a notice.
    if (l && m !== l && lostAnswers(l, m).length > 0) localLost.push(l);
    if (m !== c) localWins.push(formId);
  }
  const newer = isNewer(cloud.lastUpdated, local.lastUpdated) ? cloud : local;
  merged.overallStatus = newer.overallStatus;
  merged.createdAt = isNewer(local.createdAt, cloud.createdAt) ? cloud.createdAt : local.createdAt;
  merged.lastUpdated = newer.lastUpdated;
  return { merged, localLost, localWins };
}

export type Stamped = { updatedAt?: string; lastUpdated?: string };
const stampOf = (r: Stamped | undefined) => r?.updatedAt ?? r?.lastUpdated ?? null;

/** Per record (section, task, document), the newer copy wins. */
export function mergeRecords<T extends Stamped>(local: Record<string, T>, cloud: Record<string, T> | null | undefined) {
  const merged: Record<string, T> = { ...local };
  const fromCloud: string[] = [];
  const fromLocal: string[] = [];
  const keys = new Set([...Object.keys(local), ...Object.keys(cloud ?? {})]);
  for (const key of keys) {
    const l = local[key];
    const c = cloud?.[key];
    if (c && (!l || isNewer(stampOf(c), stampOf(l)))) {
      merged[key] = c;
      fromCloud.push(key);
    } else if (l && (!c || isNewer(stampOf(l), stampOf(c)))) {
      fromLocal.push(key);
    }
  }
  return { merged, fromCloud, fromLocal };
}
