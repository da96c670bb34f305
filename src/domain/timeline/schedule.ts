import {
  addBusinessDays,
  addDays,
  addMonths,
  addYears,
  daysBetween,
  isIsoDate,
  maxDate,
  minDate,
  onOrAfterWeekday,
  onOrBeforeWeekday,
} from '../dates';
import { planTasks } from './plan';
import { statusOf } from './progress';
import { topologicalOrder } from './task-structure';
import type {
  ExemptionStatus,
  PlanOptions,
  ScheduleEntry,
  ScheduleOptions,
  TaskOwner,
  TaskProgressCollection,
  TimeSensitiveDocId,
  TimelineTask,
} from './types';

export type { ExemptionStatus, ScheduleEntry, ScheduleOptions, TaskFilter, TaskProgress } from './types';
export { healthCheckEffect, isCriminalCheckExempt } from './exemptions';
export { completeTask, countsByStatus, startTask } from './progress';

/** Recommended start = latest start minus two weeks of slack (clamped by validity and dependencies). */
export const RECOMMENDED_START_BUFFER_DAYS = 14;
/** recommendedTargetDate leaves every task at least one week between today and its latest start. */
export const TARGET_BUFFER_DAYS = 7;

type Speed = 'max' | 'fastest' | 'expedited';
type Span = { start: string; finish: string };

/**
 * 'max': standard route, slowest case (the plan). 'fastest': the quickest figure of any route
 * (used for `impossible` and validity). 'expedited': paid services at their slowest where they
 * exist, the quickest standard figure elsewhere ("rush everything").
 */
const durationOf = (task: TimelineTask, speed: Speed): number => {
  if (speed === 'max') return task.durationDays.max;
  if (speed === 'fastest') return Math.min(task.durationDays.min, task.expedited?.durationDays.min ?? Infinity);
  return task.expedited ? task.expedited.durationDays.max : task.durationDays.min;
};

const forwardBy = (task: TimelineTask, date: string, days: number) =>
  task.businessDays ? addBusinessDays(date, days) : addDays(date, days);

const backBy = (task: TimelineTask, date: string, days: number) =>
  task.businessDays ? addBusinessDays(date, -days) : addDays(date, -days);

/** For business-day work, starting on a weekend is the same as starting the Friday before. */
const effectiveStart = (task: TimelineTask, date: string) => (task.businessDays ? onOrBeforeWeekday(date) : date);

/**
 * First issue date that is still "within N months" on the application day. The day exactly N
 * months before is treated as too old, since consulates differ on whether it counts.
 */
const earliestIssueFor = (task: TimelineTask, applicationDay: string): string | null => {
  const window = task.validity;
  if (!window) return null;
  const back =
    window.unit === 'days'
      ? addDays(applicationDay, -window.amount)
      : window.unit === 'months'
        ? addMonths(applicationDay, -window.amount)
        : addYears(applicationDay, -window.amount);
  return addDays(back, 1);
};

const successorsOf = (tasks: readonly TimelineTask[]): Map<string, string[]> => {
  const successors = new Map<string, string[]>(tasks.map((task) => [task.id, []]));
  for (const task of tasks) for (const dep of task.dependsOn) successors.get(dep)?.push(task.id);
  return successors;
};

/** Latest start/finish per task; a due date on a weekend moves to the Friday before. */
const backward = (order: readonly TimelineTask[], applicationDay: string, speed: Speed): Map<string, Span> => {
  const successors = successorsOf(order);
  const spans = new Map<string, Span>();
  for (const task of [...order].reverse()) {
    const next = (successors.get(task.id) ?? []).map((id) => (spans.get(id) as Span).start);
    const finish = onOrBeforeWeekday(next.length > 0 ? next.reduce(minDate) : applicationDay);
    spans.set(task.id, { start: backBy(task, finish, durationOf(task, speed)), finish });
  }
  return spans;
};

/** Soonest start/finish per task from `today`, never starting before a validity-driven earliest start. */
const forward = (
  order: readonly TimelineTask[],
  today: string,
  speed: Speed,
  earliestStarts: ReadonlyMap<string, string | null>,
  done: ReadonlySet<string> = new Set(),
): Map<string, Span> => {
  const spans = new Map<string, Span>();
  for (const task of order) {
    if (done.has(task.id)) {
      spans.set(task.id, { start: today, finish: today });
      continue;
    }
    let start = today;
    for (const dep of task.dependsOn) {
      const span = spans.get(dep);
      if (span) start = maxDate(start, span.finish);
    }
    const earliest = earliestStarts.get(task.id);
    if (earliest) start = maxDate(start, earliest);
    spans.set(task.id, { start, finish: forwardBy(task, start, durationOf(task, speed)) });
  }
  return spans;
};

