import { describe, expect, it } from 'vitest';
import { forms, getQuestion } from '../../../src/domain/forms';
import { answeredCount, isAnswered, isSkipped } from '../../../src/domain/forms/skip';
import type { FormAnswers, QuestionDef } from '../../../src/domain/forms/types';
import { validateQuestion } from '../../../src/domain/forms/validate';
import { sampleAnswer } from '../../fixtures/form-answers';

const question = (id: string): QuestionDef => {
  const q = getQuestion(id);
  if (!q) throw new Error(`missing question ${id}`);
  return q;
};

const invitation = forms['invitation-letter'];
const statement = forms['spouse-information'];
const guarantee = forms['personal-guarantee'];

const today = new Date(2026, 10, 22);

describe('complete sample answers', () => {
  it.each(Object.values(forms).map((f) => [f.id, f] as const))(
    '%s: every question can be answered validly',
    (_id, form) => {
      const answers: FormAnswers = Object.fromEntries(form.questions.map((q) => [q.id, sampleAnswer(q)]));
      for (const q of form.questions) {
        expect(validateQuestion(q, answers[q.id], today), q.id).toEqual({});
        expect(isAnswered(q, answers), q.id).toBe(true);
      }
      expect(answeredCount(form, answers)).toBe(form.questions.length);
    },
  );
});

describe('isSkipped', () => {
  it("follows 2.3: no introducer skips the introducer's details", () => {
    const details = question('il.introducer-details');
    expect(isSkipped(details, {})).toBe(false);
    expect(isSkipped(details, { 'il.introduced': { introduced: true } })).toBe(false);
    expect(isSkipped(details, { 'il.introduced': { introduced: false } })).toBe(true);
  });

  it('follows 3.1: never married before skips 3.2 to 3.4', () => {
    const answers: FormAnswers = { 'il.previously-married': { previouslyMarried: false } };
    expect(isSkipped(question('il.previous-marriages'), answers)).toBe(true);
    expect(isSkipped(question('il.previous-invitations'), answers)).toBe(true);
    expect(isSkipped(question('il.child-together'), answers)).toBe(false);
  });

  it('skips the income and communication questions for a couple with a child', () => {
    const answers: FormAnswers = { 'il.child-together': { childTogether: true } };
    const skipped = invitation.questions.filter((q) => isSkipped(q, answers)).map((q) => q.id);
    expect(skipped).toEqual([
      'il.household-and-threshold',
      'il.current-employment',
      'il.current-job-income',
      'il.past-year-jobs',
      'il.past-jobs',
      'il.earned-income-total',
      'il.business',
      'il.businesses',
      'il.business-income',
      'il.other-income',
      'il.other-income-items',
      'il.other-income-total',
      'il.assets',
      'il.asset-items',
      'il.income-total',
      'il.income-exemption-reason',
      'il.daily-language',
      'il.korean-proof',
      'il.spouse-language-proof',
      'il.third-language-proof',
      'il.communication-exemption-reason',
    ]);
  });

  it('goes to section 5 once the current job meets the threshold', () => {
    const answers: FormAnswers = {
      'il.child-together': { childTogether: false },
      'il.current-employment': { employed: true },
      'il.current-job-income': { amount: 40_000_000, meetsThreshold: true },
    };
    expect(isSkipped(question('il.past-year-jobs'), answers)).toBe(true);
    expect(isSkipped(question('il.assets'), answers)).toBe(true);
    expect(isSkipped(question('il.income-exemption-reason'), answers)).toBe(true);
    expect(isSkipped(question('il.home'), answers)).toBe(false);
  });

  it('ignores an answer left on a question that became skipped', () => {
    const answers: FormAnswers = {
      'il.child-together': { childTogether: false },
      'il.current-employment': { employed: false },
      'il.current-job-income': { amount: 40_000_000, meetsThreshold: true },
    };
    expect(isSkipped(question('il.current-job-income'), answers)).toBe(true);
    expect(isSkipped(question('il.past-year-jobs'), answers)).toBe(false);
  });

  it('routes section 6 by the daily language', () => {
    const withLanguage = (language: string): FormAnswers => ({
      'il.child-together': { childTogether: false },
      'il.daily-language': { language },
    });
    const proofs = [
      'il.korean-proof',
      'il.spouse-language-proof',
      'il.third-language-proof',
      'il.communication-exemption-reason',
    ];
    const asked = (language: string) => proofs.filter((id) => !isSkipped(question(id), withLanguage(language)));
    expect(asked('korean')).toEqual(['il.korean-proof']);
    expect(asked('spouseNative')).toEqual(['il.spouse-language-proof']);
    expect(asked('thirdLanguage')).toEqual(['il.third-language-proof']);
    expect(asked('cannotCommunicate')).toEqual(['il.communication-exemption-reason']);
  });

  it('skips 2.13 when every living family member knows', () => {
    const reason = question('il.family-unaware-reason');
    const father = { relation: '부', name: '김부', deceased: false, contact: '010-1111-1111', aware: 'knows' };
    const mother = { relation: '모', name: '이모', deceased: false, contact: '010-2222-2222', aware: 'knows' };
    expect(isSkipped(reason, {})).toBe(false);
    expect(isSkipped(reason, { 'il.family-awareness': [father, mother] })).toBe(true);
    expect(isSkipped(reason, { 'il.family-awareness': [father, { ...mother, aware: 'doesNotKnow' }] })).toBe(false);
    expect(isSkipped(reason, { 'il.family-awareness': [father, { ...mother, aware: undefined as never }] })).toBe(
      false,
    );
    // A deceased parent's stale answer does not count.
    expect(
      isSkipped(reason, {
        'il.family-awareness': [father, { relation: '모', name: '이모', deceased: true, aware: 'doesNotKnow' }],
      }),
    ).toBe(true);
  });

  it("follows the statement's yes/no gates", () => {
    const no: FormAnswers = {
      'si.other-identity': { answer: false },
      'si.previously-married': { answer: false },
      'si.other-children': { answer: false },
      'si.visited-korea': { answer: false },
      'si.entry-refusal': { answer: false },
      'si.assistance': { answer: false },
    };
    const skipped = statement.questions.filter((q) => isSkipped(q, no)).map((q) => q.id);
    expect(skipped).toEqual([
      'si.other-names',
      'si.other-birth-dates',
      'si.other-nationalities',
      'si.identity-change-reason',
      'si.previous-marriage',
      'si.earlier-marriages',
      'si.other-children-details',
      'si.latest-korea-visit',
      'si.earlier-korea-visits',
      'si.entry-refusal-orders',
      'si.entry-refusal-reasons',
      'si.helpers',
    ]);
  });
});

