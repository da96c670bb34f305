/**
 * How long a document stays usable, against the appointment: one rule used by the documents page,
 * the timeline and the final checklist, so none of them can disagree. The windows are the ones the
 * timeline tasks carry (domain/timeline/durations.ts, rules §5.5 and §7.5).
 */
import type { DocumentEntry, DocumentFileRef, DocumentFileRole, DocumentSlot } from '../application';
import { sixMonthsFromIssue, threeMonthsFromIssue } from '../timeline/durations';
import { addDays, addMonths, isIsoDate } from '../dates';
import type { ValidityWindow } from '../timeline/types';

/** The window of a slot's file with this role, or null where none applies. */
export function validityWindowOf(slot: DocumentSlot, role: DocumentFileRole | null): ValidityWindow | null {
  if (slot === 'marriageCertificate' && role === 'korean-certificate') return threeMonthsFromIssue;
  if (slot === 'healthCertificate') return sixMonthsFromIssue;
  return null;
}

export type ValidityStatus =
  | 'valid' // still inside its window on the target date (or today, with no target date)
  | 'expires-before-target' // valid today, but not any more on the target date
  | 'expired' // the window has already closed
  | 'needs-date' // the issue date is not known yet
  | 'future-date'; // an issue date after today: a typing mistake

export type Validity = {
  status: ValidityStatus;
  window: ValidityWindow;
  issueDate: string | null;
  /** The last day the document is accepted (YYYY-MM-DD), when the issue date is known. */
  validUntil: string | null;
  /** The date it was judged against: the target date, or today when there is none. */
  against: string;
};

export type ValidityContext = { today: string; targetDate: string | null };

const lastValidDay = (issueDate: string, window: ValidityWindow): string => {
  if (window.unit === 'days') return addDays(issueDate, window.amount);
  return addMonths(issueDate, window.unit === 'years' ? window.amount * 12 : window.amount);
};

/** One issue date against its window. "Issued within 3 months before the application date": valid through issue + 3 months. */
export function validityOf(
  window: ValidityWindow,
  issueDate: string | null,
  { today, targetDate }: ValidityContext,
): Validity {
  const target = targetDate && isIsoDate(targetDate) && targetDate >= today ? targetDate : null;
  const against = target ?? today;
  if (!issueDate || !isIsoDate(issueDate))
    return { status: 'needs-date', window, issueDate: null, validUntil: null, against };
  if (issueDate > today) return { status: 'future-date', window, issueDate, validUntil: null, against };
  const validUntil = lastValidDay(issueDate, window);
  const status: ValidityStatus =
    validUntil < today ? 'expired' : validUntil < against ? 'expires-before-target' : 'valid';
  return { status, window, issueDate, validUntil, against };
}

export type FileValidity = { file: DocumentFileRef; validity: Validity };

/** Each of a slot's files that has a window, with its validity. */
export function slotFileValidity(
  slot: DocumentSlot,
  entry: DocumentEntry | null | undefined,
  ctx: ValidityContext,
): FileValidity[] {
  return (entry?.files ?? []).flatMap((file) => {
    const window = validityWindowOf(slot, file.role);
    return window ? [{ file, validity: validityOf(window, file.issueDate, ctx) }] : [];
  });
}

const severity: Record<ValidityStatus, number> = {
  valid: 0,
  'needs-date': 1,
  'expires-before-target': 2,
  'future-date': 3,
  expired: 4,
};

/** The slot's worst validity (what needs attention first), or null when no file has a window. */
export function slotValidity(
  slot: DocumentSlot,
  entry: DocumentEntry | null | undefined,
  ctx: ValidityContext,
): Validity | null {
  const all = slotFileValidity(slot, entry, ctx).map((f) => f.validity);
  if (all.length === 0) return null;
  return all.reduce((worst, v) => (severity[v.status] > severity[worst.status] ? v : worst));
}

/** The latest issue date that is still valid on the target date (for "get it issued after ..."). */
export const earliestIssueDateFor = (window: ValidityWindow, against: string): string =>
  window.unit === 'days'
    ? addDays(against, -window.amount)
    : addMonths(against, -(window.unit === 'years' ? window.amount * 12 : window.amount));