/** The first day a task can start and still give a document valid on the application day (null: no window). */
const earliestStartsOf = (order: readonly TimelineTask[], earliestIssues: ReadonlyMap<string, string | null>) =>
  new Map(
    order.map((task) => {
      const issue = earliestIssues.get(task.id);
      return [task.id, issue ? backBy(task, issue, durationOf(task, 'fastest')) : null] as const;
    }),
  );

const assertIsoDate = (label: string, value: string) => {
  if (!isIsoDate(value)) throw new RangeError(`${label} must be an ISO date (YYYY-MM-DD), got "${value}"`);
};

/**
 * Plans every task backwards from the target application date.
 *
 * Validity windows: a document must be issued no earlier than `earliestIssue` (the application day
 * minus the window, plus one day). It is issued when its task finishes, and the quickest turnaround
 * (expedited included) finishes soonest, so `earliestStart` = earliestIssue minus the *fastest*
 * duration: starting any day from then on gives a document that is still valid, however quick the
 * office is. (Subtracting the maximum would let a fast turnaround produce a document that has expired
 * by the application day.) `windowTooShort` flags the case where even that start leaves too little
 * time for the maximum duration.
 */
export const computeSchedule = (targetDate: string, today: string, options: ScheduleOptions): ScheduleEntry[] => {
  assertIsoDate('targetDate', targetDate);
  assertIsoDate('today', today);
  const applicationDay = onOrBeforeWeekday(targetDate);
  const order = topologicalOrder(planTasks(options.exemptions, options));

  const latest = backward(order, applicationDay, 'max');
  const hardDeadline = backward(order, applicationDay, 'fastest');
  const expeditedDeadline = backward(order, applicationDay, 'expedited');

  const earliestIssues = new Map(order.map((task) => [task.id, earliestIssueFor(task, applicationDay)]));
  const earliestStarts = earliestStartsOf(order, earliestIssues);
  const reach = forward(order, today, 'fastest', earliestStarts);

  const recommended = new Map<string, Span>();
  const entries = order.map((task): ScheduleEntry => {
    const { start: latestStart, finish: latestFinish } = latest.get(task.id) as Span;
    const earliestStart = earliestStarts.get(task.id) ?? null;
    // Eligibility steps gate everything else, so they are recommended right away.
    let start =
      task.category === 'eligibility' && !task.validity ? today : addDays(latestStart, -RECOMMENDED_START_BUFFER_DAYS);
    start = maxDate(start, today);
    if (earliestStart) start = maxDate(start, earliestStart);
    // The first day it can begin on the recommended plan: today, after what it waits for.
    let ready = today;
    for (const dep of task.dependsOn) {
      const span = recommended.get(dep);
      if (span) ready = maxDate(ready, span.finish);
    }
    start = maxDate(start, ready);
    const recommendedFinish = forwardBy(task, start, durationOf(task, 'max'));
    recommended.set(task.id, { start, finish: recommendedFinish });
    const soonest = reach.get(task.id) as Span;
    return {
      taskId: task.id,
      owner: task.owner,
      task,
      targetDate: applicationDay,
      latestStart,
      latestFinish,
      earliestIssue: earliestIssues.get(task.id) ?? null,
      earliestStart,
      requestFrom: earliestStart ? maxDate(earliestStart, ready) : null,
      recommendedStart: start,
      recommendedFinish,
      earliestPossibleFinish: soonest.finish,
      expeditedLatestStart: (expeditedDeadline.get(task.id) as Span).start,
      windowTooShort: earliestStart !== null && earliestStart > latestStart,
      shouldHaveStarted: latestStart < today,
      impossible: soonest.finish > (hardDeadline.get(task.id) as Span).finish,
    };
  });

  const filter = options.filter ?? 'all';
  return filter === 'all' ? entries : entries.filter((entry) => entry.owner === filter || entry.task.together);
};

/** Whole days from today to the target (negative once it has passed). */
export const daysUntil = (target: string, today: string): number => daysBetween(today, target);

/**
 * The earliest weekday on which the whole plan fits at maximum durations with TARGET_BUFFER_DAYS of
 * slack before every latest start. Latest starts only move later as the target does, so the first
 * date that fits is the answer. Tasks listed in `completedTaskIds` (e.g. a marriage already
 * registered) no longer need time.
 */
