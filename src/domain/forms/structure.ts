import { invitationLetter } from './invitation-letter';
import { personalGuarantee } from './personal-guarantee';
import { spouseInformation } from './spouse-information';
import type { FormId, FormShape, ProgressKey, QuestionShape } from './types';

/**
 * The three forms' structure: ids, fields, what is required, skip and show rules, formats, person facts
 * and official items. The data layer, the status (D25) and the audit read only this; the words are in
 * the `*.texts.ts` beside each form, which index.ts merges for the screens that show them.
 */
export const formShapes: Record<FormId, FormShape> = {
  'personal-guarantee': personalGuarantee,
  'invitation-letter': invitationLetter,
  'spouse-information': spouseInformation,
};

export const formIds: FormId[] = ['personal-guarantee', 'invitation-letter', 'spouse-information'];

export const formTotals = Object.fromEntries(formIds.map((id) => [id, formShapes[id].questions.length])) as Record<
  FormId,
  number
>;

export const isFormId = (x: unknown): x is FormId =>
  typeof x === 'string' && Object.prototype.hasOwnProperty.call(formShapes, x);

export const getFormShape = (id: FormId): FormShape => formShapes[id];

export const progressKeyOf = (id: FormId): ProgressKey => formShapes[id].progressKey;

// Question ids carry a per-form prefix, so one index serves all three forms.
const questionIndex = new Map<string, QuestionShape>(
  formIds.flatMap((id) => formShapes[id].questions.map((q) => [q.id, q] as const)),
);

export const getQuestionShape = (questionId: string): QuestionShape | undefined => questionIndex.get(questionId);

/** Where a question stands in its form (the wizard's `?q=`), -1 if the form has no such question. */
export const questionPosition = (formId: FormId, questionId: string): number =>
  formShapes[formId].questions.findIndex((q) => q.id === questionId);
