import { db } from './index';
import type { TaskProgressRecord } from './db';
import { writeTransaction } from './write';

export const readTaskProgress = async (): Promise<Record<string, TaskProgressRecord>> =>
  Object.fromEntries((await db.taskProgress.toArray()).map((t) => [t.taskId, t]));

export function putTaskProgress(
  taskId: string,
  update: (current: TaskProgressRecord | undefined) => TaskProgressRecord,
): Promise<TaskProgressRecord> {
  return writeTransaction([db.taskProgress], async () => {
    const next = { ...update(await db.taskProgress.get(taskId)), taskId };
    await db.taskProgress.put(next);
    return next;
  });
}
