import { excludedTaskIds } from './exemptions';
import { timelineTasks } from './tasks';
import type { ExemptionStatus, PlanOptions, TimelineTask } from './types';

/**
 * The tasks of one plan. A dependency on a left-out task is replaced by that task's own
 * dependencies, so the order through it is kept (e.g. invitation -> guidance program -> eligibility).
 */
export const planTasks = (
  exemptions: ExemptionStatus,
  options: PlanOptions = {},
  catalog: readonly TimelineTask[] = timelineTasks,
): TimelineTask[] => {
  const excluded = excludedTaskIds(exemptions, options);
  const byId = new Map(catalog.map((task) => [task.id, task]));
  const resolve = (id: string, seen: Set<string>): string[] => {
    if (!excluded.has(id)) return [id];
    if (seen.has(id)) return [];
    seen.add(id);
    return (byId.get(id)?.dependsOn ?? []).flatMap((dep) => resolve(dep, seen));
  };
  return catalog
    .filter((task) => !excluded.has(task.id))
    .map((task) => ({ ...task, dependsOn: [...new Set(task.dependsOn.flatMap((dep) => resolve(dep, new Set())))] }));
};

/**
 * The time-sensitive tasks of one plan, in the catalog's order: the one list the timeline schedules
 * them from and the time-sensitive documents page shows (a card each) and counts.
 */
export const timeSensitiveTasks = (exemptions: ExemptionStatus, options: PlanOptions = {}): TimelineTask[] =>
  planTasks(exemptions, options).filter((task) => task.timeSensitive !== undefined);
