/**
 * An answer left on a question the form's routing now skips (answered, then an earlier answer
 * changed to "No") stays stored, so switching back shows it again, but no reader counts it: the
 * effective answers, completion, the language check, the couple's facts and the 사유서.
 */
import { describe, expect, it } from 'vitest';
import { wrongLanguageAnswers } from '@/domain/answer-language';
import { deriveFormProgress } from '@/domain/forms/completion';
import { resolveAnswers } from '@/domain/forms/resolve';
import { applicableAnswers } from '@/domain/forms/skip';
import { getFormShape } from '@/domain/forms/structure';
import type { FormAnswers } from '@/domain/forms/types';
import { reasonStatements } from '@/domain/package/reasons';
import { emptyFormProgress } from '@/domain/progress';

const statement = getFormShape('spouse-information');
const today = new Date(2026, 10, 22);

/** Q16 and Q22 answered with June 1, 2027, then Q15 and Q21 set to "No". */
const leftBehind = (): FormAnswers => ({
  'si.previously-married': { answer: false },
  'si.previous-marriage': { spouseName: 'ROE JOHN', from: '2027-06-01', to: '2027-06-01' },
  'si.visited-korea': { answer: false },
  'si.latest-korea-visit': { from: '2027-06-01', to: '2027-06-10', purpose: 'Family', place: 'Seoul' },
});

describe('answers left on skipped questions', () => {
  it('are left out of the answers that apply, and come back when their question applies again', () => {
    const stored = leftBehind();
    const applies = applicableAnswers(statement, stored);
    expect(applies).not.toHaveProperty('si.previous-marriage');
    expect(applies).not.toHaveProperty('si.latest-korea-visit');
    expect(applies['si.visited-korea']).toEqual({ answer: false });
    // Nothing is deleted from what is stored.
    expect(stored).toHaveProperty('si.previous-marriage');
    const again = applicableAnswers(statement, { ...stored, 'si.visited-korea': { answer: true } });
    expect(again['si.latest-korea-visit']).toEqual(stored['si.latest-korea-visit']);
    // Nothing skipped: the same object.
    const none = { 'si.visited-korea': { answer: true } };
    expect(applicableAnswers(statement, none)).toBe(none);
  });

  it('are not among the effective answers every screen reads; the record keeps them', () => {
    expect(resolveAnswers(statement, leftBehind(), undefined)).not.toHaveProperty('si.latest-korea-visit');
    const p = deriveFormProgress(
      statement,
      { ...emptyFormProgress('spouse-information', 'x'), formData: leftBehind() },
      today,
    );
    expect(p.answers).not.toHaveProperty('si.previous-marriage');
    expect(p.formData).toHaveProperty('si.previous-marriage');
    expect(p.completion.states[statement.questions.findIndex((q) => q.id === 'si.previous-marriage')]).toBe('skipped');
  });

  it('are not listed as written in the wrong language', () => {
    const answers: FormAnswers = {
      'il.introduced': { introduced: false },
      'il.introducer-details': { name: 'A friend from the language exchange we both went to' },
    };
    expect(wrongLanguageAnswers('invitation-letter', answers)).toEqual([]);
    const introduced = { ...answers, 'il.introduced': { introduced: true } };
    expect(wrongLanguageAnswers('invitation-letter', introduced).map((w) => w.questionId)).toEqual([
      'il.introducer-details',
    ]);
  });

  it('ask for no 사유서: a total below the threshold left behind once the salary alone meets it', () => {
    const answers: FormAnswers = {
      'il.child-together': { childTogether: false },
      'il.current-employment': { employed: true },
      'il.current-job-income': { amount: 40_000_000, meetsThreshold: true },
      'il.income-total': { grandTotal: 18_000_000, meetsThreshold: false },
    };
    expect(reasonStatements({}, answers).map((r) => r.id)).toEqual([]);
    const below = { ...answers, 'il.current-job-income': { amount: 18_000_000, meetsThreshold: false } };
    // With the salary below it, the later checkpoints apply again (the total among them).
    expect(reasonStatements({}, below).map((r) => r.id)).toEqual(['income']);
  });
});
