import { addDays, addMonths, addYears } from '../dates';
import type { ScheduleEntry, ValidityWindow } from './types';

/**
 * What starting (or finishing) a dated document before its window means. One rule for every task
 * with a validity window (FBI check, health and TB certificates, TOPIK, Korean civil documents and
 * criminal record, photos): the document must still be inside its window on the application day.
 *
 * - 'start' before `earliestStart`: at the fastest processing it would be issued before
 *   `earliestIssue`, so it may be too old on the application day ('may').
 * - 'done' before `earliestIssue`: the document exists now, with today's issue date, so it will be
 *   too old on the application day ('will').
 */
export type EarlyAction = 'start' | 'done';

export type EarlyWarning = {
  action: EarlyAction;
  /** 'will': certain (issued today, before the window); 'may': depends on how fast it comes back. */
  certainty: 'will' | 'may';
  /** The first day to start (for 'start') or the first acceptable issue date (for 'done'). */
  opensOn: string;
  /** The application day planned for. */
  targetDate: string;
  /** The last application day a document issued today would still be valid for. */
  validUntil: string;
  /** How long the document stays valid, e.g. 3 months. */
  window: Pick<ValidityWindow, 'amount' | 'unit'>;
};

/** The last day a document issued on `issue` is still inside its window (the inverse of earliestIssue). */
export const lastValidDay = (issue: string, window: Pick<ValidityWindow, 'amount' | 'unit'>): string => {
  const end =
    window.unit === 'days'
      ? addDays(issue, window.amount)
      : window.unit === 'months'
        ? addMonths(issue, window.amount)
        : addYears(issue, window.amount);
  return addDays(end, -1);
};

/** Null when the action is on time, or the task has no validity window. */
export const earlyActionWarning = (
  entry: Pick<ScheduleEntry, 'task' | 'earliestStart' | 'earliestIssue' | 'targetDate'>,
  action: EarlyAction,
  today: string,
): EarlyWarning | null => {
  const window = entry.task.validity;
  if (!window || !entry.earliestIssue) return null;
  const base = {
    action,
    targetDate: entry.targetDate,
    validUntil: lastValidDay(today, window),
    window: { amount: window.amount, unit: window.unit },
  };
  if (action === 'done') {
    return today < entry.earliestIssue ? { ...base, certainty: 'will', opensOn: entry.earliestIssue } : null;
  }
  return entry.earliestStart && today < entry.earliestStart
    ? { ...base, certainty: 'may', opensOn: entry.earliestStart }
    : null;
};
