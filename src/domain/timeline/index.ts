export type {
  DurationRange,
  ExemptionStatus,
  PlanOptions,
  ScheduleEntry,
  ScheduleOptions,
  ShownTaskProgress,
  ShownTaskStatus,
  TaskCategory,
  TaskFilter,
  TaskOwner,
  TaskProgress,
  TaskProgressCollection,
  TaskStatus,
  TimeSensitiveDocId,
  TimelineTask,
  ValidityWindow,
} from './types';
export { ELIGIBILITY_TASK_ID, SUBMIT_TASK_ID, getTask, timelineTasks, topologicalOrder } from './tasks';
export { getTimeSensitiveDoc, isKnownCost, timeSensitiveDocs } from './time-sensitive-docs';
export type { DocAuthentication, DocCost, KnownCost, TimeSensitiveDoc, UnknownCost } from './time-sensitive-docs';
export { excludedTaskIds, healthCheckEffect, isCriminalCheckExempt } from './exemptions';
export { planTasks, timeSensitiveTasks } from './plan';
export type { HealthCheckEffect } from './exemptions';
export {
  RECOMMENDED_START_BUFFER_DAYS,
  TARGET_BUFFER_DAYS,
  computeSchedule,
  criticalIssues,
  daysUntil,
  recommendedTargetDate,
} from './schedule';
export type { CriticalIssue } from './schedule';
export {
  completeTask,
  countsByStatus,
  markEligibilityCompleted,
  newTaskProgress,
  progressFor,
  startTask,
  statusOf,
} from './progress';
export type { StatusCounts } from './progress';
export { earlyActionWarning, lastValidDay } from './early';
export type { EarlyAction, EarlyWarning } from './early';
export { escapeText, foldLine, parseIcs, toIcs, unescapeText } from './ics';
export type { IcsEvent } from './ics';
export { addBusinessDays, addDays, addMonths, daysBetween, isIsoDate, isWeekend, toIsoDate } from '../dates';
export { BRIEF_AS_OF } from './sources';
export { descriptionForMission, taskForMission } from './mission-text';
export { planOptionsFromCouple, planOptionsFromFacts } from './plan-options';
export type { PlanFacts } from './plan-options';
