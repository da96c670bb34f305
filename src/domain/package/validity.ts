import type { Localized } from '../common';
import { addDays, addMonths, addYears, toIsoDate } from '../dates';
import { timelineTasks } from '../timeline';
import type { TaskOwner, ValidityWindow } from '../timeline';

/** How close to the end of its window a document counts as about to expire. */
export const EXPIRES_SOON_DAYS = 30;

export type ValidityStatus = 'valid' | 'expires-soon' | 'expired' | 'not-yet';

export type ValidityRow = {
  taskId: string;
  title: Localized;
  owner: TaskOwner;
  window: ValidityWindow;
  /** The day the task was completed, taken as the document's issue date. */
  issuedOn: string | null;
  validUntil: string | null;
  status: ValidityStatus;
};

type Progress = Record<string, { status: string; completedAt?: string } | undefined>;

const end = (from: string, w: ValidityWindow): string =>
  w.unit === 'days'
    ? addDays(from, w.amount)
    : w.unit === 'months'
      ? addMonths(from, w.amount)
      : addYears(from, w.amount);

/**
 * Each time-limited document the timeline tracks, checked against the reference date (the target
 * or appointment date, else today): valid, about to expire (within EXPIRES_SOON_DAYS after it),
 * expired by then, or not obtained yet. Same windows and tasks as the timeline screens.
 */
export function documentValidity(
  progress: Progress,
  referenceDate: string,
  excluded: Set<string> = new Set(),
): ValidityRow[] {
  return timelineTasks
    .filter((task) => task.validity && !excluded.has(task.id))
    .map((task) => {
      const window = task.validity as ValidityWindow;
      const p = progress[task.id];
      const issuedOn = p?.status === 'completed' && p.completedAt ? toIsoDate(p.completedAt) : null;
      const validUntil = issuedOn ? end(issuedOn, window) : null;
      const status: ValidityStatus = !validUntil
        ? 'not-yet'
        : validUntil < referenceDate
          ? 'expired'
          : validUntil <= addDays(referenceDate, EXPIRES_SOON_DAYS)
            ? 'expires-soon'
            : 'valid';
      return { taskId: task.id, title: task.title, owner: task.owner, window, issuedOn, validUntil, status };
    });
}
