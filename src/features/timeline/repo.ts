import { readCouple } from '@/data/couple';
import type { Couple } from '@/domain/couple';
import { missionOfCouple, type MissionAnswer } from '@/domain/missions';
import { readSection, updateSection } from '@/data/sections';
import { putTaskProgress, readTaskProgress } from '@/data/tasks';
import {
  completeTask,
  isIsoDate,
  newTaskProgress,
  planOptionsFromCouple,
  startTask,
  toIsoDate,
} from '@/domain/timeline';
import type { ExemptionStatus, PlanOptions, ShownTaskProgress, TaskProgress } from '@/domain/timeline';
import { readStatusData } from '@/data/application-status';
import { progressWithStatuses, type TaskStatus } from '@/domain/status';

export type TimelineState = {
  targetDate: string | null;
  exemptions: ExemptionStatus;
  /**
   * Each task's progress as the one status gives it (D25): a task follows the work it stands
   * for (a form, a document, the check); a hand "done" stays, as 'marked-done' while its work is not finished.
   */
  progress: Record<string, ShownTaskProgress>;
  /** Each task's status with its reason (when a hand mark and the data disagree). */
  tasks?: Record<string, TaskStatus>;
  /** The couple's plan options (D28): nationality, residence, marriage, sponsor's home, language. */
  options?: PlanOptions;
  /** The mission that takes the application, from where the applicant lives (section 14 D11). */
  mission?: MissionAnswer;
  couple?: Couple;
};

const CRIMINAL = ['required', 'exempt', 'unknown'] as const;
const HEALTH = ['required', 'exempt', 'tb-test-only', 'unknown'] as const;
const STATUSES = ['not-started', 'in-progress', 'completed'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Older stores and other devices may hold a timestamp or junk here: keep only a calendar day. */
export function normalizeTargetDate(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (isIsoDate(value)) return value;
  try {
    return toIsoDate(value);
  } catch {
    return null;
  }
}

/** Unknown values plan for the check, which is the safe side. */
export function normalizeExemptions(value: unknown): ExemptionStatus {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    criminalRecordCheck: oneOf(CRIMINAL, raw.criminalRecordCheck, 'unknown'),
    healthCheck: oneOf(HEALTH, raw.healthCheck, 'unknown'),
  };
}

/** Records with an unknown status (a newer app, a damaged sync) count as not started. */
export function normalizeProgress(records: Record<string, unknown>): Record<string, TaskProgress> {
  const out: Record<string, TaskProgress> = {};
  for (const [taskId, value] of Object.entries(records)) {
    if (!value || typeof value !== 'object') continue;
    const record = value as Partial<TaskProgress>;
    const status = oneOf(STATUSES, record.status, 'not-started');
    const progress = typeof record.progress === 'number' ? Math.max(0, Math.min(100, record.progress)) : 0;
    out[taskId] = { ...record, taskId, status, progress, lastUpdated: record.lastUpdated ?? '' } as TaskProgress;
  }
  return out;
}

export async function readTimelineState(): Promise<TimelineState> {
  const [timeline, exemptions, progress, couple, status] = await Promise.all([
    readSection('timeline'),
    readSection('exemptionStatus'),
    readTaskProgress(),
    readCouple(),
    readStatusData(),
  ]);
  const marks = normalizeProgress(progress);
  return {
    options: planOptionsFromCouple(couple),
    mission: missionOfCouple(couple),
    couple,
    targetDate: normalizeTargetDate(timeline?.targetDate),
    exemptions: normalizeExemptions(exemptions),
    progress: progressWithStatuses(marks, status.status.tasks),
    tasks: status.status.tasks,
  };
}

export function setTargetDate(date: string | null) {
  if (date !== null && !isIsoDate(date)) throw new RangeError(`Not a calendar day: ${date}`);
  return updateSection('timeline', (current) => ({ ...current, targetDate: date }));
}

const now = () => new Date().toISOString();

export function startTimelineTask(taskId: string) {
  const at = now();
  return putTaskProgress(taskId, (current) => startTask(current ?? newTaskProgress(taskId, at), at));
}

export function completeTimelineTask(taskId: string) {
  const at = now();
  return putTaskProgress(taskId, (current) => completeTask(current ?? newTaskProgress(taskId, at), at));
}

/** Back to not started. A record rather than a delete, so the change syncs like any other. */
export function resetTimelineTask(taskId: string) {
  return putTaskProgress(taskId, () => newTaskProgress(taskId, now()));
}

/** The documents section, for the validity of dated documents against the target date. */
export const readDocumentsForValidity = () => readSection('documents');
