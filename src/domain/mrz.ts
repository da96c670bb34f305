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

const strip = (line: string) =>
  line
    .toUpperCase()
    .replace(/[«‹]/g, '<')
    .replace(/\s+/g, '')
    .replace(/[^A-Z0-9<]/g, '');

/**
 * A line of OCR output as MRZ characters. A speck beside the line read as a letter or two, apart
 * from the line by a space ("F 3665978413AUS…"), would shift every position after it: when the
 * line is too long, such stray words at its ends are dropped.
 */
const clean = (line: string) => {
  const words = line.trim().split(/\s+/);
  while (words.length > 1 && strip(words.join('')).length > MRZ_LINE_LENGTH) {
    const first = strip(words[0]).length;
    const last = strip(words[words.length - 1]).length;
    if (Math.min(first, last) > 2) break;
    if (first <= last) words.shift();
    else words.pop();
  }
  return strip(words.join(''));
};

const fit = (line: string) =>
  line.length >= MRZ_LINE_LENGTH ? line.slice(0, MRZ_LINE_LENGTH) : line.padEnd(MRZ_LINE_LENGTH, '<');

/**
 * The two MRZ lines in OCR output or a PDF's text: the first line that looks like a TD3 first line
 * (starts with P, has a << name separator, 30+ characters) and the long line after it.
 */
export function findMrzLines(text: string): [string, string] | null {
  const lines = text
    .split(/\r?\n/)
    .map(clean)
    .filter((l) => l.length >= 30);
  for (let i = 0; i < lines.length - 1; i++) {
    const first = lines[i];
    if (
      /^P[A-Z<]/.test(first) &&
      first.includes('<<') &&
      /^[A-Z0-9<]{30,}$/.test(lines[i + 1]) &&
      /\d/.test(lines[i + 1])
    ) {
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
  const uncovered = (field: string, ok = true): Confidence =>
    parse.valid && detailValid(field) && ok ? 'medium' : 'low';
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
    // Family name first, as every form and the package write a passport name (D26).
    const parts = [fields.lastName, fields.firstName].filter((f): f is ExtractedField => !!f);
    put('fullName', parts.map((f) => f.value).join(' '), lowestConfidence(...parts.map((f) => f.confidence)));
  }
  put('passportNumber', value('documentNumber').replace(/\s/g, ''), covered('documentNumberCheckDigit'));
  put('nationality', value('nationality'), uncovered('nationality'));
  put('dateOfBirth', mrzDateToIso(value('birthDate'), 'birth', today), covered('birthDateCheckDigit'));
  put('sex', sexCode[parse.fields.sex ?? ''] ?? null, uncovered('sex'));
  put(
    'passportExpiryDate',
    mrzDateToIso(value('expirationDate'), 'expiry', today),
    covered('expirationDateCheckDigit'),
  );
  return { documentType: 'passport', fields };
}

/** Keys a check digit covers: the only ones that can be high without the user confirming them. */
export const checkDigitKeys: readonly AutoFillKey[] = ['passportNumber', 'dateOfBirth', 'passportExpiryDate'];

// ---------------------------------------------------------------------------------------------
// Correcting a TD3 reading by position before judging it (ICAO 9303 part 4).
//
// OCR confuses shapes, not meanings: 0/O/D/Q/G, 1/I/L, 2/Z, 5/S, 6/G, 8/B. In a TD3 zone most
// positions can hold only digits (dates, check digits) or only letters (names, states), so a
// letter in a digit position is mapped to the digit it looks like and the reverse. Where the map
// is ambiguous (G is 0 or 6) every candidate is tried and the check digits choose. A reading
// whose only changes were forced by position is as good as read: confidence stays high when all
// check digits pass. Only a choice the check digits could not make alone (several candidates
// pass, or a digit was swapped for a look-alike digit to make a check pass) lowers it.
// ---------------------------------------------------------------------------------------------

/** What a character in a digits-only position may really be. */
const asDigit: Record<string, string[]> = {
  O: ['0'],
  Q: ['0'],
  D: ['0'],
  U: ['0'],
  G: ['6', '0'],
  C: ['0'],
  I: ['1'],
  L: ['1'],
  T: ['1'],
  J: ['1'],
  Z: ['2'],
  A: ['4'],
  S: ['5'],
  B: ['8', '3'],
  E: ['8'],
};
/** What a digit in a letters-only position may really be. */
const asLetter: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B' };
/** Digits OCR reads for one another; tried only when the check digit fails as read. */
const lookAlikeDigits: Record<string, string[]> = {
  '0': ['8', '6', '9'],
  '1': ['7'],
  '3': ['8'],
  '5': ['6', '9'],
  '6': ['5', '8', '0'],
  '7': ['1'],
  '8': ['0', '6', '3', '9'],
  '9': ['8', '0', '5'],
};

const charValue = (c: string) => (c === '<' ? 0 : c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);

/** ICAO 9303 check digit: weights 7, 3, 1; '<' counts 0, A-Z count 10-35. */
export function mrzCheckDigit(field: string): number {
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field[i]) * [7, 3, 1][i % 3];
  return sum % 10;
}

