/**
 * Validation and completeness of the visa application form's five sections (D18: a section is
 * complete only when every required field that applies holds a valid value). Pure; "today" is passed in.
 */
import type { ApplicationFormSection } from '../application';
import { isIsoDate, isoDay } from '../dates';
import { birthDateError, isHanjaText, isPhone, parseNumber } from '../forms/validate';
import { scriptOf, type PersonFactRef } from '../people';
import { migrateSectionValues } from './migrate';
import { dateRoleOf, plausibilityError, type CoupleDates, type PlausibilityCode } from '../plausibility';
import { visaSectionDef } from './questions';
import type { VisaField, VisaRow, VisaSectionDef, VisaValue, VisaValues } from './types';

export type VisaErrorCode =
  | 'required'
  | 'invalidDate'
  | 'dateInFuture'
  | 'dateInPast'
  | 'dateBefore'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'notANumber'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooLong'
  | 'invalidChoice'
  | 'notUppercase'
  | 'hasSpaces'
  | 'notHanja'
  | 'koreanVersionKept'
  | 'tooFewRows'
  | 'tooManyRows'
  | 'rowIncomplete'
  | 'fewerThanListed'
  | 'tooYoung'
  | 'tooOld'
  | PlausibilityCode;

export type VisaError = { code: VisaErrorCode; params?: Record<string, string | number> };

/**
 * True when a value typed in a box asking a fact's Latin version is in Hangul: it is the fact's Korean version,
 * held as such (D26; final-application/repo.ts), and the box says so.
 */
export const keptAsKorean = (ref: PersonFactRef, typed: string): boolean =>
  ref.script === 'latin' && scriptOf(typed) === 'ko';

const err = (code: VisaErrorCode, params?: Record<string, string | number>): VisaError =>
  params ? { code, params } : { code };

export const isEmpty = (value: VisaValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0);

export const isShown = (field: VisaField, values: VisaValues | VisaRow): boolean =>
  !field.showWhen ||
  field.showWhen.in.includes((values[field.showWhen.fieldId] ?? null) as string | number | boolean | null);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function textError(field: VisaField, s: string): VisaError | null {
  if (field.maxLength !== undefined && s.length > field.maxLength) return err('tooLong', { max: field.maxLength });
  if (field.kind === 'email' && !EMAIL.test(s.trim())) return err('invalidEmail');
  if (field.kind === 'tel' && !isPhone(s)) return err('invalidPhone');
  if (field.format === 'latin-uppercase' && /[a-z]/.test(s)) return err('notUppercase');
  if (field.format === 'no-spaces' && /\s/.test(s.trim())) return err('hasSpaces');
  if (field.format === 'hanja' && !isHanjaText(s)) return err('notHanja');
  // D26: Hangul typed in a box asking a fact's Latin version is kept as the Korean version (final-application/repo.ts).
  if (field.person && keptAsKorean(field.person, s)) return err('koreanVersionKept');
  return null;
}

function dateError(field: VisaField, s: string, siblings: VisaValues | VisaRow, today: Date): VisaError | null {
  const day = s.trim();
  if (!isIsoDate(day)) return err('invalidDate');
  const now = isoDay(today);
  if (field.notInFuture && day > now) return err('dateInFuture', { max: now });
  if (field.notInPast && day < now) return err('dateInPast', { min: now });
  const other = field.notBefore ? siblings[field.notBefore] : null;
  if (typeof other === 'string' && isIsoDate(other) && day < other) return err('dateBefore', { min: other });
  // The applicant and the sponsor are adults, and nobody is 120 (as in the official forms).
  if (field.person?.fact === 'dateOfBirth') return birthDateError(day, now, true);
  return null;
}

function rowsError(field: VisaField, value: VisaValue, today: Date): VisaError | null {
  if (!Array.isArray(value)) return err('invalidChoice');
  const { min, max } = field.rows ?? { min: 0, max: Infinity };
  if (value.length < min) return err('tooFewRows', { min });
  if (value.length > max) return err('tooManyRows', { max });
  const bad = value.findIndex((row) => Object.keys(rowErrors(field, row, today)).length > 0);
  return bad >= 0 ? err('rowIncomplete', { row: bad + 1 }) : null;
}

