import { saveFormProgress, readFormProgress } from '@/data/forms';
import { formStatus } from '@/domain/progress';
import { getForm } from '@/domain/forms';
import { answeredCount } from '@/domain/forms/skip';
import type { FormAnswers, FormId, QuestionAnswer } from '@/domain/forms/types';
import { logger } from '@/lib/logger';
import { createSaveQueue } from '@/lib/save-queue';

export { readFormProgress };

/**
 * Saves one answer: the answer, the answered count, the status, the timestamps and
 * the outbox row, in one transaction (data/forms.ts).
 */
export function saveAnswer(formId: FormId, questionId: string, answer: QuestionAnswer | undefined) {
  const form = getForm(formId);
  return saveFormProgress(formId, (current) => {
    const formData = { ...(current.formData as FormAnswers) };
    if (answer === undefined) delete formData[questionId];
    else formData[questionId] = answer;
    const answered = answeredCount(form, formData);
    return {
      ...current,
      formData,
      totalQuestions: form.questions.length,
      answeredQuestions: answered,
      status: formStatus(answered, current.currentQuestionIndex, form.questions.length),
    };
  });
}

/** Moves the saved position; reaching the total completes the form (spec §4 Form status). */
export function goToQuestion(formId: FormId, index: number) {
  const total = getForm(formId).questions.length;
  return saveFormProgress(formId, (current) => {
    const currentQuestionIndex = Math.max(0, Math.min(index, total));
    return { ...current, currentQuestionIndex, status: formStatus(current.answeredQuestions, currentQuestionIndex, total) };
  });
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
