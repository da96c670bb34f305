import { describe, expect, it } from 'vitest';
import { getForm, getQuestion } from '@/domain/forms';
import { questionState } from '@/domain/forms/completion';
import { fieldWarning, isHanjaText, validateQuestion } from '@/domain/forms/validate';
import { coupleDates } from '@/domain/plausibility';
import { formItemValues } from '@/domain/package/item-values';
import { sectionStatus, visaSectionDef } from '@/domain/visa-application';
import { visaItemValues } from '@/domain/visa-application/item-values';
import { fixtureAnswers } from '../../package/fixture';
import { fullVisaAnswers } from '../../fixtures/visa-application';

const today = new Date(2026, 10, 23, 12, 0, 0); // 2026-11-23 local

describe('the Hanja (漢字) name boxes take Chinese characters only', () => {
  it.each([
    ['金民秀', true],
    ['金 民秀', true],
    ['杜珍', true],
    // Compatibility ideographs and an extension-B character are Chinese characters too.
    ['\u{F900}\u{20000}', true],
    ['김민수', false],
    ['金민수', false],
    ['KIM', false],
    ['金-民秀', false],
  ])('%s -> %s', (text, ok) => expect(isHanjaText(text)).toBe(ok));

  it.each([
    ['personal-guarantee', 'pg.applicant-hanja'],
    ['personal-guarantee', 'pg.guarantor-name'],
  ] as const)(
    '%s %s: Hangul is refused with its reason, kept as typed, and counts as not answered',
    (formId, questionId) => {
      const question = getQuestion(questionId)!;
      const answer = { ...(fixtureAnswers[formId][questionId] as object), hanjaName: '김민수' };
      expect(validateQuestion(question, answer, today)).toEqual({ hanjaName: { code: 'notHanja' } });
      expect(questionState(question, { [questionId]: answer }, new Set(), today)).toBe('invalid');
      // Kept: nothing is dropped from what the user typed.
      expect(answer.hanjaName).toBe('김민수');
      expect(validateQuestion(question, { ...answer, hanjaName: '金民秀' }, today)).toEqual({});
      expect(validateQuestion(question, { ...answer, hanjaName: '' }, today)).toEqual({});
    },
  );

  it('the package never prints Hangul in a Hanja box of 신원보증서', () => {
    const answers = {
      ...fixtureAnswers['personal-guarantee'],
      'pg.applicant-hanja': { hanjaName: '스미스' },
      'pg.guarantor-name': { fullName: '김민수', hanjaName: '김민수' },
    };
    const values = formItemValues('personal-guarantee', answers);
    expect(values['3']).toBeUndefined();
    expect(values['12']).toBeUndefined();
    expect(values['11']).toEqual({ kind: 'text', text: '김민수' });
    const hanja = formItemValues('personal-guarantee', {
      ...answers,
      'pg.guarantor-name': { fullName: '김민수', hanjaName: '金民秀' },
    });
    expect(hanja['12']).toEqual({ kind: 'text', text: '金民秀' });
  });

  it('the visa application form: 1.2 in Hangul is refused, the section not complete, the box not printed', () => {
    const basicInfo = { ...fullVisaAnswers().basicInfo, chineseName: '두진' };
    const status = sectionStatus(visaSectionDef('basicInfo'), basicInfo, today);
    expect(status.errors.chineseName).toEqual({ code: 'notHanja' });
    expect(status.complete).toBe(false);
    expect(visaItemValues({ ...fullVisaAnswers(), basicInfo })['1.2']).toBeUndefined();
    expect(visaItemValues(fullVisaAnswers())['1.2']?.text?.value).toBe('杜珍');
  });
});

describe('a signing date far from today is warned about, never refused', () => {
  const signing = [
    ['invitation-letter', 'il.date-signature'],
    ['spouse-information', 'si.signing-date'],
    ['personal-guarantee', 'pg.date-signature'],
  ] as const;

  it.each(signing)('%s %s', (formId, questionId) => {
    const question = getQuestion(questionId)!;
    const field = question.fields.find((f) => f.id === 'date')!;
    expect(fieldWarning(field, '2026-11-23', today)).toBeNull();
    expect(fieldWarning(field, '2026-09-01', today)).toBeNull();
    expect(fieldWarning(field, '2027-02-20', today)).toBeNull();
    expect(fieldWarning(field, '2026-08-22', today)).toEqual({ code: 'signingDateOld', params: { months: 3 } });
    expect(fieldWarning(field, '2025-11-23', today)).toEqual({ code: 'signingDateOld', params: { months: 3 } });
    expect(fieldWarning(field, '2027-02-24', today)).toEqual({ code: 'signingDateAhead', params: { months: 3 } });
    // A warning, not an error: the answer is valid and counts as answered.
    const answer = { ...(fixtureAnswers[formId][questionId] as object), date: '2025-11-23' };
    expect(validateQuestion(question, answer, today)).toEqual({});
    expect(questionState(question, { [questionId]: answer }, new Set(), today)).toBe('answered');
  });

  it.each(signing)(
    '%s %s: a date after the planned application date is warned about, never refused',
    (formId, questionId) => {
      // The trial: signed June 1, 2027 for an application planned on February 15, 2027.
      const question = getQuestion(questionId)!;
      const field = question.fields.find((f) => f.id === 'date')!;
      const dates = coupleDates(undefined, null, null, '2027-02-15');
      expect(dates.application).toBe('2027-02-15');
      const at = new Date(2027, 1, 1, 12, 0, 0);
      expect(fieldWarning(field, '2027-06-01', at, dates)).toEqual({
        code: 'signingDateAfterApplication',
        params: { date: '2027-02-15' },
      });
      expect(fieldWarning(field, '2027-02-15', at, dates)).toBeNull();
      expect(fieldWarning(field, '2027-02-01', at, dates)).toBeNull();
      // With no application date planned, only the distance from today counts (June 1 is within 3 months of March).
      expect(fieldWarning(field, '2027-06-01', new Date(2027, 2, 15, 12, 0, 0))).toBeNull();
      const answer = { ...(fixtureAnswers[formId][questionId] as object), date: '2027-06-01' };
      expect(questionState(question, { [questionId]: answer }, new Set(), at, dates)).toBe('answered');
    },
  );

  it('only signing dates are judged this way', () => {
    const others = (['invitation-letter', 'spouse-information', 'personal-guarantee'] as const).flatMap((id) =>
      getForm(id).questions.flatMap((q) => q.fields.filter((f) => f.signingDate).map(() => q.id)),
    );
    expect(others.sort()).toEqual(signing.map(([, q]) => q).sort());
  });
});
