import { describe, expect, it } from 'vitest';
import { getQuestion } from '../../../src/domain/forms';
import type { FieldDef, FieldValue, FieldValues } from '../../../src/domain/forms/types';
import { parseNumber, validateField, validateQuestion } from '../../../src/domain/forms/validate';

const today = new Date(2026, 10, 22, 12, 0, 0); // 2026-11-22 local

const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  id: 'f',
  type,
  label: { en: 'F', ko: '필드' },
  required: true,
  ...extra,
});

const choiceOptions = [
  { value: 'a', label: { en: 'A', ko: '가' } },
  { value: 'b', label: { en: 'B', ko: '나' } },
];

type Case = [string, FieldDef, FieldValue, string | null];

const cases: Case[] = [
  // required / optional
  ['empty required text', field('text'), '', 'required'],
  ['whitespace required text', field('text'), '   ', 'required'],
  ['null required', field('date'), null, 'required'],
  ['empty optional text', field('text', { required: false }), '', null],
  ['empty optional phone', field('phone', { required: false }), null, null],
  ['empty required multiChoice', field('multiChoice', { options: choiceOptions }), [], 'required'],
  // text, longText, address
  ['text', field('text', { maxLength: 5 }), 'hello', null],
  ['text too long', field('text', { maxLength: 5 }), 'hello!', 'tooLong'],
  ['Korean text', field('text', { maxLength: 10 }), '결혼동거', null],
  ['text wrong type', field('text'), true, 'invalidChoice'],
  ['longText', field('longText', { maxLength: 5000 }), 'We met in Seoul in 2022.\nThen...', null],
  ['longText too long', field('longText', { maxLength: 10 }), 'x'.repeat(11), 'tooLong'],
  ['address', field('address', { maxLength: 200 }), '서울특별시 강남구 테헤란로 1', null],
  ['address too long', field('address', { maxLength: 10 }), '1234 Main Street, Springfield', 'tooLong'],
  // date
  ['date', field('date'), '1990-01-31', null],
  ['date leap day', field('date'), '2024-02-29', null],
  ['date not a leap year', field('date'), '2023-02-29', 'invalidDate'],
  ['date month 13', field('date'), '2020-13-01', 'invalidDate'],
  ['date wrong format', field('date'), '31/01/1990', 'invalidDate'],
  ['date with time', field('date'), '1990-01-31T00:00:00Z', 'invalidDate'],
  ['date as number', field('date'), 19900131, 'invalidDate'],
  ['birth date today', field('date', { notInFuture: true }), '2026-11-22', null],
  ['birth date tomorrow', field('date', { notInFuture: true }), '2026-11-23', 'dateInFuture'],
  ['future date allowed', field('date'), '2027-05-01', null],
  ['notInPast today', field('date', { notInPast: true }), '2026-11-22', null],
  ['notInPast yesterday', field('date', { notInPast: true }), '2026-11-21', 'dateInPast'],
  // yesNo
  ['yes', field('yesNo'), true, null],
  ['no is an answer', field('yesNo'), false, null],
  ['yes as string', field('yesNo'), 'yes', 'invalidChoice'],
  // choice / multiChoice
  ['choice', field('choice', { options: choiceOptions }), 'a', null],
  ['choice unknown', field('choice', { options: choiceOptions }), 'c', 'invalidChoice'],
  ['choice given an array', field('choice', { options: choiceOptions }), ['a'], 'invalidChoice'],
  ['multiChoice', field('multiChoice', { options: choiceOptions }), ['a', 'b'], null],
  ['multiChoice unknown', field('multiChoice', { options: choiceOptions }), ['a', 'z'], 'invalidChoice'],
  ['multiChoice given a string', field('multiChoice', { options: choiceOptions }), 'a', 'invalidChoice'],
  // number
  ['number', field('number', { min: 0, max: 20 }), 3, null],
  ['number zero is a value', field('number', { min: 0, max: 20 }), 0, null],
  ['number as string', field('number', { min: 0, max: 20 }), '12', null],
  ['number decimal where allowed', field('number', { min: 1, max: 2000, integer: false }), '84.5', null],
  ['number decimal where whole numbers are asked', field('number', { min: 1, max: 2000 }), '84.5', 'notWholeNumber'],
  ['number too small', field('number', { min: 1 }), 0, 'tooSmall'],
  ['number too large', field('number', { max: 4 }), 5, 'tooLarge'],
  ['number not a number', field('number'), 'twelve', 'notANumber'],
  ['number NaN', field('number'), Number.NaN, 'required'],
  ['number Infinity', field('number'), Number.POSITIVE_INFINITY, 'notANumber'],
  // krw
  ['krw', field('krw', { min: 0 }), 25195752, null],
  ['krw with commas', field('krw', { min: 0 }), '25,195,752', null],
  ['krw negative', field('krw', { min: 0 }), -1, 'tooSmall'],
  ['krw negative allowed', field('krw', { min: -1000 }), '-500', null],
  ['krw with decimals', field('krw', { min: 0 }), 1000.5, 'notANumber'],
  ['krw with currency sign', field('krw', { min: 0 }), '₩1,000', 'notANumber'],
  ['krw too large', field('krw', { min: 0, max: 1_000_000 }), '1,000,001', 'tooLarge'],
  // phone
  ['Korean mobile', field('phone'), '010-1234-5678', null],
  ['Korean mobile international', field('phone'), '+82 10-1234-5678', null],
  ['Seoul landline', field('phone'), '02-123-4567', null],
  ['Seoul landline with parentheses', field('phone'), '(02) 123-4567', null],
  ['US number', field('phone'), '+1 (555) 123-4567', null],
  ['US number with dots', field('phone'), '555.123.4567', null],
  ['phone too short', field('phone'), '12345', 'invalidPhone'],
  ['phone too long', field('phone'), '+1 234 567 890 123 456', 'invalidPhone'],
  ['phone with letters', field('phone'), '010-CALL-ME', 'invalidPhone'],
  ['phone with extension text', field('phone'), '010-1234-5678 ext 2', 'invalidPhone'],
  ['phone plus in the middle', field('phone'), '010+1234+5678', 'invalidPhone'],
  ['phone too long for field', field('phone', { maxLength: 10 }), '+82 10-1234-5678', 'tooLong'],
  // email
  ['email', field('email'), 'jane.doe@example.com', null],
  ['email with subdomains', field('email'), 'kim@mail.example.co.kr', null],
  ['email without domain dot', field('email'), 'jane@example', 'invalidEmail'],
  ['email without at', field('email'), 'jane.example.com', 'invalidEmail'],
  ['email with space', field('email'), 'jane doe@example.com', 'invalidEmail'],
  ['email empty domain label', field('email'), 'jane@.com', 'invalidEmail'],
];