export const recommendedTargetDate = (
  today: string,
  exemptions: ExemptionStatus,
  options: PlanOptions & { completedTaskIds?: readonly string[] } = {},
): string => {
  assertIsoDate('today', today);
  const threshold = addDays(today, TARGET_BUFFER_DAYS);
  const completed = new Set(options.completedTaskIds ?? []);
  // What computeSchedule gives as latestStart and windowTooShort, and only that: the plan and its
  // order are the same for every target, and the other figures are not needed to decide (a whole
  // schedule per target was most of the timeline's first render on a slow phone).
  const everyTask = topologicalOrder(planTasks(exemptions, options));
  const order = everyTask.filter((task) => !completed.has(task.id));
  const fits = (target: string) => {
    const applicationDay = onOrBeforeWeekday(target);
    const latest = backward(everyTask, applicationDay, 'max');
    const earliestStarts = earliestStartsOf(
      order,
      new Map(order.map((task) => [task.id, earliestIssueFor(task, applicationDay)])),
    );
    return order.every((task) => {
      const latestStart = (latest.get(task.id) as Span).start;
      const earliestStart = earliestStarts.get(task.id);
      return latestStart >= threshold && !(earliestStart != null && earliestStart > latestStart);
    });
  };
  // The k-th weekday after today (k = 0 is the first), made as needed.
  const weekdays = [onOrAfterWeekday(addDays(today, 1))];
  const nth = (k: number) => {
    while (weekdays.length <= k) weekdays.push(onOrAfterWeekday(addDays(weekdays[weekdays.length - 1], 1)));
    return weekdays[k];
  };
  // Fitting only starts and never stops as the target moves later, so the first weekday that fits
  // is found by doubling, then halving (about 15 schedules, not one per day: the timeline's first
  // render spent most of its time here on a slow phone). Nothing fits within 3660 weekdays: the last.
  const limit = 3660;
  if (fits(nth(0))) return nth(0);
  let fails = 0;
  let step = 1;
  while (fails + step < limit && !fits(nth(fails + step))) {
    fails += step;
    step *= 2;
  }
  let ok = Math.min(fails + step, limit);
  if (ok === limit && !fits(nth(limit))) return nth(limit);
  while (ok - fails > 1) {
    const mid = Math.floor((fails + ok) / 2);
    if (fits(nth(mid))) ok = mid;
    else fails = mid;
  }
  return nth(ok);
};

export type CriticalIssue = {
  taskId: string;
  owner: TaskOwner;
  timeSensitive: TimeSensitiveDocId;
  latestStart: string;
  /** Days since the latest start. */
  daysLate: number;
  /** Starting today with expedited services (where they exist) would still reach the target. */
  expeditedCouldMakeIt: boolean;
  /** False when even the fastest route cannot reach the target. */
  stillPossible: boolean;
};

/**
 * Time-sensitive documents that should already have started and have not. Completed predecessors
 * count as done today; the rest are rushed from today ('expedited' speed), within the entries given.
 */
export const criticalIssues = (
  schedule: readonly ScheduleEntry[],
  today: string,
  taskProgress: TaskProgressCollection,
): CriticalIssue[] => {
  const tasks = schedule.map((entry) => entry.task);
  const done = new Set(tasks.filter((task) => statusOf(taskProgress, task.id) === 'completed').map((task) => task.id));
  const earliestStarts = new Map(schedule.map((entry) => [entry.taskId, entry.earliestStart]));
  const rushed = forward(tasks, today, 'expedited', earliestStarts, done);
  return schedule
    .filter(
      (entry) =>
        entry.task.timeSensitive !== undefined &&
        entry.latestStart < today &&
        statusOf(taskProgress, entry.taskId) === 'not-started',
    )
    .map((entry) => {
      const start = effectiveStart(entry.task, (rushed.get(entry.taskId) as Span).start);
      return {
        taskId: entry.taskId,
        owner: entry.owner,
        timeSensitive: entry.task.timeSensitive as TimeSensitiveDocId,
        latestStart: entry.latestStart,
        daysLate: daysBetween(entry.latestStart, today),
        expeditedCouldMakeIt: start <= entry.expeditedLatestStart,
        stillPossible: !entry.impossible,
      };
    })
    .sort((a, b) => b.daysLate - a.daysLate);
};
