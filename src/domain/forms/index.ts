import type { Locale } from '../common';
import { invitationLetterTexts } from './invitation-letter.texts';
import { withTexts } from './merge';
import { personalGuaranteeTexts } from './personal-guarantee.texts';
import { spouseInformationTexts } from './spouse-information.texts';
import { formIds, formShapes } from './structure';
import type { FormDef, FormId, FormTexts, QuestionDef } from './types';

/**
 * The three forms with their words, for the screens that show them (the wizard, the review, the final
 * step, the revisions, sync's "replaced" notice). Code that needs only the structure imports
 * ./structure, which does not bring the words.
 */
export { formIds, formTotals, isFormId, progressKeyOf, questionPosition } from './structure';

export const formTexts: Record<FormId, FormTexts> = {
  'personal-guarantee': personalGuaranteeTexts,
  'invitation-letter': invitationLetterTexts,
  'spouse-information': spouseInformationTexts,
};

export const forms = Object.fromEntries(formIds.map((id) => [id, withTexts(formShapes[id], formTexts[id])])) as Record<
  FormId,
  FormDef
>;

export const getForm = (id: FormId): FormDef => forms[id];

const questionIndex = new Map<string, QuestionDef>(
  formIds.flatMap((id) => forms[id].questions.map((q) => [q.id, q] as const)),
);

export const getQuestion = (questionId: string): QuestionDef | undefined => questionIndex.get(questionId);

// Month names written here, not through domain/prose-date: that brings lib/format-date into the forms'
// definitions, which the first visit's home card loads with (tools/vite/boot-chunks.ts).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The form's number and revision date as its reader writes them: "(rev. December 14, 2023)", "(개정 2023. 12. 14.)". */
export function formReference(form: FormDef, locale: Locale): string {
  const [year, month, day] = form.revised.split('-').map(Number);
  return locale === 'ko'
    ? `${form.officialNumber} (개정 ${year}. ${month}. ${day}.)`
    : `${form.officialNumber} (rev. ${MONTHS[month - 1]} ${day}, ${year})`;
}
