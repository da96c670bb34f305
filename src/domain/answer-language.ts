/**
 * Answers written in another language than the one the official form asks for ( answers
 * stand in their boxes in the language the form asks for). The package prints the user's words
 * as typed (nothing is translated for them) and the cover sheet lists these, so they can be
 * rewritten before signing: the invitation is written in Korean, passport names in Latin letters.
 */
import { getFormShape } from './forms/structure';
import { resolveAnswers } from './forms/resolve';
import type { FieldShape, FieldValues, FormAnswers, FormId, QuestionShape } from './forms/types';
import type { People } from './people';
import { isOtherLanguage } from './statement-wording';

export type WrongLanguage = { formId: FormId; questionId: string; items: string[]; asks: 'ko' | 'en' };

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;

/**
 * A value the question's language rules out. Korean: free text mostly in Latin letters (a long
 * answer, or four words or more, so a foreign name, an e-mail or a brand is never flagged). English
 * (passport names and the like): any Hangul.
 */
function wrongLanguage(question: QuestionShape, field: FieldShape, value: unknown): boolean {
  if (
    typeof value !== 'string' ||
    !value.trim() ||
    (field.type !== 'text' && field.type !== 'longText' && field.type !== 'address')
  )
    return false;
  // A field asking a Latin-letter version (the guarantee's English side) asks English in any question.
  if (question.answerLanguage === 'en' || field.format === 'latin') return HANGUL.test(value);
  if (question.answerLanguage !== 'ko') return false;
  return isOtherLanguage(value, 'ko') && (field.type === 'longText' || value.trim().split(/\s+/).length >= 4);
}

/** The questions of a form with an answer in the wrong language, in the form's order. */
export function wrongLanguageAnswers(formId: FormId, formData: FormAnswers, people?: People): WrongLanguage[] {
  const form = getFormShape(formId);
  const answers = resolveAnswers(form, formData, people);
  const out: WrongLanguage[] = [];
  for (const question of form.questions) {
    if (question.answerLanguage !== 'ko' && question.answerLanguage !== 'en') continue;
    const answer = answers[question.id];
    const rows: FieldValues[] = Array.isArray(answer) ? answer : answer ? [answer] : [];
    if (rows.some((row) => question.fields.some((field) => wrongLanguage(question, field, row[field.id]))))
      out.push({
        formId,
        questionId: question.id,
        items: question.officialItems.length
          ? question.officialItems
          : (form.questions.find((q) => q.id === question.partOf)?.officialItems ?? []),
        asks: question.answerLanguage,
      });
  }
  return out;
}
