import { describe, expect, it } from 'vitest';
import { forms } from '@/domain/forms';
import { formCompletion } from '@/domain/forms/completion';
import { validateQuestion } from '@/domain/forms/validate';
import { coupleDates, plausibilityError, type CoupleDates } from '@/domain/plausibility';
import { emptyPeople, withFact } from '@/domain/people';
import { sectionStatus } from '@/domain/visa-application';
import { visaSectionDef } from '@/domain/visa-application/questions';
import { applicationFormSections } from '@/domain/application';

const today = new Date(2026, 10, 20);
const dates = (d: Partial<CoupleDates>): CoupleDates => ({ birth: {}, marriage: [], ...d });

describe('the plausibility rules, table-driven', () => {
  const cases: Array<[string, Parameters<typeof plausibilityError>[0], string, CoupleDates, string | null]> = [
    ['adult on the marriage date', { birth: 'applicant' }, '1995-03-01', dates({ marriage: ['2025-06-01'] }), null],
    ['18 on the very day', { birth: 'sponsor' }, '2007-06-01', dates({ marriage: ['2025-06-01'] }), null],
    [
      '17 on the marriage date',
      { birth: 'sponsor' },
      '2007-06-02',
      dates({ marriage: ['2025-06-01'] }),
      'underAgeAtMarriage',
    ],
    [
      'the earliest marriage date decides',
      { birth: 'applicant' },
      '2006-01-01',
      dates({ marriage: ['2025-06-01', '2023-01-01'] }),
      'underAgeAtMarriage',
    ],
    [
      'born after the marriage',
      { birth: 'applicant' },
      '2026-01-01',
      dates({ marriage: ['2025-06-01'] }),
      'marriageBeforeBirth',
    ],
    ['no marriage date yet: nothing to compare', { birth: 'applicant' }, '2010-01-01', dates({}), null],
    [
      'marriage after both births',
      { marriage: true },
      '2025-06-01',
      dates({ birth: { applicant: '1990-01-01', sponsor: '1988-01-01' } }),
      null,
    ],
    [
      'marriage before the younger one was born',
      { marriage: true },
      '1989-06-01',
      dates({ birth: { applicant: '1990-01-01', sponsor: '1988-01-01' } }),
      'marriageBeforeBirth',
    ],
    [
      'marriage on a birth day',
      { marriage: true },
      '1990-01-01',
      dates({ birth: { applicant: '1990-01-01' } }),
      'marriageBeforeBirth',
    ],
    ['expiry after issue', { passportExpiry: true }, '2034-01-01', dates({ passportIssue: '2024-01-01' }), null],
    [
      'expiry on the issue day',
      { passportExpiry: true },
      '2024-01-01',
      dates({ passportIssue: '2024-01-01' }),
      'expiryBeforeIssue',
    ],
    [
      'not a date: the date rules say so, not these',
      { marriage: true },
      '2025-13-01',
      dates({ birth: { applicant: '1990-01-01' } }),
      null,
    ],
  ];
  it.each(cases)('%s', (_name, role, value, ctx, code) => {
    expect(plausibilityError(role, value, ctx)?.code ?? null).toBe(code);
  });
});

