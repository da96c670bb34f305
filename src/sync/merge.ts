/**
 * Pure merge rules (spec §4 Conflict merge; decisions §5). Every function returns
 * the merged value plus what each side lost, so a losing copy can be kept as a
 * revision instead of disappearing.
 */
import type { FormId, ProgressKey } from '@/domain/forms/types';
import { progressKeys, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { isNewer } from '@/lib/clock';

const formKeys = Object.entries(progressKeys) as Array<[FormId, ProgressKey]>;

/**
 * The answers of `local` that are not in `merged` as they are here: question ids whose value
 * differs or is gone. Empty when the other copy already holds every answer of this device (it
 * only added answers, or moved the position): then nothing of this device was replaced.
 */
export function lostAnswers(local: FormProgress, merged: FormProgress): string[] {
  const kept = merged.formData ?? {};
  return Object.entries(local.formData ?? {})
    .filter(([id, value]) => JSON.stringify(value) !== JSON.stringify(kept[id]))
    .map(([id]) => id);
}

export type GlobalMerge = {
  merged: GlobalProgress;
  /** Local forms replaced by a newer cloud copy (keep as revisions, tell the user). */
  localLost: FormProgress[];
  /** Forms where the local copy is newer than the cloud's (push them). */
  localWins: FormId[];
};

/**
 * Per form, the more recently updated copy wins; overall status comes from the newer
 * global record; createdAt is the earlier, lastUpdated the later.
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
    if (!l || isNewer(c.lastUpdated, l.lastUpdated)) {
      merged[key] = c;
      // Any answer kept locally (counted or not, ruling 18) that is not in the result is worth a revision.
      if (l && lostAnswers(l, c).length > 0) localLost.push(l);
    } else {
      merged[key] = l;
      if (isNewer(l.lastUpdated, c.lastUpdated)) localWins.push(formId);
    }
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