describe('validateField', () => {
  it.each(cases)('%s', (_name, def, value, expected) => {
    const error = validateField(def, value, today);
    expect(error?.code ?? null).toBe(expected);
  });

  it('gives the bound as a parameter for the UI message', () => {
    expect(validateField(field('number', { min: 2, max: 4 }), 5, today)).toEqual({
      code: 'tooLarge',
      params: { max: 4 },
    });
    expect(validateField(field('number', { min: 2, max: 4 }), 1, today)).toEqual({
      code: 'tooSmall',
      params: { min: 2 },
    });
    expect(validateField(field('text', { maxLength: 3 }), 'abcd', today)).toEqual({
      code: 'tooLong',
      params: { max: 3 },
    });
    expect(validateField(field('date', { notInFuture: true }), '2030-01-01', today)).toEqual({
      code: 'dateInFuture',
      params: { max: '2026-11-22' },
    });
    expect(validateField(field('text'), '', today)).toEqual({ code: 'required' });
  });

  it('uses the local calendar day for "today"', () => {
    const lateEvening = new Date(2026, 10, 22, 23, 59, 0);
    expect(validateField(field('date', { notInFuture: true }), '2026-11-22', lateEvening)).toBeNull();
    expect(validateField(field('date', { notInFuture: true }), '2026-11-23', lateEvening)?.code).toBe('dateInFuture');
  });
});

describe('parseNumber', () => {
  it.each([
    [12, 12],
    ['1,234,567', 1234567],
    [' 42 ', 42],
    ['-3', -3],
    ['1.5', 1.5],
    ['abc', null],
    ['1,2a', null],
    ['', null],
    [true, null],
  ] as Array<[FieldValue, number | null]>)('%s -> %s', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });
});