const checkPasses = (field: string, check: string) =>
  check === '<' ? /^<*$/.test(field) || mrzCheckDigit(field) === 0 : check === String(mrzCheckDigit(field));

type Kind = 'digit' | 'alnum';
/** TD3 line 2's fields that a check digit covers: [start, length, kind of the field]; the check digit follows. */
const checkedFields: Array<{
  name: 'documentNumber' | 'birthDate' | 'expirationDate' | 'personalNumber';
  start: number;
  length: number;
  kind: Kind;
}> = [
  { name: 'documentNumber', start: 0, length: 9, kind: 'alnum' },
  { name: 'birthDate', start: 13, length: 6, kind: 'digit' },
  { name: 'expirationDate', start: 21, length: 6, kind: 'digit' },
  { name: 'personalNumber', start: 28, length: 14, kind: 'alnum' },
];

export type MrzChecks = Record<
  'documentNumber' | 'birthDate' | 'expirationDate' | 'personalNumber' | 'composite',
  boolean
>;

export type MrzCorrection = {
  lines: [string, string];
  /** Positions changed from the reading (line 1 and line 2 indexes). */
  changed: number;
  /** True when the check digits did not single out the reading (several pass, or a guess). */
  ambiguous: boolean;
  /** The checked fields whose reading is a guess (a look-alike digit swapped in) or one of several that pass. */
  uncertain: Array<keyof MrzChecks>;
  checks: MrzChecks;
};

const digitOptions = (c: string): string[] => (/\d/.test(c) ? [c] : (asDigit[c] ?? [c]));
/** Field plus its check digit: every reading the positions allow, capped (a G-heavy field is rare). */
function fieldCandidates(text: string, kind: Kind): string[] {
  let out = [''];
  for (let i = 0; i < text.length; i++) {
    const isCheck = i === text.length - 1;
    const options = isCheck || kind === 'digit' ? digitOptions(text[i]) : [text[i]];
    out = out.flatMap((prefix) => options.map((o) => prefix + o)).slice(0, 64);
  }
  return out;
}

/** Single substitutions of a look-alike (digit for digit; in an alphanumeric field also letter/digit). */
function lookAlikeCandidates(text: string, kind: Kind): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const swaps = [
      ...(lookAlikeDigits[c] ?? []),
      ...(kind === 'alnum' && i < text.length - 1
        ? [...(asDigit[c] ?? []), ...(asLetter[c] ? [asLetter[c]] : [])]
        : []),
    ];
    for (const s of swaps) out.push(text.slice(0, i) + s + text.slice(i + 1));
  }
  return out;
}

type FieldChoice = { options: string[]; guessed: boolean };

function chooseField(read: string, kind: Kind): FieldChoice {
  const body = (s: string) => s.slice(0, -1);
  // A date can only be digits, and a check digit a digit (or '<' after an empty personal number).
  const wellFormed = (s: string) =>
    kind === 'digit' ? /^\d+$/.test(s) && plausibleDate(s.slice(0, 6)) : /^[A-Z0-9<]+[0-9<]$/.test(s);
  const passing = (list: string[]) =>
    [...new Set(list)].filter((s) => wellFormed(s) && checkPasses(body(s), s[s.length - 1]));
  const byPosition = fieldCandidates(read, kind);
  const exact = passing(byPosition);
  if (exact.length) return { options: exact, guessed: false };
  const guesses = passing(byPosition.flatMap((c) => lookAlikeCandidates(c, kind)));
  return guesses.length ? { options: guesses, guessed: true } : { options: [byPosition[0]], guessed: false };
}

/**
 * YYMMDD with a month and a day that exist: a misread that passes its check digit by chance
 * (one in ten) often makes a date that does not ("390264"), and must not count as read.
 */
const plausibleDate = (yymmdd: string) => {
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
};

