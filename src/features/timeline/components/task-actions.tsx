import { earlyActionWarning } from '@/domain/timeline';
import type { ScheduleEntry, ShownTaskStatus } from '@/domain/timeline';
import { TaskButtons } from '@/ui/task-buttons';
import { completeTimelineTask, resetTimelineTask, startTimelineTask } from '../repo';

type Props = { entry: ScheduleEntry; today: string; taskTitle: string; status: ShownTaskStatus; describedBy: string };

const saves = { start: startTimelineTask, done: completeTimelineTask, reset: resetTimelineTask };

/**
 * Start / Mark done / Reset for one task of the schedule. Starting or finishing a dated document before its
 * window asks first (timeline/early.ts).
 */
export function TaskActions({ entry, today, taskTitle, status, describedBy }: Props) {
  return (
    <TaskButtons
      taskId={entry.taskId}
      taskTitle={taskTitle}
      status={status}
      describedBy={describedBy}
      saves={saves}
      warningFor={(action) => earlyActionWarning(entry, action, today)}
      testId="task"
    />
  );
}
