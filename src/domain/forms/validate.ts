import { scriptOf } from '../people';
import { isEmptyValue, isFieldVisible } from './skip';
import { dateRoleOf, plausibilityError, type CoupleDates, type PlausibilityCode } from '../plausibility';
import { addMonths, isIsoDate, isoDay, yearsBetween } from '../dates';
import type { FieldShape, FieldValue, FieldValues, QuestionAnswer, QuestionShape } from './types';

export type FieldErrorCode =
  | 'required'
  | 'invalidDate'
  | 'dateInFuture'
  | 'dateInPast'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'notANumber'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooLong'
  | 'invalidChoice'
  | 'notUppercase'
  | 'notLatin'
  | 'notLatinVersion'
  | 'hasSpaces'
  | 'notHanja'
  | 'notWholeNumber'
  | 'tooYoung'
  | 'tooOld'
  | 'endBeforeStart'
  | PlausibilityCode;

/** The UI turns the code (and params) into a message in the current language. */
export type FieldError = { code: FieldErrorCode; params?: Record<string, string | number> };

const err = (code: FieldErrorCode, params?: Record<string, string | number>): FieldError =>
  params ? { code, params } : { code };

/** Numbers, or numeric strings with thousands separators ("25,195,752"). */
export function parseNumber(value: FieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Digits with the usual separators, an optional leading "+", parentheses only around digits.
const PHONE = /^\+?\s*(\(\d{1,5}\)|\d)([\d\s\-.]|\(\d{1,5}\))*$/;

export function isPhone(value: string): boolean {
  const s = value.trim();
  const digits = s.replace(/\D/g, '').length;
  return PHONE.test(s) && digits >= 7 && digits <= 15;
}

/**
 * A name in Chinese characters (漢字) as the forms' 한자 성명 boxes ask it: Han ideographs (CJK
 * unified, its extensions and compatibility ideographs) and spaces only; no Hangul, no Latin.
 */
export const isHanjaText = (value: string): boolean => /^[\p{Script=Han}\s]*$/u.test(value);

function validateText(field: FieldShape, value: FieldValue): FieldError | null {
  if (typeof value !== 'string') return err('invalidChoice');
  if (field.maxLength !== undefined && value.length > field.maxLength) return err('tooLong', { max: field.maxLength });
  if (field.type === 'email' && !EMAIL.test(value.trim())) return err('invalidEmail');
  if (field.type === 'phone' && !isPhone(value)) return err('invalidPhone');
  // A passport name: Latin letters (accented ones too), spaces, hyphens and apostrophes; not Hangul, an
  // emoji or another script, which the forms would print as stand-ins.
  if (field.format === 'latin-uppercase' && !/^[\p{Script=Latin}\s'’.-]*$/u.test(value)) return err('notLatin');
  if (field.format === 'latin-uppercase' && /[a-z]/.test(value)) return err('notUppercase');
  if (field.format === 'latin' && scriptOf(value) === 'ko') return err('notLatinVersion');
  if (field.format === 'no-spaces' && /\s/.test(value.trim())) return err('hasSpaces');
  if (field.format === 'hanja' && !isHanjaText(value)) return err('notHanja');
  return null;
}

function validateDate(field: FieldShape, value: FieldValue, today: Date): FieldError | null {
  if (typeof value !== 'string' || !isIsoDate(value.trim())) return err('invalidDate');
  const day = value.trim();
  const now = isoDay(today);
  if (field.notInFuture && day > now) return err('dateInFuture', { max: now });
  if (field.notInPast && day < now) return err('dateInPast', { min: now });
  // Plausible birth dates: nobody is 120 or older, and a spouse (a person record) is an adult.
  if (field.id === 'dateOfBirth' || field.person?.fact === 'dateOfBirth')
    return birthDateError(day, now, field.person?.fact === 'dateOfBirth');
  return null;
}

/** How far from today a signing date may be before the form warns (the consulate expects a recent date). */
export const SIGNING_DATE_MONTHS = 3;

export type FieldWarning =
  | { code: 'signingDateOld' | 'signingDateAhead'; params: { months: number } }
  | { code: 'signingDateAfterApplication'; params: { date: string } };

/**
 * A warning, not an error: the answer stays valid and counts as answered. A signing date after the
 * planned application date cannot be the day the form was signed (the form goes in with the
 * application); one more than a few months before or after today is probably a slip, or the form was
 * filled long ago. The consulate expects the date the form was signed, close to the application.
 */
export function fieldWarning(
  field: FieldShape,
  value: FieldValue | undefined,
  today: Date,
  dates?: Pick<CoupleDates, 'application'>,
): FieldWarning | null {
  if (!field.signingDate || typeof value !== 'string' || !isIsoDate(value.trim())) return null;
  const day = value.trim();
  if (dates?.application && day > dates.application)
    return { code: 'signingDateAfterApplication', params: { date: dates.application } };
  const now = isoDay(today);
  if (day < addMonths(now, -SIGNING_DATE_MONTHS))
    return { code: 'signingDateOld', params: { months: SIGNING_DATE_MONTHS } };
  if (day > addMonths(now, SIGNING_DATE_MONTHS))
    return { code: 'signingDateAhead', params: { months: SIGNING_DATE_MONTHS } };
  return null;
}

/** A birth date nobody could have (120 or older), or, for one of the couple, a minor's. Shared with the visa form. */
export function birthDateError(
  day: string,
  now: string,
  adult: boolean,
): { code: 'tooOld' | 'tooYoung'; params: Record<string, number> } | null {
  if (yearsBetween(day, now) >= 120) return { code: 'tooOld', params: { max: 120 } };
  if (adult && yearsBetween(day, now) < 18) return { code: 'tooYoung', params: { min: 18 } };
  return null;
}

/** The end of a stay, a job or a marriage follows its start (pairs of fields in one question or row). */
const RANGES: Array<[string, string]> = [
  ['from', 'to'],
  ['livedFrom', 'livedTo'],
  ['sponsorFrom', 'sponsorTo'],
  ['spouseFrom', 'spouseTo'],
];

function validateNumber(field: FieldShape, value: FieldValue): FieldError | null {
  const n = parseNumber(value);
  // Won have no subunit on these forms.
  if (n === null || (field.type === 'krw' && !Number.isInteger(n))) return err('notANumber');
  // Counts, years and ages are whole numbers (a floor area may not be).
  if (field.type === 'number' && field.integer !== false && !Number.isInteger(n)) return err('notWholeNumber');
  if (field.min !== undefined && n < field.min) return err('tooSmall', { min: field.min });
  if (field.max !== undefined && n > field.max) return err('tooLarge', { max: field.max });
  return null;
}

const optionValues = (field: FieldShape): string[] => (field.options ?? []).map((o) => o.value);

/**
 * One field's value against its definition; an empty optional field is valid. With `dates` (the
 * couple's dates from every form) and the question id, a date is also checked against the others.
 */
export function validateField(
  field: FieldShape,
  value: FieldValue,
  today: Date,
  dates?: CoupleDates,
  questionId = '',
): FieldError | null {
  if (isEmptyValue(value)) return field.required ? err('required') : null;
  if (field.type === 'date' && dates) {
    const own = validateDate(field, value, today);
    return own ?? plausibilityError(dateRoleOf(questionId, field.id, field.person), String(value), dates);
  }
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'address':
    case 'phone':
    case 'email':
      return validateText(field, value);
    case 'date':
      return validateDate(field, value, today);
    case 'number':
    case 'krw':
      return validateNumber(field, value);
    case 'yesNo':
      return typeof value === 'boolean' ? null : err('invalidChoice');
    case 'choice':
      return typeof value === 'string' && optionValues(field).includes(value) ? null : err('invalidChoice');
    case 'multiChoice':
      return Array.isArray(value) && value.every((v) => optionValues(field).includes(v)) ? null : err('invalidChoice');
  }
}

function validateValues(
  fields: FieldShape[],
  values: FieldValues,
  today: Date,
  prefix: string,
  out: Record<string, FieldError>,
  dates: CoupleDates | undefined,
  questionId: string,
): void {
  for (const field of fields) {
    if (!isFieldVisible(field, values)) continue;
    const error = validateField(field, values[field.id] ?? null, today, dates, questionId);
    if (error) out[`${prefix}${field.id}`] = error;
  }
  for (const [start, end] of RANGES) {
    const a = values[start];
    const b = values[end];
    if (out[`${prefix}${start}`] || out[`${prefix}${end}`] || typeof a !== 'string' || typeof b !== 'string') continue;
    if (!fields.some((f) => f.id === end && f.type === 'date' && isFieldVisible(f, values))) continue;
    if (isIsoDate(a.trim()) && isIsoDate(b.trim()) && b.trim() < a.trim())
      out[`${prefix}${end}`] = err('endBeforeStart');
  }
}

/**
 * Errors of one question's answer keyed by field id, or `${rowIndex}.${fieldId}` for a table.
 * For a table the key "rows" reports too few or too many rows. Hidden fields (showWhen) are ignored.
 */
export function validateQuestion(
  question: QuestionShape,
  answer: QuestionAnswer | undefined,
  today: Date,
  dates?: CoupleDates,
): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  if (question.kind === 'group') {
    const rows = Array.isArray(answer) ? answer : [];
    const { minRows = 0, maxRows = Infinity } = question.group ?? {};
    if (rows.length < minRows) out.rows = err('tooSmall', { min: minRows });
    if (rows.length > maxRows) out.rows = err('tooLarge', { max: maxRows });
    rows.forEach((row, i) => validateValues(question.fields, row, today, `${i}.`, out, dates, question.id));
    return out;
  }
  validateValues(question.fields, answer && !Array.isArray(answer) ? answer : {}, today, '', out, dates, question.id);
  return out;
}
