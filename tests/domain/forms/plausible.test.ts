import { describe, expect, it } from 'vitest';
import { getQuestion } from '../../../src/domain/forms';
import type { FieldValues } from '../../../src/domain/forms/types';
import { yearsBetween } from '@/domain/dates';
import { validateQuestion } from '@/domain/forms/validate';

const today = new Date(2026, 10, 22);
const errorsOf = (questionId: string, values: FieldValues) => {
  const q = getQuestion(questionId);
  if (!q) throw new Error(questionId);
  return validateQuestion(q, values, today);
};

describe('plausible answers: each rejection has a code the UI words, and counts as not answered', () => {
  it.each([
    // question, values, field, expected code (null = accepted)
    ['si.date-of-birth', { dateOfBirth: '1850-01-01' }, 'dateOfBirth', 'tooOld'],
    ['si.date-of-birth', { dateOfBirth: '2015-06-01' }, 'dateOfBirth', 'tooYoung'],
    ['si.date-of-birth', { dateOfBirth: '2008-11-22' }, 'dateOfBirth', null],
    ['si.date-of-birth', { dateOfBirth: '2008-11-23' }, 'dateOfBirth', 'tooYoung'],
    ['si.date-of-birth', { dateOfBirth: '1990-04-01' }, 'dateOfBirth', null],
    ['si.date-of-birth', { dateOfBirth: '2030-01-01' }, 'dateOfBirth', 'dateInFuture'],
    ['pg.guarantor-id', { dateOfBirth: '2012-01-01' }, 'dateOfBirth', 'tooYoung'],
    ['il.sponsor-birth', { birthCountry: 'korea', dateOfBirth: '1899-12-31' }, 'dateOfBirth', 'tooOld'],
    // A parent's birth date: never 120 or older, any age otherwise.
    [
      'si.father',
      { familyName: 'A', givenName: 'B', deceased: false, dateOfBirth: '1901-01-01', aware: 'knows' },
      'dateOfBirth',
      'tooOld',
    ],
    // A stay's end follows its start.
    [
      'si.latest-korea-visit',
      { from: '2024-05-10', to: '2024-05-01', purpose: 'x', places: 'Seoul' },
      'to',
      'endBeforeStart',
    ],
    ['si.latest-korea-visit', { from: '2024-05-01', to: '2024-05-01', purpose: 'x', places: 'Seoul' }, 'to', null],
    [
      'il.cohabitation',
      { livedTogether: true, place: 'Seoul', from: '2025-03-01', to: '2024-03-01' },
      'to',
      'endBeforeStart',
    ],
    // Whole years where years are asked; 1, 5 and 10 are kept and said to be out of range.
    ['pg.guarantee-period', { startsFrom: 'entry', years: 3 }, 'years', null],
    ['pg.guarantee-period', { startsFrom: 'entry', years: 2.5 }, 'years', 'notWholeNumber'],
    ['pg.guarantee-period', { startsFrom: 'entry', years: 1 }, 'years', 'tooSmall'],
    ['pg.guarantee-period', { startsFrom: 'entry', years: 5 }, 'years', 'tooLarge'],
    ['pg.guarantee-period', { startsFrom: 'entry', years: 10 }, 'years', 'tooLarge'],
    // Money from 0 up to the stated ceiling.
    ['il.current-job-income', { amount: -1, meetsThreshold: true }, 'amount', 'tooSmall'],
    ['il.current-job-income', { amount: 0, meetsThreshold: false }, 'amount', null],
    ['il.current-job-income', { amount: 1_000_000_000_001, meetsThreshold: true }, 'amount', 'tooLarge'],
  ] as const)('%s %j -> %s: %s', (questionId, values, field, code) => {
    const errors = errorsOf(questionId, values as FieldValues);
    expect(errors[field]?.code ?? null).toBe(code);
  });

  it('counts whole years with the birthday on the day', () => {
    expect(yearsBetween('2008-11-22', '2026-11-22')).toBe(18);
    expect(yearsBetween('2008-11-23', '2026-11-22')).toBe(17);
  });
});
