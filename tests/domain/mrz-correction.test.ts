// Correcting OCR readings of a passport's TD3 machine-readable zone (ICAO 9303 part 4) before
// judging them: positions that hold only digits or only letters, check digits choosing between
// candidate readings, and confidence from the check digits of the corrected reading.
import { describe, expect, it } from 'vitest';
import { parseMRZ } from 'mrz-fast';
import {
  bestMrzReading,
  correctMrz,
  mrzCheckDigit,
  mrzToPassportExtraction,
  type MrzCorrection,
} from '../../src/domain/mrz';

// The ICAO 9303 specimen (with a later expiry) and two more people, as drawn in the photo fixtures.
const ERIKSSON: [string, string] = [
  'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<',
  'L898902C36UTO7408122F3204153ZE184226B<<<<<16',
];
const OBRIEN: [string, string] = [
  'P<USAOBRIEN<<SOPHIA<GRACE<<<<<<<<<<<<<<<<<<<',
  '5601189303USA9010059F3106305<<<<<<<<<<<<<<02',
];
const BISHOP: [string, string] = [
  'P<GBRBISHOP<<LIAM<GEORGE<<<<<<<<<<<<<<<<<<<<',
  '5081650173GBR8801166M3011087<<<<<<<<<<<<<<08',
];

const today = new Date('2026-11-23T00:00:00Z');
/** A reading with one position of one line replaced, as the OCR engine returned it. */
const misread = ([l1, l2]: [string, string], line: 1 | 2, at: number, as: string): [string, string] =>
  line === 1 ? [l1.slice(0, at) + as + l1.slice(at + 1), l2] : [l1, l2.slice(0, at) + as + l2.slice(at + 1)];
const extraction = (c: MrzCorrection) => {
  const result = parseMRZ(c.lines);
  return mrzToPassportExtraction({ ...result, corrected: result.corrected || c.ambiguous }, today);
};

describe('ICAO 9303 check digits', () => {
  it.each([
    ['L898902C3', 6],
    ['740812', 2],
    ['320415', 3],
    ['ZE184226B<<<<<', 1],
    ['L898902C36' + '7408122' + '3204153ZE184226B<<<<<1', 6],
  ])('TD3: check digit of %s is %i (weights 7-3-1, < = 0, A = 10)', (field, digit) => {
    expect(mrzCheckDigit(field)).toBe(digit);
  });

  it('TD3: a clean reading is kept as read, every check digit passes, nothing is ambiguous', () => {
    for (const lines of [ERIKSSON, OBRIEN, BISHOP]) {
      const c = correctMrz(lines);
      expect(c.lines).toEqual(lines);
      expect(c.changed).toBe(0);
      expect(c.ambiguous).toBe(false);
      expect(Object.values(c.checks).every(Boolean)).toBe(true);
    }
  });
});

