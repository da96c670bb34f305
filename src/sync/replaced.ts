/**
 * The questions named by the "replaced" notice: each question's label (or statement topic's title) in
 * the user's language, form by form. Form definitions load only when a notice is due (not in the first paint).
 */
import { pick, type Locale } from '@/domain/common';
import { topicTitles } from '@/domain/statement-topic-titles';
import type { Replaced } from './engine';

export async function replacedQuestionNames(replaced: Replaced[], locale: Locale): Promise<string[]> {
  const { getForm } = await import('@/domain/forms');
  return replaced.flatMap((r) => {
    if ('section' in r) return r.topics.map((topic) => pick(topicTitles[topic], locale));
    return r.questions.map((id) => {
      const question = getForm(r.form.formId).questions.find((q) => q.id === id);
      // An id the definitions no longer hold is still named rather than hidden.
      return question ? pick(question.title, locale) : id;
    });
  });
}