/**
 * One value against its field; siblings are the section's (or the row's) other values. An empty
 * optional field is valid. With `dates` and the section, a date is checked against the couple's
 * dates from every form (plausibility).
 */
export function fieldError(
  field: VisaField,
  value: VisaValue | undefined,
  siblings: VisaValues | VisaRow,
  today: Date,
  dates?: CoupleDates,
  section = '',
): VisaError | null {
  if (isEmpty(value))
    return field.required
      ? err(
          field.kind === 'table' ? 'tooFewRows' : 'required',
          field.kind === 'table' ? { min: field.rows?.min ?? 1 } : undefined,
        )
      : null;
  const v = value as VisaValue;
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'tel':
      return typeof v === 'string' ? textError(field, v) : err('invalidChoice');
    case 'date':
      if (typeof v !== 'string') return err('invalidDate');
      return (
        dateError(field, v, siblings, today) ?? plausibilityError(dateRoleOf(section, field.id, field.person), v, dates)
      );
    case 'number': {
      const n = parseNumber(typeof v === 'number' || typeof v === 'string' ? v : null);
      if (n === null) return err('notANumber');
      if (field.min !== undefined && n < field.min) return err('tooSmall', { min: field.min });
      if (field.max !== undefined && n > field.max) return err('tooLarge', { max: field.max });
      return null;
    }
    case 'yesNo':
      return typeof v === 'boolean' ? null : err('invalidChoice');
    case 'choice':
      return typeof v === 'string' && (field.options ?? []).some((o) => o.value === v) ? null : err('invalidChoice');
    case 'table':
      return rowsError(field, v, today);
  }
}

/** Errors of one table row by column id (hidden columns ignored). */
export function rowErrors(table: VisaField, row: VisaRow, today: Date): Record<string, VisaError> {
  const out: Record<string, VisaError> = {};
  for (const column of table.columns ?? []) {
    if (!isShown(column, row)) continue;
    const e = fieldError(column, row[column.id] ?? null, row, today);
    if (e) out[column.id] = e;
  }
  return out;
}

/** Cross-field rule: the count of visits to Korea cannot be smaller than the visits listed. */
function crossError(field: VisaField, values: VisaValues): VisaError | null {
  if (field.id !== 'koreaVisits') return null;
  const n = parseNumber(
    typeof values.koreaVisits === 'number' || typeof values.koreaVisits === 'string' ? values.koreaVisits : null,
  );
  const listed = Array.isArray(values.koreaVisitList) ? values.koreaVisitList.length : 0;
  return n !== null && n < listed ? err('fewerThanListed', { count: listed }) : null;
}

export type SectionStatus = {
  /** Required fields now shown that hold a valid value. */
  answered: number;
  /** Required fields now shown. */
  total: number;
  /** Every shown field is valid and every shown required field answered. */
  complete: boolean;
  /** Errors of shown fields by field id (required-but-empty included). */
  errors: Record<string, VisaError>;
};

export function sectionStatus(
  def: VisaSectionDef,
  raw: Record<string, unknown> | null | undefined,
  today: Date = new Date(),
  dates?: CoupleDates,
): SectionStatus {
  const values = migrateSectionValues(def.id, raw);
  const errors: Record<string, VisaError> = {};
  let answered = 0;
  let total = 0;
  for (const field of def.fields) {
    if (!isShown(field, values)) continue;
    const e = fieldError(field, values[field.id], values, today, dates, def.id) ?? crossError(field, values);
    if (e) errors[field.id] = e;
    if (field.required) {
      total++;
      if (!e) answered++;
    }
  }
  return { answered, total, complete: raw != null && Object.keys(errors).length === 0, errors };
}

/** The pure rule for progress (D19): is this one of the five sections complete? */
export const isApplicationFormSectionComplete = (
  section: ApplicationFormSection,
  values: Record<string, unknown> | null | undefined,
  today: Date = new Date(),
  dates?: CoupleDates,
): boolean => sectionStatus(visaSectionDef(section), values, today, dates).complete;
