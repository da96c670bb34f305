import { describe, expect, it } from 'vitest';
import { forms } from '../../../src/domain/forms';
import { deriveFormProgress, formCompletion } from '../../../src/domain/forms/completion';
import { isSkipped } from '../../../src/domain/forms/skip';
import type { FieldValues } from '../../../src/domain/forms/types';
import { emptyFormProgress } from '../../../src/domain/progress';
import { fillAll, sampleAnswer } from '../../fixtures/form-answers';

const today = new Date(2026, 10, 22);

const allForms = Object.values(forms).map((f) => [f.id, f] as const);

describe('form completion (D25: answered and skipped apart)', () => {
  it.each(allForms)('%s: an untouched form counts 0 and is not complete', (_id, form) => {
    const c = formCompletion(form, {}, [], today);
    expect(c.answered).toBe(0);
    expect(c.complete).toBe(false);
    expect(c.gaps.length).toBe(form.questions.filter((q) => q.required).length);
  });

  it.each(allForms)(
    '%s: clicking through to the end without answering still leaves every required question a gap',
    (_id, form) => {
      const p = deriveFormProgress(
        form,
        { ...emptyFormProgress(form.id, 'x'), currentQuestionIndex: form.questions.length, status: 'completed' },
        today,
      );
      expect(p.status).not.toBe('completed');
      expect(p.completion.complete).toBe(false);
      // Only the optional questions, passed on the way, count: as skipped, never as answered.
      expect(p.answeredQuestions).toBe(0);
      expect(p.completion.skipped).toBe(form.questions.filter((q) => !q.required).length);
    },
  );

  it.each(allForms)('%s: every question answered validly is complete, and counts the total', (_id, form) => {
    const answers = fillAll(form);
    const c = formCompletion(form, answers, [], today);
    expect(c.gaps).toEqual([]);
    expect(c.complete).toBe(true);
    const p = deriveFormProgress(
      form,
      { ...emptyFormProgress(form.id, 'x'), formData: answers, currentQuestionIndex: form.questions.length },
      today,
    );
    expect(p.status).toBe('completed');
    expect(p.completion.answered + p.completion.skipped).toBe(form.questions.length);
    expect(p.answeredQuestions).toBe(p.completion.answered);
  });

  it.each(allForms)(
    '%s: one missing answer keeps it from completing, even at the end (a stored "completed" is not trusted)',
    (_id, form) => {
      const answers = fillAll(form);
      const last = [...form.questions].reverse().find((q) => q.required && !isSkipped(q, answers))!;
      delete answers[last.id];
      const p = deriveFormProgress(
        form,
        {
          ...emptyFormProgress(form.id, 'x'),
          formData: answers,
          currentQuestionIndex: form.questions.length,
          status: 'completed',
        },
        today,
      );
      expect(p.status).toBe('in-progress');
      expect(p.completion.gaps.map((g) => g.questionId)).toContain(last.id);
      expect(p.completion.answered + p.completion.skipped).toBe(form.questions.length - 1);
    },
  );

  it.each(allForms)('%s: an invalid value is a gap and does not count', (_id, form) => {
    const answers = fillAll(form);
    const dated = form.questions.find(
      (q) => q.kind === 'fields' && q.fields.some((f) => f.type === 'date' && f.required && !f.showWhen),
    )!;
    const field = dated.fields.find((f) => f.type === 'date' && f.required && !f.showWhen)!;
    answers[dated.id] = { ...(answers[dated.id] as FieldValues), [field.id]: '2026-02-30' };
    const c = formCompletion(form, answers, [], today);
    expect(c.complete).toBe(false);
    expect(c.gaps).toContainEqual({ questionId: dated.id, index: form.questions.indexOf(dated), reason: 'invalid' });
    expect(c.answered + c.skipped).toBe(form.questions.length - 1);
  });

  it('the guarantee: the first answer counts one, never a jump (issue: "4 of 19" after question 1)', () => {
    const form = forms['personal-guarantee'];
    const first = form.questions[0];
    const c = formCompletion(form, { [first.id]: sampleAnswer(first) }, [], today);
    expect(c.answered).toBe(1);
    // Half a name is not an answer yet.
    expect(formCompletion(form, { [first.id]: { familyName: 'S' } }, [], today).answered).toBe(0);
  });

  it('an optional question passed with Next is skipped, not answered; answered only when given a value', () => {
    const form = forms['personal-guarantee'];
    const hanja = form.questions.find((q) => q.id === 'pg.applicant-hanja')!;
    expect(hanja.required).toBe(false);
    expect(formCompletion(form, {}, [], today).answered).toBe(0);
    expect(formCompletion(form, {}, [], today).skipped).toBe(0);
    expect(formCompletion(form, {}, [hanja.id], today).answered).toBe(0);
    expect(formCompletion(form, {}, [hanja.id], today).skipped).toBe(1);
    expect(formCompletion(form, { [hanja.id]: {} }, [], today).answered).toBe(1);
    // Seen or not, an optional question is never a gap.
    expect(formCompletion(form, {}, [], today).gaps.map((g) => g.questionId)).not.toContain(hanja.id);
  });

  it('the invitation: questions skipped because of an answer count, and only then', () => {
    const form = forms['invitation-letter'];
    const before = formCompletion(form, {}, [], today).answered;
    expect(before).toBe(0);
    const withChild = formCompletion(form, { 'il.child-together': { childTogether: true } }, [], today);
    const skipped = form.questions.filter((q) => isSkipped(q, { 'il.child-together': { childTogether: true } })).length;
    expect(skipped).toBeGreaterThan(5);
    expect(withChild.answered).toBe(1);
    expect(withChild.skipped).toBe(skipped);
    // A couple with a child completes without answering the skipped income questions.
    const answers = fillAll(form, { 'il.child-together': { childTogether: true } });
    expect(form.questions.filter((q) => q.id in answers && isSkipped(q, answers))).toEqual([]);
    expect(formCompletion(form, answers, [], today).complete).toBe(true);
  });

  it('the statement: a "no" gate skips its follow-ups and they count', () => {
    const form = forms['spouse-information'];
    const answers = fillAll(form);
    const c = formCompletion(form, answers, [], today);
    expect(c.answered + c.skipped).toBe(form.questions.length);
    expect(c.states.filter((s) => s === 'skipped').length).toBe(
      form.questions.filter((q) => isSkipped(q, answers)).length,
    );
  });

  it('a legacy record without a seen list counts the optional questions before the saved index as skipped', () => {
    const form = forms['personal-guarantee'];
    const hanjaIndex = form.questions.findIndex((q) => q.id === 'pg.applicant-hanja');
    const base = emptyFormProgress(form.id, 'x');
    const skippedAt = (p: Parameters<typeof deriveFormProgress>[1]) =>
      deriveFormProgress(form, p, today).completion.skipped;
    expect(skippedAt({ ...base, currentQuestionIndex: hanjaIndex })).toBe(0);
    expect(skippedAt({ ...base, currentQuestionIndex: hanjaIndex + 1 })).toBe(1);
    expect(skippedAt({ ...base, currentQuestionIndex: hanjaIndex + 1, seenQuestions: [] })).toBe(0);
  });
});
