/**
 * The questions named by the "replaced" notice: each question's label in the user's
 * language, form by form. Form definitions load only when a notice is due (not in the first paint).
 */
import { pick, type Locale } from '@/domain/common';
import type { ReplacedForm } from './engine';

export async function replacedQuestionNames(replaced: ReplacedForm[], locale: Locale): Promise<string[]> {
  const { getForm } = await import('@/domain/forms');
  return replaced.flatMap(({ form, questions }) =>
    questions.map((id) => {
      const question = getForm(form.formId).questions.find((q) => q.id === id);
      // An id the definitions no longer hold is still named rather than hidden.
      return question ? pick(question.title, locale) : id;
    }),
  );
}
