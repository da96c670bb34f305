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

export { formReference } from './reference';
