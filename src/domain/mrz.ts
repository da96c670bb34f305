/**
 * A passport's machine-readable zone (ICAO 9303 TD3: two lines of 44 characters) as auto-fill
 * fields, with confidence decided by the check digits (decisions §14).
 *
 * Check digits cover the passport number, the date of birth and the expiry date (each its own
 * digit, and all three again in the composite digit). So:
 * - a covered field is high when its own digit and the composite digit pass as read, medium when
 *   they pass only after error correction (a correction can land on another value that also
 *   passes) or when its own digit passes but the composite does not, and low when its own fails;
 * - names, nationality and sex are covered by no digit: medium at most (when the rest of the zone
 *   checks out), low otherwise; the user confirms them to raise them.
 */
import type { AutoFillKey, Confidence } from './autofill-fields';
import { lowestConfidence, type ExtractedField, type PassportExtraction, type PassportKey } from './autofill';

/** The part of a TD3 parse result (mrz-fast's ParseResult) this module reads. */
export type MrzParse = {
  valid: boolean;
  corrected: boolean;
  fields: Partial<Record<string, string | null>>;
  details: Array<{ field: string | null; valid: boolean }>;
};

export const MRZ_LINE_LENGTH = 44;

const clean = (line: string) =>
  line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');

const fit = (line: string) => (line.length >= MRZ_LINE_LENGTH ? line.slice(0, MRZ_LINE_LENGTH) : line.padEnd(MRZ_LINE_LENGTH, '<'));

/**
 * The two MRZ lines in OCR output or a PDF's text: the first line that looks like a TD3 first line
 * (starts with P, has a << name separator, 30+ characters) and the long line after it.
 */
export function findMrzLines(text: string): [string, string] | null {
  const lines = text.split(/\r?\n/).map(clean).filter((l) => l.length >= 30);
  for (let i = 0; i < lines.length - 1; i++) {
    const first = lines[i];
    if (/^P[A-Z<]/.test(first) && first.includes('<<') && /^[A-Z0-9<]{30,}$/.test(lines[i + 1]) && /\d/.test(lines[i + 1])) {
      return [fit(first), fit(lines[i + 1])];
    }
  }
  return null;
}

/** YYMMDD -> YYYY-MM-DD. Birth dates are in the past; expiry dates within 20 years from now. */
export function mrzDateToIso(yymmdd: string, kind: 'birth' | 'expiry', today: Date): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(yymmdd);
  if (!m) return null;
  const yy = Number(m[1]);
  const year = today.getUTCFullYear();
  let full = 2000 + yy;
  if (kind === 'birth' && full > year) full -= 100;
  if (kind === 'expiry' && full > year + 20) full -= 100;
  const iso = `${full}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

const sexCode: Record<string, string> = { male: 'M', female: 'F', unspecified: 'X', M: 'M', F: 'F', X: 'X', '<': 'X' };

export function mrzToPassportExtraction(parse: MrzParse, today = new Date()): PassportExtraction {
  const detailValid = (field: string) => parse.details.find((d) => d.field === field)?.valid ?? false;
  const compositeOk = detailValid('compositeCheckDigit');
  const covered = (checkDigitField: string): Confidence => {
    if (!detailValid(checkDigitField)) return 'low';
    if (!compositeOk || parse.corrected) return 'medium';
    return 'high';
  };
  const uncovered = (field: string, ok = true): Confidence => (parse.valid && detailValid(field) && ok ? 'medium' : 'low');
  const value = (name: string) => (parse.fields[name] ?? '').replace(/</g, ' ').trim();

  const fields: Partial<Record<PassportKey, ExtractedField>> = {};
  const put = (key: PassportKey, v: string | null, confidence: Confidence) => {
    if (v) fields[key] = { value: v, confidence };
  };
  const lettersOnly = (s: string) => /^[A-Z ]*$/.test(s);
  const lastName = value('lastName');
  const firstName = value('firstName');
  put('lastName', lastName, uncovered('lastName', lettersOnly(lastName)));
  put('firstName', firstName, uncovered('firstName', lettersOnly(firstName)));
  if (fields.lastName || fields.firstName) {
    const parts = [fields.firstName, fields.lastName].filter((f): f is ExtractedField => !!f);
    put('fullName', parts.map((f) => f.value).join(' '), lowestConfidence(...parts.map((f) => f.confidence)));
  }
  put('passportNumber', value('documentNumber').replace(/\s/g, ''), covered('documentNumberCheckDigit'));
  put('nationality', value('nationality'), uncovered('nationality'));
  put('dateOfBirth', mrzDateToIso(value('birthDate'), 'birth', today), covered('birthDateCheckDigit'));
  put('sex', sexCode[parse.fields.sex ?? ''] ?? null, uncovered('sex'));
  put('passportExpiryDate', mrzDateToIso(value('expirationDate'), 'expiry', today), covered('expirationDateCheckDigit'));
  return { documentType: 'passport', fields };
}

/** Keys a check digit covers: the only ones that can be high without the user confirming them. */
export const checkDigitKeys: readonly AutoFillKey[] = ['passportNumber', 'dateOfBirth', 'passportExpiryDate'];
