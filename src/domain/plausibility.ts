/**
 * Plausibility across forms: dates that only make sense together. A birth date makes
 * the person at least 18 on the marriage date; a marriage date follows both births; a passport
 * expires after it was issued. The facts come from wherever they are asked (the people records,
 * the invitation letter, the visa application form), so a date typed in one form is checked
 * against a date typed in another. Pure: the readers collect `CoupleDates` and pass it in.
 */
import { isIsoDate, yearsBetween } from './dates';
import { applicableAnswersOf } from './forms/skip';
import { factValue, personRoles, type FactHolder, type People, type PersonFactKey, type PersonRole } from './people';

/** The dates the plausibility rules compare, each only when it is a real ISO date. */
export type CoupleDates = {
  birth: Partial<Record<PersonRole, string>>;
  /** Every marriage date given (the report date, the ceremony, the visa form's date of marriage). */
  marriage: string[];
  passportIssue?: string;
  /** The day the application is planned (the timeline's target date): a form is signed before it. */
  application?: string;
};

export type PlausibilityCode = 'underAgeAtMarriage' | 'marriageBeforeBirth' | 'expiryBeforeIssue';
export type PlausibilityError = { code: PlausibilityCode; params?: Record<string, string | number> };

/** Youngest age at marriage the forms accept (Civil Act art. 807: 18). */
export const MARRIAGE_AGE = 18;

/** Where a date field sits in the rules: whose birth, a marriage, or a passport expiry. */
export type DateRole = { birth: PersonRole } | { marriage: true } | { passportExpiry: true } | null;

/** The official forms' and the visa form's marriage dates, by question (or section) and field. */
export const marriageDateFields: ReadonlyArray<{ at: string; fieldId: string }> = [
  { at: 'il.marriage-report', fieldId: 'date' },
  { at: 'il.wedding', fieldId: 'date' },
  { at: 'relationshipDetails', fieldId: 'marriageDate' },
];

export function dateRoleOf(
  at: string,
  fieldId: string,
  person: { role: FactHolder; fact: PersonFactKey } | undefined,
): DateRole {
  if (person?.fact === 'dateOfBirth' && person.role !== 'couple') return { birth: person.role };
  if (person?.fact === 'passportExpiryDate') return { passportExpiry: true };
  if (marriageDateFields.some((m) => m.at === at && m.fieldId === fieldId)) return { marriage: true };
  return null;
}

const day = (v: unknown): string | undefined => (typeof v === 'string' && isIsoDate(v.trim()) ? v.trim() : undefined);
const valueIn = (holder: unknown, fieldId: string): unknown =>
  holder && typeof holder === 'object' && !Array.isArray(holder)
    ? (holder as Record<string, unknown>)[fieldId]
    : undefined;

/**
 * The dates, from the people records, the invitation letter's answers, the visa application
 * form's sections and the timeline's target date (any of them may be missing).
 */
export function coupleDates(
  people: People | undefined,
  invitationAnswers?: Record<string, unknown> | null,
  visaForms?: Record<string, unknown> | null,
  applicationDate?: string | null,
): CoupleDates {
  const birth: CoupleDates['birth'] = {};
  for (const role of personRoles) {
    const d = day(factValue(people, { role, fact: 'dateOfBirth' }));
    if (d) birth[role] = d;
  }
  const marriage: string[] = [];
  // Only what applies: an answer left on a question the invitation now skips is no date.
  const invitation = invitationAnswers ? applicableAnswersOf('invitation-letter', invitationAnswers) : undefined;
  for (const { at, fieldId } of marriageDateFields) {
    const holder = at.startsWith('il.') ? invitation?.[at] : visaForms?.[at];
    // The ceremony date counts only when a ceremony was held (its field is shown then).
    if (at === 'il.wedding' && valueIn(holder, 'held') !== true) continue;
    const d = day(valueIn(holder, fieldId));
    if (d && !marriage.includes(d)) marriage.push(d);
  }
  const application = day(applicationDate);
  return {
    birth,
    marriage,
    passportIssue: day(factValue(people, { role: 'applicant', fact: 'passportIssueDate' })),
    ...(application && { application }),
  };
}

/** Adds the dates typed in the answer being checked, so a date is checked against its neighbours before it is saved. */
export function withOwnDates(ctx: CoupleDates, own: Partial<CoupleDates>): CoupleDates {
  return {
    birth: { ...ctx.birth, ...own.birth },
    marriage: [...new Set([...(own.marriage ?? []), ...ctx.marriage])],
    passportIssue: own.passportIssue ?? ctx.passportIssue,
    ...(ctx.application && { application: ctx.application }),
  };
}

/** The rule for one date field in its role, or null when it agrees with the others (or they are unknown). */
export function plausibilityError(
  role: DateRole,
  value: string,
  ctx: CoupleDates | undefined,
): PlausibilityError | null {
  if (!role || !ctx) return null;
  const d = day(value);
  if (!d) return null;
  if ('birth' in role) {
    // The earliest marriage date decides: at each of them the person was already an adult.
    const first = [...ctx.marriage].sort()[0];
    if (first && first > d && yearsBetween(d, first) < MARRIAGE_AGE)
      return { code: 'underAgeAtMarriage', params: { min: MARRIAGE_AGE, date: first } };
    if (first && first <= d) return { code: 'marriageBeforeBirth', params: { date: first } };
    return null;
  }
  if ('marriage' in role) {
    const births = personRoles.map((r) => ctx.birth[r]).filter((b): b is string => !!b);
    const latest = births.sort().at(-1);
    if (latest && d <= latest) return { code: 'marriageBeforeBirth', params: { date: latest } };
    return null;
  }
  if (ctx.passportIssue && d <= ctx.passportIssue)
    return { code: 'expiryBeforeIssue', params: { date: ctx.passportIssue } };
  return null;
}
