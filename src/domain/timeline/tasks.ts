import { taskStructures } from './task-structure';
import { taskTexts } from './task-texts';
import type { TaskStructure, TimelineTask } from './types';

export type { TimelineTask, ValidityWindow, TimeSensitiveDocId } from './types';
export { ELIGIBILITY_TASK_ID, SUBMIT_TASK_ID, topologicalOrder } from './task-structure';

/** A task's structure with its texts: a task without texts is a typo, and fails at load. */
function withTexts(task: TaskStructure): TimelineTask {
  const texts = taskTexts[task.id];
  if (!texts) throw new Error(`Timeline task without texts: ${task.id}`);
  const { expeditedNote, ...own } = texts;
  const { expedited, ...rest } = task;
  if (!expedited) return { ...rest, ...own };
  if (!expeditedNote) throw new Error(`Timeline task without its expedited route's note: ${task.id}`);
  return { ...rest, ...own, expedited: { ...expedited, note: expeditedNote } };
}

/** Every task of both people with its texts, in the structure's order: what the screens show. */
export const timelineTasks: readonly TimelineTask[] = taskStructures.map(withTexts);

const byId = new Map(timelineTasks.map((task) => [task.id, task]));

export const getTask = (id: string): TimelineTask | undefined => byId.get(id);