const compositeOf = (line2: string) => line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, 43);

/**
 * The most likely TD3 reading of two OCR'd lines: letters forced in line 1, and in line 2 each
 * checked field's candidates filtered by its check digit, then the combination chosen by the
 * composite check digit. Pure; the lines must be 44 characters (findMrzLines gives them so).
 */
export function correctMrz([line1, line2]: [string, string]): MrzCorrection {
  // Line 1: 'P', type, issuing state, names: letters and '<' only.
  const l1 = line1
    .split('')
    .map((c, i) => (i === 0 ? 'P' : (asLetter[c] ?? c)))
    .join('');
  const nationality = line2
    .slice(10, 13)
    .split('')
    .map((c) => asLetter[c] ?? c)
    .join('');
  const sex = ({ H: 'M', N: 'M', E: 'F', P: 'F', K: 'X' } as Record<string, string>)[line2[20]] ?? line2[20];
  const choices = checkedFields.map((f) => chooseField(line2.slice(f.start, f.start + f.length + 1), f.kind));
  const compositeRead = line2[43];
  const compositeOptions = digitOptions(compositeRead);

  const assemble = (parts: string[], composite: string) =>
    parts[0] + nationality + parts[1] + sex + parts[2] + parts[3] + composite;
  // Every combination (few: most fields have one candidate), composite passing first.
  let combos: string[][] = [[]];
  for (const c of choices) combos = combos.flatMap((prefix) => c.options.map((o) => [...prefix, o])).slice(0, 256);
  const passing: string[] = [];
  for (const parts of combos)
    for (const composite of compositeOptions) {
      const l2 = assemble(parts, composite);
      if (checkPasses(compositeOf(l2), composite)) passing.push(l2);
    }
  const l2 = passing[0] ?? assemble(combos[0], compositeOptions[0]);
  const checks = Object.fromEntries(
    checkedFields.map((f) => [
      f.name,
      (f.kind !== 'digit' || /^\d+$/.test(l2.slice(f.start, f.start + f.length + 1))) &&
        (f.kind !== 'digit' || plausibleDate(l2.slice(f.start, f.start + f.length))) &&
        checkPasses(l2.slice(f.start, f.start + f.length), l2[f.start + f.length]),
    ]),
  ) as MrzChecks;
  checks.composite = checkPasses(compositeOf(l2), l2[43]);
  const uncertain: Array<keyof MrzChecks> = checkedFields
    .filter((_f, i) => choices[i].guessed || choices[i].options.length > 1)
    .map((f) => f.name);
  if (new Set(passing).size > 1 && uncertain.length === 0) uncertain.push('composite');
  let changed = 0;
  for (let i = 0; i < 44; i++) changed += (l1[i] !== line1[i] ? 1 : 0) + (l2[i] !== line2[i] ? 1 : 0);
  return { lines: [l1, l2], changed, ambiguous: uncertain.length > 0, uncertain, checks };
}

export const allChecksPass = (c: MrzCorrection) => Object.values(c.checks).every(Boolean);
const passCount = (c: MrzCorrection) => Object.values(c.checks).filter(Boolean).length;

/**
 * The best of several readings of the same zone: the first whose check digits all pass, else the
 * readings combined field by field (each checked field from a reading where its own check digit
 * passes), kept when that passes more checks than any single reading.
 */
export function bestMrzReading(readings: Array<[string, string]>): MrzCorrection {
  const corrections = readings.map(correctMrz);
  const whole = corrections.find((c) => allChecksPass(c) && !c.ambiguous);
  if (whole) return whole;
  const base = corrections[0];
  let line2 = base.lines[1];
  for (const f of checkedFields) {
    const donor =
      corrections.find((c) => c.checks[f.name] && !c.uncertain.includes(f.name)) ??
      corrections.find((c) => c.checks[f.name]);
    if (donor)
      line2 =
        line2.slice(0, f.start) +
        donor.lines[1].slice(f.start, f.start + f.length + 1) +
        line2.slice(f.start + f.length + 1);
  }
  const composites = corrections.map((c) => c.lines[1][43]);
  const merged = composites
    .map((digit) => correctMrz([base.lines[0], line2.slice(0, 43) + digit]))
    .sort((a, b) => passCount(b) - passCount(a))[0];
  // More checks passing wins; on a tie, fewer guesses.
  const rank = (c: MrzCorrection) => passCount(c) * 10 - c.uncertain.length;
  return [merged, ...corrections].sort((a, b) => rank(b) - rank(a))[0];
}