// Real misreads of the legacy engine on photos (0/O/G/6, 1/I/L, 5/S, 8/B), each in a position
// whose kind (digits only / letters only) decides it, so the corrected read is as good as clean.
describe('TD3 (ICAO 9303): positional correction of real misreads keeps a correct read high', () => {
  it.each<[string, [string, string], 1 | 2, number, string]>([
    ['0 read as G in the birth date (digits only)', ERIKSSON, 2, 15, 'G'],
    ['0 read as O in the expiry date', ERIKSSON, 2, 23, 'O'],
    ['0 read as D in the birth date', OBRIEN, 2, 16, 'D'],
    ['0 read as Q in the personal-number check digit', OBRIEN, 2, 42, 'Q'],
    ['6 read as G in the birth date', BISHOP, 2, 18, 'G'],
    ['0 read as G in the expiry date', OBRIEN, 2, 26, 'G'],
    ['2 read as Z in the composite check digit', OBRIEN, 2, 43, 'Z'],
    ['1 read as I in the birth date', BISHOP, 2, 17, 'I'],
    ['1 read as L in the expiry date', BISHOP, 2, 24, 'L'],
    ['5 read as S in the birth date', OBRIEN, 2, 18, 'S'],
    ['5 read as S in the expiry-date check digit', OBRIEN, 2, 27, 'S'],
    ['8 read as B in the birth date', BISHOP, 2, 13, 'B'],
    ['3 read as B in the document-number check digit', BISHOP, 2, 9, 'B'],
    ['O read as 0 in the surname (letters only)', ERIKSSON, 1, 11, '0'],
    ['I read as 1 in the given names', BISHOP, 1, 14, '1'],
    ['S read as 5 in the surname', ERIKSSON, 1, 10, '5'],
    ['B read as 8 in the surname', BISHOP, 1, 5, '8'],
    ['O read as 0 in the nationality', ERIKSSON, 2, 12, '0'],
    ['G read as 6 in the issuing state', BISHOP, 1, 2, '6'],
  ])('%s', (_name, clean, line, at, as) => {
    const read = misread(clean, line, at, as);
    expect(read).not.toEqual(clean);
    const c = correctMrz(read);
    expect(c.lines).toEqual(clean);
    expect(c.ambiguous).toBe(false);
    expect(Object.values(c.checks).every(Boolean)).toBe(true);
    const fields = extraction(c).fields;
    for (const key of ['passportNumber', 'dateOfBirth', 'passportExpiryDate'] as const)
      expect(fields[key]?.confidence).toBe('high');
  });

  it('TD3: several misreads at once (G, Z, I, S in digit positions; 0, 5 in the surname) are all corrected, still high', () => {
    let read = ERIKSSON;
    for (const [line, at, as] of [
      [2, 15, 'G'],
      [2, 22, 'Z'],
      [2, 25, 'I'],
      [2, 26, 'S'],
      [1, 11, '0'],
      [1, 9, '5'],
    ] as const)
      read = misread(read, line, at, as);
    const c = correctMrz(read);
    expect(c.lines).toEqual(ERIKSSON);
    expect(c.changed).toBe(6);
    expect(c.ambiguous).toBe(false);
    expect(extraction(c).fields.dateOfBirth).toEqual({ value: '1974-08-12', confidence: 'high' });
    expect(extraction(c).fields.passportExpiryDate).toEqual({ value: '2032-04-15', confidence: 'high' });
  });

  it('TD3: a letter in an alphanumeric document number is kept (the C in L898902C3)', () => {
    const c = correctMrz(ERIKSSON);
    expect(c.lines[1].slice(0, 9)).toBe('L898902C3');
  });
});

describe('TD3 (ICAO 9303): the check digits choose, and confidence follows them', () => {
  it('a digit read as a look-alike digit is repaired only when the check digits single it out, and then only medium', () => {
    // 8 read as 0 in the expiry date: its check digit and the composite agree on one repair.
    const c = correctMrz(misread(BISHOP, 2, 26, '0'));
    expect(c.ambiguous).toBe(true);
    expect(c.uncertain).toEqual(['expirationDate']);
    expect(c.checks.expirationDate).toBe(true);
    const fields = extraction(c).fields;
    expect(fields.passportExpiryDate?.confidence).toBe('medium');
  });

  it('a field that no candidate repairs keeps its low confidence (90 read as 62: two digits wrong)', () => {
    const c = correctMrz(misread(misread(OBRIEN, 2, 13, '6'), 2, 14, '2'));
    expect(c.checks.birthDate).toBe(false);
    expect(extraction(c).fields.dateOfBirth?.confidence).toBe('low');
    expect(extraction(c).fields.passportExpiryDate?.confidence).not.toBe('low');
  });

  it('a composite check digit that fails lowers the covered fields to medium, not low', () => {
    const c = correctMrz(misread(ERIKSSON, 2, 43, 'X'));
    expect(c.checks.composite).toBe(false);
    expect(c.checks.documentNumber).toBe(true);
    expect(extraction(c).fields.passportNumber?.confidence).toBe('medium');
  });

  it('two readings of the same band are combined field by field when neither passes alone', () => {
    const first = misread(BISHOP, 2, 14, 'X'); // birth date unreadable
    const second = misread(BISHOP, 2, 23, 'X'); // expiry unreadable
    const c = bestMrzReading([first, second]);
    expect(c.lines).toEqual(BISHOP);
    expect(Object.values(c.checks).every(Boolean)).toBe(true);
  });

  it('the first reading whose check digits all pass wins', () => {
    // The first reading passes only through a guess (8 read as 3: two repairs pass); the second as read.
    const c = bestMrzReading([misread(BISHOP, 2, 14, '3'), BISHOP]);
    expect(c.lines).toEqual(BISHOP);
    expect(c.ambiguous).toBe(false);
  });
});
