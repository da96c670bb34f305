import { compareCodeUnits } from '@/lib/compare';
import {
  computeSchedule,
  countsByStatus,
  criticalIssues,
  daysUntil,
  planTasks,
  recommendedTargetDate,
  statusOf,
  taskForMission,
} from '@/domain/timeline';
import type {
  CriticalIssue,
  ScheduleEntry,
  StatusCounts,
  TaskFilter,
  ShownTaskProgress,
  TimelineTask,
} from '@/domain/timeline';
import type { TimelineState } from './repo';
import type { TaskStatus } from '@/domain/status';
import type { MissionAnswer } from '@/domain/missions';

export type TimelineView = {
  today: string;
  targetDate: string | null;
  progress: Record<string, ShownTaskProgress>;
  /** Each task's status from the one status function (domain/status), with its reason. */
  tasks: Record<string, TaskStatus>;
  /** Every task of this couple's plan (exemptions applied), whatever the filter. */
  plan: TimelineTask[];
  counts: StatusCounts;
  /** The whole schedule, or null until a target date is chosen. */
  schedule: ScheduleEntry[] | null;
  /** The schedule rows the filter keeps. */
  visible: ScheduleEntry[];
  issues: CriticalIssue[];
  recommended: string;
  daysLeft: number | null;
  /** The mission that takes the application (section 14 D11), when the state holds it. */
  mission?: MissionAnswer;
};

/** Read like a Gantt chart: by recommended start, dependency order among equal starts (sort is stable). */
const byStart = (entries: ScheduleEntry[]) =>
  [...entries].sort((a, b) => compareCodeUnits(a.recommendedStart, b.recommendedStart));

export function buildTimeline(state: TimelineState, today: string, filter: TaskFilter): TimelineView {
  const options = state.options ?? {};
  const plan = planTasks(state.exemptions, options);
  const completedTaskIds = plan
    .filter((task) => statusOf(state.progress, task.id) === 'completed')
    .map((task) => task.id);
  const recommended = recommendedTargetDate(today, state.exemptions, { ...options, completedTaskIds });
  // Each step cites and describes what stands for this couple's mission (D28), never a US consulate
  // elsewhere, and for an applicant living in Korea the change of status at the immigration office.
  const schedule = state.targetDate
    ? computeSchedule(state.targetDate, today, { ...options, exemptions: state.exemptions }).map((entry) => ({
        ...entry,
        task: taskForMission(entry.task, state.mission),
      }))
    : null;
  return {
    today,
    targetDate: state.targetDate,
    progress: state.progress,
    tasks: state.tasks ?? {},
    plan,
    counts: countsByStatus(plan, state.progress),
    schedule,
    visible: schedule ? byStart(filter === 'all' ? schedule : schedule.filter((entry) => entry.owner === filter)) : [],
    issues: schedule ? criticalIssues(schedule, today, state.progress) : [],
    recommended,
    daysLeft: state.targetDate ? daysUntil(state.targetDate, today) : null,
    ...(state.mission ? { mission: state.mission } : {}),
  };
}

/** Where a day sits between today (0) and the application day (1), for the schedule bars. */
export function positionOf(date: string, today: string, target: string): number {
  const span = Math.max(1, daysUntil(target, today));
  return Math.max(0, Math.min(1, daysUntil(date, today) / span));
}