describe('isAnswered', () => {
  it('needs every required field, and false is an answer', () => {
    const q = question('il.sponsor-contact');
    expect(isAnswered(q, {})).toBe(false);
    expect(isAnswered(q, { 'il.sponsor-contact': { mobilePhone: '010-1234-5678' } })).toBe(false);
    expect(isAnswered(q, { 'il.sponsor-contact': { mobilePhone: '010-1234-5678', email: 'a@b.kr' } })).toBe(true);
    expect(isAnswered(question('il.introduced'), { 'il.introduced': { introduced: false } })).toBe(true);
    expect(isAnswered(question('il.introduced'), { 'il.introduced': { introduced: null } })).toBe(false);
  });

  it('requires a conditional field only while it is shown', () => {
    const q = question('il.visits');
    const base = { sponsorVisited: false, spouseVisited: false };
    expect(isAnswered(q, { 'il.visits': base })).toBe(true);
    expect(isAnswered(q, { 'il.visits': { ...base, sponsorVisited: true } })).toBe(false);
    expect(isAnswered(q, { 'il.visits': { ...base, sponsorVisited: true, sponsorVisitCount: 3 } })).toBe(true);
    expect(isAnswered(q, { 'il.visits': { ...base, sponsorVisited: true, sponsorVisitCount: 0 } })).toBe(true);
  });

  it('treats a question with only optional fields as answered', () => {
    expect(isAnswered(question('il.other-information'), {})).toBe(true);
    expect(isAnswered(question('pg.applicant-hanja'), {})).toBe(true);
  });

  it('counts a skipped question as answered', () => {
    const q = question('il.introducer-details');
    expect(isAnswered(q, {})).toBe(false);
    expect(isAnswered(q, { 'il.introduced': { introduced: false } })).toBe(true);
  });

  it('needs minRows complete rows in a table', () => {
    const q = question('il.witnesses');
    const row = { name: '박증인', dateOfBirth: '1975-03-03', contact: '010-3333-4444', relationship: '직장 동료' };
    expect(isAnswered(q, { 'il.witnesses': [] })).toBe(false);
    expect(isAnswered(q, { 'il.witnesses': [row] })).toBe(false);
    expect(isAnswered(q, { 'il.witnesses': [row, { ...row, name: '' }] })).toBe(false);
    expect(isAnswered(q, { 'il.witnesses': [row, row] })).toBe(true);
    expect(isAnswered(q, { 'il.witnesses': { name: 'not a table' } })).toBe(false);
  });

  it('takes an explicit empty list as "none" only where a table may be empty', () => {
    expect(isAnswered(question('il.helpers'), {})).toBe(false);
    expect(isAnswered(question('il.helpers'), { 'il.helpers': [] })).toBe(true);
    expect(isAnswered(question('si.siblings'), { 'si.siblings': [] })).toBe(true);
    expect(isAnswered(question('si.helpers'), { 'si.helpers': [] })).toBe(false);
  });

  it('rejects a table answer on a fields question', () => {
    expect(isAnswered(question('il.sponsor-address'), { 'il.sponsor-address': [] })).toBe(false);
  });
});

describe('answeredCount', () => {
  it('counts only the optional-only questions of an empty form', () => {
    const optionalOnly = (id: keyof typeof forms) =>
      forms[id].questions.filter((q) => q.kind === 'fields' && !q.required).length;
    expect(answeredCount(guarantee, {})).toBe(optionalOnly('personal-guarantee'));
    expect(answeredCount(guarantee, {})).toBe(3);
    expect(answeredCount(invitation, {})).toBe(optionalOnly('invitation-letter'));
    expect(answeredCount(statement, {})).toBe(optionalOnly('spouse-information'));
  });

  it('counts the skipped questions of a "no" answer', () => {
    const answers: FormAnswers = { 'si.assistance': { answer: false } };
    expect(answeredCount(statement, answers)).toBe(answeredCount(statement, {}) + 2);
  });

  it('reaches the total for a couple with a child once the remaining questions are answered', () => {
    const answers: FormAnswers = { 'il.child-together': { childTogether: true } };
    for (const q of invitation.questions)
      if (!isSkipped(q, answers) && !(q.id in answers)) answers[q.id] = sampleAnswer(q);
    expect(answeredCount(invitation, answers)).toBe(52);
  });
});

describe('displayItems', () => {
  it('shows item numbers without internal suffixes, and the continued item for a partOf question', async () => {
    const { displayItems } = await import('../../../src/domain/forms/skip');
    const { forms } = await import('../../../src/domain/forms');
    for (const form of Object.values(forms))
      for (const q of form.questions) {
        const shown = displayItems(q);
        for (const item of shown) expect(item, q.id).toMatch(/^\d+(\.\d+)*$/);
        if (q.officialItems.length || q.partOf) expect(shown.length, q.id).toBeGreaterThan(0);
      }
  });
});
