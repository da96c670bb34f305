import { ELIGIBILITY_TASK_ID } from './tasks';
import type { ScheduleEntry, ShownTaskProgress, TaskProgress, TaskProgressCollection, TimelineTask } from './types';

export type { TaskProgress, TaskProgressCollection, TaskStatus } from './types';

export const newTaskProgress = (taskId: string, now: string): TaskProgress => ({
  taskId,
  progress: 0,
  status: 'not-started',
  lastUpdated: now,
});

/** Spec 4: marking started keeps the progress value and sets startedAt (the first start is kept). */
export const startTask = (progress: TaskProgress, now: string): TaskProgress => ({
  taskId: progress.taskId,
  progress: progress.progress,
  status: 'in-progress',
  startedAt: progress.startedAt ?? now,
  lastUpdated: now,
});

/** Spec 4: completing sets progress 100 and completedAt. */
export const completeTask = (progress: TaskProgress, now: string): TaskProgress => ({
  ...progress,
  progress: 100,
  status: 'completed',
  startedAt: progress.startedAt ?? now,
  completedAt: now,
  lastUpdated: now,
});

export const progressFor = (collection: TaskProgressCollection, taskId: string): ShownTaskProgress | undefined => {
  if (Array.isArray(collection)) return (collection as readonly ShownTaskProgress[]).find((p) => p.taskId === taskId);
  return (collection as Readonly<Record<string, ShownTaskProgress>>)[taskId];
};

export const statusOf = (collection: TaskProgressCollection, taskId: string) =>
  progressFor(collection, taskId)?.status ?? 'not-started';

/** Spec 4: completing the eligibility check marks task 'eligibility-check' completed at 100. */
export const markEligibilityCompleted = (
  collection: Readonly<Record<string, TaskProgress>>,
  now: string,
): Record<string, TaskProgress> => ({
  ...collection,
  [ELIGIBILITY_TASK_ID]: completeTask(
    collection[ELIGIBILITY_TASK_ID] ?? newTaskProgress(ELIGIBILITY_TASK_ID, now),
    now,
  ),
});

export type StatusCounts = {
  completed: number;
  /** Marked done by hand while the work it stands for is not finished (D25): counted apart, never as completed. */
  markedDone: number;
  inProgress: number;
  notStarted: number;
  total: number;
  /** Completed over the total: a hand mark on unfinished work adds nothing. */
  percent: number;
};

/** Counts over the given tasks only; a task with no record is not started. */
export const countsByStatus = (
  tasks: ReadonlyArray<TimelineTask | ScheduleEntry | string>,
  taskProgress: TaskProgressCollection,
): StatusCounts => {
  const counts = { completed: 0, markedDone: 0, inProgress: 0, notStarted: 0 };
  for (const item of tasks) {
    const id = typeof item === 'string' ? item : 'taskId' in item ? item.taskId : item.id;
    const status = statusOf(taskProgress, id);
    if (status === 'completed') counts.completed += 1;
    else if (status === 'marked-done') counts.markedDone += 1;
    else if (status === 'in-progress') counts.inProgress += 1;
    else counts.notStarted += 1;
  }
  const total = tasks.length;
  return { ...counts, total, percent: total === 0 ? 0 : Math.round((counts.completed / total) * 100) };
};
