/**
 * Pure merge rules (spec §4 Conflict merge; decisions §5). Every function returns
 * the merged value plus what each side lost, so a losing copy can be kept as a
 * revision instead of disappearing.
 */
import type { FormId, ProgressKey } from '@/domain/forms/types';
import { progressKeys, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { isNewer, nextStamp } from '@/lib/clock';
import { combineSection } from '@/domain/section-merge';
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

/**
 * Two copies of one record combined (a statement per topic): the combination, or undefined where the
 * newer copy simply wins. Called only when both copies exist and differ.
 */
export type Combine<T> = (key: string, newer: T, older: T) => T | undefined;

/**
 * Per record (section, task, document), the newer copy wins; where `combine` combines two copies, the
 * combination is stamped newer than both and goes both ways (`combined`: this device stores it and sends it).
 */
export function mergeRecords<T extends Stamped>(
  local: Record<string, T>,
  cloud: Record<string, T> | null | undefined,
  combine?: Combine<T>,
) {
  const merged: Record<string, T> = { ...local };
  const fromCloud: string[] = [];
  const fromLocal: string[] = [];
  const combined: string[] = [];
  const keys = new Set([...Object.keys(local), ...Object.keys(cloud ?? {})]);
  for (const key of keys) {
    const l = local[key];
    const c = cloud?.[key];
    const cloudNewer = !!c && !!l && isNewer(stampOf(c), stampOf(l));
    const both =
      c && l && stampOf(c) !== stampOf(l) ? combine?.(key, cloudNewer ? c : l, cloudNewer ? l : c) : undefined;
    if (both) {
      const stamp = nextStamp(cloudNewer ? stampOf(c) : stampOf(l));
      merged[key] = { ...both, ...('updatedAt' in both ? { updatedAt: stamp } : { lastUpdated: stamp }) };
      combined.push(key);
      fromCloud.push(key);
    } else if (c && (!l || isNewer(stampOf(c), stampOf(l)))) {
      merged[key] = c;
      fromCloud.push(key);
    } else if (l && (!c || isNewer(stampOf(l), stampOf(c)))) {
      fromLocal.push(key);
    }
  }
  return { merged, fromCloud, fromLocal, combined };
}

/** The sections' combination: the two statements per topic, the documents per file; every other section, the newer copy. */
export const combineSections: Combine<{ value: unknown; updatedAt: string }> = (key, newer, older) => {
  const value = combineSection(key, newer.value, older.value);
  return value ? { ...newer, value } : undefined;
};
