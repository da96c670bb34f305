import type { Locale } from '../common';
import { invitationLetter } from './invitation-letter';
import { personalGuarantee } from './personal-guarantee';
import { spouseInformation } from './spouse-information';
import type { FormDef, FormId, ProgressKey, QuestionDef } from './types';

export const forms: Record<FormId, FormDef> = {
  'personal-guarantee': personalGuarantee,
  'invitation-letter': invitationLetter,
  'spouse-information': spouseInformation,
};

export const formIds: FormId[] = ['personal-guarantee', 'invitation-letter', 'spouse-information'];

export const formTotals = Object.fromEntries(formIds.map((id) => [id, forms[id].questions.length])) as Record<
  FormId,
  number
>;

export const isFormId = (x: unknown): x is FormId =>
  typeof x === 'string' && Object.prototype.hasOwnProperty.call(forms, x);

export const getForm = (id: FormId): FormDef => forms[id];

export const progressKeyOf = (id: FormId): ProgressKey => forms[id].progressKey;

// Question ids carry a per-form prefix, so one index serves all three forms.
const questionIndex = new Map<string, QuestionDef>(
  formIds.flatMap((id) => forms[id].questions.map((q) => [q.id, q] as const)),
);

export const getQuestion = (questionId: string): QuestionDef | undefined => questionIndex.get(questionId);

/** Where a question stands in its form (the wizard's `?q=`), -1 if the form has no such question. */
export const questionPosition = (formId: FormId, questionId: string): number =>
  forms[formId].questions.findIndex((q) => q.id === questionId);

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
