import { readCouple } from '@/data/couple';
import { readSection, updateSection } from '@/data/sections';
import { putTaskProgress, readTaskProgress } from '@/data/tasks';
import { completeTask, isIsoDate, newTaskProgress, planOptionsFromCouple, startTask } from '@/domain/timeline';
import type { ExemptionStatus, PlanOptions, ShownTaskProgress, TaskProgress, TaskStatus } from '@/domain/timeline';
import { readStatusData } from '@/data/application-status';
import type { Couple } from '@/domain/couple';
import { progressWithStatuses, type TaskStatus as DerivedTaskStatus } from '@/domain/status';

export type TimeSensitiveState = {
  exemptions: ExemptionStatus;
  /** Each task's progress as the one status gives it (D25), the same as the timeline's. */
  progress: Record<string, ShownTaskProgress>;
  /** Each task's status with its reason (a hand mark and the data disagree). */
  tasks: Record<string, DerivedTaskStatus>;
  options?: PlanOptions;
  /** The couple's facts: which records, clinics and TB text the cards show (D28). */
  couple?: Couple;
  /** The planned application day, when set: starting a document before its window asks first. */
  targetDate?: string | null;
};

const CRIMINAL: ReadonlyArray<ExemptionStatus['criminalRecordCheck']> = ['required', 'exempt', 'unknown'];
const HEALTH: ReadonlyArray<ExemptionStatus['healthCheck']> = ['required', 'exempt', 'tb-test-only', 'unknown'];
const STATUSES: readonly TaskStatus[] = ['not-started', 'in-progress', 'completed'];

/** Values this version does not know (older or newer stores) plan for the check: the safe side. */
export async function readTimeSensitiveState(): Promise<TimeSensitiveState> {
  const [stored, records, couple, timeline, status] = await Promise.all([
    readSection('exemptionStatus'),
    readTaskProgress(),
    readCouple(),
    readSection('timeline'),
    readStatusData(),
  ]);
  const raw = (stored ?? {}) as Partial<ExemptionStatus>;
  const exemptions: ExemptionStatus = {
    criminalRecordCheck: CRIMINAL.includes(raw.criminalRecordCheck as never)
      ? (raw.criminalRecordCheck as ExemptionStatus['criminalRecordCheck'])
      : 'unknown',
    healthCheck: HEALTH.includes(raw.healthCheck as never)
      ? (raw.healthCheck as ExemptionStatus['healthCheck'])
      : 'unknown',
  };
  const progress: Record<string, TaskProgress> = {};
  for (const [taskId, record] of Object.entries(records)) {
    progress[taskId] = { ...record, taskId, status: STATUSES.includes(record.status) ? record.status : 'not-started' };
  }
  // A document task follows its document (D25): the same state as the timeline and the checklist.
  const shown = progressWithStatuses(progress, status.status.tasks);
  const target = (timeline as { targetDate?: unknown } | undefined)?.targetDate;
  return {
    exemptions,
    progress: shown,
    tasks: status.status.tasks,
    options: planOptionsFromCouple(couple),
    couple,
    targetDate: typeof target === 'string' && isIsoDate(target) ? target : null,
  };
}

export function saveExemptions(change: Partial<ExemptionStatus>) {
  return updateSection('exemptionStatus', (current) => ({ ...current, ...change }));
}

const now = () => new Date().toISOString();

/** The same task progress as the timeline: starting here shows as started there. */
export function startDocTask(taskId: string) {
  const at = now();
  return putTaskProgress(taskId, (current) => startTask(current ?? newTaskProgress(taskId, at), at));
}

export function completeDocTask(taskId: string) {
  const at = now();
  return putTaskProgress(taskId, (current) => completeTask(current ?? newTaskProgress(taskId, at), at));
}

export function resetDocTask(taskId: string) {
  return putTaskProgress(taskId, () => newTaskProgress(taskId, now()));
}
