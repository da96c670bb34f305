import { saveFormProgress, readFormProgress } from '@/data/forms';
import { getFormShape as getForm } from '@/domain/forms/structure';
import { deriveFormProgress } from '@/domain/forms/completion';
import type { FormProgress } from '@/domain/progress';
import type { People } from '@/domain/people';
import type { CoupleDates } from '@/domain/plausibility';
import type { FactWrite } from '@/data/people';
import type { FormAnswers, FormId, QuestionAnswer } from '@/domain/forms/types';
import { logger } from '@/lib/logger';
import { createSaveQueue } from '@/lib/save-queue';

export { readFormProgress };

/** The stored record with the count and status derived from its answers (D18). */
function withDerived(
  formId: FormId,
  record: FormProgress,
  people: People,
  dates: CoupleDates | undefined,
): FormProgress {
  const {
    completion: _completion,
    answers: _answers,
    ...derived
  } = deriveFormProgress(getForm(formId), record, new Date(), people, dates);
  return derived;
}

/** The person facts in an answer (D20): each tagged field's value edits the person. */
function factsOf(formId: FormId, questionId: string, answer: QuestionAnswer | undefined): FactWrite[] {
  const question = getForm(formId).questions.find((q) => q.id === questionId);
  if (!question || question.kind !== 'fields') return [];
  const values = answer && !Array.isArray(answer) ? answer : {};
  return (
    question.fields
      // Only what the answer holds: a field not in it was not edited here.
      .filter((f) => f.person && f.id in values)
      .map((f) => ({
        ref: f.person!,
        value:
          typeof values[f.id] === 'string'
            ? (values[f.id] as string)
            : values[f.id] == null
              ? ''
              : String(values[f.id]),
      }))
  );
}

/**
 * Saves one answer: the answer, the answered count, the status, the timestamps and
 * the outbox row, in one transaction (data/forms.ts).
 */
export function saveAnswer(formId: FormId, questionId: string, answer: QuestionAnswer | undefined) {
  return saveFormProgress(
    formId,
    (current) => {
      const formData = { ...(current.formData as FormAnswers) };
      if (answer === undefined) delete formData[questionId];
      else formData[questionId] = answer;
      return { ...current, formData };
    },
    () => factsOf(formId, questionId, answer),
  );
}

/**
 * Moves the saved position, remembering the optional question just left as seen (it then counts,
 * D18). The index reaches the total (the form completes) only when every question that
 * applies has a valid answer; otherwise it stays at the first gap. Returns the saved record.
 */
export function goToQuestion(formId: FormId, index: number, leaving?: number) {
  const form = getForm(formId);
  const total = form.questions.length;
  return saveFormProgress(
    formId,
    (current, people, dates) => {
      const left = leaving === undefined ? undefined : form.questions[leaving];
      const seen = new Set(
        current.seenQuestions ??
          form.questions.slice(0, Math.max(0, Math.min(current.currentQuestionIndex, total))).map((q) => q.id),
      );
      if (left && !left.required) seen.add(left.id);
      const next = { ...current, seenQuestions: [...seen] };
      let currentQuestionIndex = Math.max(0, Math.min(index, total));
      if (currentQuestionIndex >= total) {
        const { completion } = deriveFormProgress(
          form,
          { ...next, currentQuestionIndex: 0 },
          new Date(),
          people,
          dates,
        );
        if (!completion.complete) currentQuestionIndex = completion.gaps[0].index;
      }
      return withDerived(formId, { ...next, currentQuestionIndex }, people, dates);
    },
    undefined,
    { dates: true },
  );
}

/** Typing never waits on storage: the shared save queue, one save in flight, latest value per question. */
export function createAnswerQueue(formId: FormId, onError: (error: unknown) => void, onSaved: () => void) {
  return createSaveQueue<QuestionAnswer | undefined>((questionId, answer) => saveAnswer(formId, questionId, answer), {
    onError: (error) => {
      logger.error('Failed to save an answer', error);
      onError(error);
    },
    onSaved,
    journal: `form:${formId}`,
  });
}