describe('in all three official forms, wherever a birth or a marriage date is asked', () => {
  // Married in 2015: someone born in 2000 is an adult today but was 15 then.
  const marriedYoung = dates({ marriage: ['2015-06-01'] });
  const birthFields = Object.values(forms).flatMap((form) =>
    form.questions.flatMap((q) =>
      q.fields.filter((f) => f.person?.fact === 'dateOfBirth').map((f) => ({ form, q, f })),
    ),
  );

  it('finds the birth dates of both people in every form', () => {
    expect(new Set(birthFields.map(({ form }) => form.id))).toEqual(new Set(Object.keys(forms)));
    expect(new Set(birthFields.map(({ f }) => f.person!.role))).toEqual(new Set(['applicant', 'sponsor']));
  });

  it.each(birthFields.map(({ q, f }) => [`${q.id}.${f.id}`, q, f] as const))(
    '%s: under 18 on the marriage date is rejected and not answered',
    (_id, q, f) => {
      const errors = validateQuestion(q, { [f.id]: '2000-02-02' }, today, marriedYoung);
      expect(errors[f.id]?.code).toBe('underAgeAtMarriage');
      expect(validateQuestion(q, { [f.id]: '1990-02-02' }, today, marriedYoung)[f.id]).toBeUndefined();
      // The typed text is kept: validation never changes the answer, and the question is a gap.
      const form = forms[q.formId];
      const completion = formCompletion(form, { [q.id]: { [f.id]: '2000-02-02' } }, [], today, marriedYoung);
      expect(completion.states[form.questions.indexOf(q)]).toBe('invalid');
    },
  );

  it.each([
    ['il.marriage-report', { date: '1980-01-01', reportedWith: 'koreanReport' }],
    ['il.wedding', { held: true, date: '1980-01-01', place: 'Seoul' }],
  ] as const)('%s: a marriage before a birth is rejected', (id, answer) => {
    const q = forms['invitation-letter'].questions.find((x) => x.id === id)!;
    expect(validateQuestion(q, answer, today, dates({ birth: { applicant: '1990-01-01' } })).date?.code).toBe(
      'marriageBeforeBirth',
    );
  });
});

describe('in the visa application form', () => {
  const visaDateFields = applicationFormSections.flatMap((s) =>
    visaSectionDef(s)
      .fields.filter((f) => f.kind === 'date')
      .map((f) => ({ s, f })),
  );

  it.each([
    ['basicInfo', 'dateOfBirth', '2000-02-02', dates({ marriage: ['2015-06-01'] }), 'underAgeAtMarriage'],
    ['spouseInfo', 'spouseDateOfBirth', '2000-02-02', dates({ marriage: ['2015-06-01'] }), 'underAgeAtMarriage'],
    [
      'relationshipDetails',
      'marriageDate',
      '1980-01-01',
      dates({ birth: { sponsor: '1985-01-01' } }),
      'marriageBeforeBirth',
    ],
    ['basicInfo', 'passportExpiryDate', '2024-01-01', dates({ passportIssue: '2024-01-01' }), 'expiryBeforeIssue'],
  ] as const)('%s.%s', (section, fieldId, value, ctx, code) => {
    expect(visaDateFields.some(({ s, f }) => s === section && f.id === fieldId)).toBe(true);
    const status = sectionStatus(visaSectionDef(section), { [fieldId]: value }, today, ctx);
    expect(status.errors[fieldId]?.code).toBe(code);
    expect(status.complete).toBe(false);
  });
});

describe('the dates are collected from every form', () => {
  it('births from the people records, marriages from the invitation letter and the visa form', () => {
    let people = withFact(emptyPeople(), { role: 'applicant', fact: 'dateOfBirth' }, '1995-01-01', 't');
    people = withFact(people, { role: 'sponsor', fact: 'dateOfBirth' }, 'not a date', 't');
    people = withFact(people, { role: 'applicant', fact: 'passportIssueDate' }, '2024-03-01', 't');
    const ctx = coupleDates(
      people,
      { 'il.marriage-report': { date: '2025-02-01' }, 'il.wedding': { held: false, date: '2024-12-01' } },
      { relationshipDetails: { marriageDate: '2025-01-15' } },
    );
    // A ceremony date counts only when a ceremony was held; a birth date that is not a date is left out.
    expect(ctx).toEqual({
      birth: { applicant: '1995-01-01' },
      marriage: ['2025-02-01', '2025-01-15'],
      passportIssue: '2024-03-01',
    });
  });
});

describe("the visa application form's dates of birth, as in the official forms", () => {
  it.each([
    ['basicInfo', 'dateOfBirth', '2015-01-01', 'tooYoung'],
    ['spouseInfo', 'spouseDateOfBirth', '1850-01-01', 'tooOld'],
    ['spouseInfo', 'spouseDateOfBirth', '1980-01-01', undefined],
  ] as const)('%s.%s %s', (section, fieldId, value, code) => {
    expect(sectionStatus(visaSectionDef(section), { [fieldId]: value }, today).errors[fieldId]?.code).toBe(code);
  });
});