describe('validateQuestion', () => {
  it('validates visible fields and ignores hidden ones', () => {
    const wedding = getQuestion('il.wedding');
    if (!wedding) throw new Error('missing il.wedding');
    expect(validateQuestion(wedding, { held: false }, today)).toEqual({});
    expect(validateQuestion(wedding, { held: false, date: 'garbage' }, today)).toEqual({});
    expect(validateQuestion(wedding, { held: true }, today)).toEqual({
      date: { code: 'required' },
      place: { code: 'required' },
    });
    expect(validateQuestion(wedding, { held: true, date: '2030-01-01', place: 'Seoul' }, today)).toEqual({
      date: { code: 'dateInFuture', params: { max: '2026-11-22' } },
    });
    expect(validateQuestion(wedding, undefined, today)).toEqual({ held: { code: 'required' } });
  });

  it('keys table errors by row and field, and checks the row count', () => {
    const witnesses = getQuestion('il.witnesses');
    if (!witnesses) throw new Error('missing il.witnesses');
    const good = { name: '김철수', dateOfBirth: '1980-05-05', contact: '010-1111-2222', relationship: '친구' };
    expect(validateQuestion(witnesses, [good, good], today)).toEqual({});
    expect(validateQuestion(witnesses, [good, { ...good, contact: 'none', dateOfBirth: '' }], today)).toEqual({
      '1.contact': { code: 'invalidPhone' },
      '1.dateOfBirth': { code: 'required' },
    });
    expect(validateQuestion(witnesses, [good], today)).toEqual({ rows: { code: 'tooSmall', params: { min: 2 } } });
    expect(validateQuestion(witnesses, [good, good, good], today).rows).toEqual({
      code: 'tooLarge',
      params: { max: 2 },
    });
  });

  it('checks conditional fields per table row', () => {
    const family = getQuestion('il.family-awareness');
    if (!family) throw new Error('missing il.family-awareness');
    const rows: FieldValues[] = [
      { relation: '부', name: '김아버지', deceased: true },
      { relation: '모', name: '이어머니', deceased: false, contact: '010-2222-3333' },
    ];
    expect(validateQuestion(family, rows, today)).toEqual({ '1.aware': { code: 'required' } });
  });

  it('accepts an empty list for a table that may be empty', () => {
    const helpers = getQuestion('il.helpers');
    if (!helpers) throw new Error('missing il.helpers');
    expect(validateQuestion(helpers, [], today)).toEqual({});
  });
});

describe('format of passport names and numbers', () => {
  it.each([
    ['latin-uppercase', 'SMITH', null],
    ['latin-uppercase', 'JANE-MARIE O’NEIL', null],
    ['latin-uppercase', 'doe', 'notUppercase'],
    ['latin-uppercase', 'MÜLLER NGUYỄN', null],
    // A trial: Hangul, an emoji and Arabic were taken as passport names and printed as stand-ins.
    ['latin-uppercase', '김하나', 'notLatin'],
    ['latin-uppercase', 'SMITH 😀', 'notLatin'],
    ['latin-uppercase', 'مرحبا JANE', 'notLatin'],
    ['no-spaces', 'A12345678', null],
    ['no-spaces', 'A1234 5678', 'hasSpaces'],
    ['no-spaces', ' A12345678 ', null],
    // The guarantee's English side: any Latin text (digits, commas, accents), never Hangul.
    ['latin', '1 Gongdan-ro, Seongsan-gu, Changwon 51567', null],
    ['latin', 'Công ty TNHH Hanbit', null],
    ['latin', '주식회사 한빛', 'notLatinVersion'],
    ['latin', 'Hanbit 과장', 'notLatinVersion'],
  ] as const)('%s: %s -> %s', async (format, value, code) => {
    const { validateField } = await import('../../../src/domain/forms/validate');
    const field = { id: 'x', type: 'text' as const, label: { en: 'x', ko: '엑스' }, required: true, format };
    expect(validateField(field, value, new Date('2026-11-23'))?.code ?? null).toBe(code);
  });
});
