import { saveFormProgress, readFormProgress } from '@/data/forms';
import { formStatus } from '@/domain/progress';
import { getForm } from '@/domain/forms';
import { answeredCount } from '@/domain/forms/skip';
import type { FormAnswers, FormId, QuestionAnswer } from '@/domain/forms/types';
import { logger } from '@/lib/logger';

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

/**
 * Saves typed answers without making typing wait: at most one save in flight per
 * form, and only the latest value of each question is written next. A failed save
 * keeps the value queued and reports the error, so nothing typed is lost.
 */
export function createAnswerQueue(formId: FormId, onError: (error: unknown) => void, onSaved: () => void) {
  const pending = new Map<string, QuestionAnswer | undefined>();
  let running = false;

  const pump = async () => {
    if (running) return;
    running = true;
    try {
      while (pending.size > 0) {
        const [questionId, answer] = pending.entries().next().value as [string, QuestionAnswer | undefined];
        pending.delete(questionId);
        try {
          await saveAnswer(formId, questionId, answer);
          onSaved();
        } catch (error) {
          if (!pending.has(questionId)) pending.set(questionId, answer);
          logger.error('Failed to save an answer', error);
          onError(error);
          break;
        }
      }
    } finally {
      running = false;
    }
  };

  return {
    push(questionId: string, answer: QuestionAnswer | undefined) {
      pending.set(questionId, answer);
      void pump();
    },
    retry: () => void pump(),
    hasPending: () => pending.size > 0 || running,
  };
}
