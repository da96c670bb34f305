/**
 * When a form is complete and what its counts count (decisions D25, replacing 18's gate), pure.
 *
 * - answered: the user gave an answer that is complete and valid;
 * - skipped: the form's own routing passes the question by because of an answer already given;
 * - passed: an optional question the user has seen and moved on from (counted as skipped, never answered);
 * - optional: an optional question not seen yet (not counted, not a gap);
 * - missing / invalid: the gaps that keep the form from being complete.
 */
import { isAnswered, isSkipped } from './skip';
import type { FormAnswers, FormShape, QuestionShape } from './types';
import { validateQuestion, type FieldError } from './validate';
import { formStatus, type FormProgress } from '../progress';
import type { People } from '../people';
import { resolveAnswers } from './resolve';
import { coupleDates, type CoupleDates } from '../plausibility';

export type QuestionState = 'answered' | 'skipped' | 'passed' | 'optional' | 'missing' | 'invalid';

export type Gap = { questionId: string; index: number; reason: 'missing' | 'invalid' };

export type FormCompletion = {
  /** Questions answered with a valid value (never an optional question only passed with Next). */
  answered: number;
  /**
   * Questions skipped: by the form's routing, or optional ones passed (or, once the form is complete,
   * never opened). answered + skipped of total is the count every screen shows.
   */
  skipped: number;
  total: number;
  /** Every question that applies is answered with a valid value. */
  complete: boolean;
  gaps: Gap[];
  states: QuestionState[];
};

const onlyRequiredErrors = (errors: Record<string, FieldError>): boolean =>
  Object.values(errors).every((e) => e.code === 'required');

export function questionState(
  question: QuestionShape,
  answers: FormAnswers,
  seen: ReadonlySet<string>,
  today: Date,
  dates?: CoupleDates,
): QuestionState {
  if (isSkipped(question, answers)) return 'skipped';
  const answer = answers[question.id];
  if (answer === undefined) {
    if (question.required) return 'missing';
    return seen.has(question.id) ? 'passed' : 'optional';
  }
  const errors = validateQuestion(question, answer, today, dates);
  if (!onlyRequiredErrors(errors)) return 'invalid';
  // A partly answered optional question (some required field of it left blank) is a gap too:
  // what was started must be finished or cleared ("Not applicable").
  if (Object.keys(errors).length > 0 || !isAnswered(question, answers)) return 'missing';
  return 'answered';
}

export function formCompletion(
  form: FormShape,
  answers: FormAnswers,
  seen: Iterable<string>,
  today: Date,
  dates?: CoupleDates,
): FormCompletion {
  const seenSet = new Set(seen);
  const states = form.questions.map((q) => questionState(q, answers, seenSet, today, dates));
  const gaps: Gap[] = [];
  states.forEach((state, index) => {
    if (state === 'missing' || state === 'invalid')
      gaps.push({ questionId: form.questions[index].id, index, reason: state });
  });
  const complete = gaps.length === 0;
  return {
    answered: states.filter((s) => s === 'answered').length,
    // An optional question not opened yet is still ahead while the form has gaps; once none is left it was skipped.
    skipped: states.filter((s) => s === 'skipped' || s === 'passed' || (complete && s === 'optional')).length,
    total: form.questions.length,
    complete,
    gaps,
    states,
  };
}

/** The optional questions that count as seen: the stored list, or (older records) those before the saved index. */
export function seenSet(
  form: FormShape,
  progress: Pick<FormProgress, 'seenQuestions' | 'currentQuestionIndex'>,
): Set<string> {
  if (progress.currentQuestionIndex >= form.questions.length) return new Set(form.questions.map((q) => q.id));
  if (progress.seenQuestions) return new Set(progress.seenQuestions);
  return new Set(form.questions.slice(0, Math.max(0, progress.currentQuestionIndex)).map((q) => q.id));
}

/**
 * The record as every screen must see it: answered count and status recomputed from the answers,
 * whatever was stored (a record saved as 'completed' with gaps by an older version shows in progress).
 */
export function deriveFormProgress(
  form: FormShape,
  progress: FormProgress,
  today: Date,
  people?: People,
  /** The couple's dates from every form (plausibility); by default those of the people records and this form. */
  dates?: CoupleDates,
): FormProgress & { completion: FormCompletion; answers: FormAnswers } {
  // The effective answers: a fact held in the people records answers its question (D20).
  const answers = resolveAnswers(form, (progress.formData ?? {}) as FormAnswers, people);
  const ownDates = dates ?? coupleDates(people, form.id === 'invitation-letter' ? answers : undefined);
  const completion = formCompletion(form, answers, seenSet(form, progress), today, ownDates);
  const total = form.questions.length;
  const hasAnswers = Object.keys(answers).length > 0;
  return {
    ...progress,
    totalQuestions: total,
    answeredQuestions: completion.answered,
    status: formStatus(
      hasAnswers ? Math.max(1, completion.answered) : completion.answered,
      progress.currentQuestionIndex,
      total,
      completion.complete && hasAnswers,
    ),
    completion,
    answers,
  };
}
