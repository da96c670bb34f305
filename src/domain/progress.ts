/** Progress rules of spec §4 and §9, pure. */
import type { ApplicationSections, Eligibility, Statement, ApplicationForms, Documents } from './application';
import { documentSlots, applicationFormSections } from './application';
import type { FormId, ProgressKey } from './forms/types';
import { isEligibilityComplete as isEligibilityDone } from './eligibility/check';
import { isSlotFilled } from './documents/slots';

export type FormStatus = 'not-started' | 'in-progress' | 'completed';

export type FormProgress = {
  formId: FormId;
  totalQuestions: number;
  answeredQuestions: number;
  lastUpdated: string;
  status: FormStatus;
  currentQuestionIndex: number;
  formData: Record<string, unknown>;
  lastSaved: string | null;
};

export type GlobalProgress = Record<ProgressKey, FormProgress> & {
  overallStatus: FormStatus;
  createdAt: string;
  lastUpdated: string;
};

/** Spec §9 question totals; the form definitions must agree (tested). */
export { questionTotals, isKnownFormId } from './forms/ids';
import { questionTotals } from './forms/ids';

export const progressKeys: Record<FormId, ProgressKey> = {
  'personal-guarantee': 'personalGuarantee',
  'invitation-letter': 'invitationLetter',
  'spouse-information': 'spouseInformation',
};

export const formIdList = Object.keys(questionTotals) as FormId[];


/** not-started (no answers) -> in-progress (any answer) -> completed (index reaches the total). */
export function formStatus(answeredQuestions: number, currentQuestionIndex: number, totalQuestions: number): FormStatus {
  if (currentQuestionIndex >= totalQuestions) return 'completed';
  if (answeredQuestions > 0) return 'in-progress';
  return 'not-started';
}

export function overallStatus(statuses: FormStatus[]): FormStatus {
  if (statuses.length > 0 && statuses.every((s) => s === 'completed')) return 'completed';
  if (statuses.some((s) => s === 'in-progress' || s === 'completed')) return 'in-progress';
  return 'not-started';
}

export const percent = (answered: number, total: number): number =>
  total <= 0 ? 0 : Math.round((Math.min(answered, total) / total) * 100);

export function emptyFormProgress(formId: FormId, now: string): FormProgress {
  return {
    formId,
    totalQuestions: questionTotals[formId],
    answeredQuestions: 0,
    lastUpdated: now,
    status: 'not-started',
    currentQuestionIndex: 0,
    formData: {},
    lastSaved: null,
  };
}

const answered = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/** All spec fields answered, the check says eligible, and completedAt is set (one rule, in domain/eligibility). */
export const isEligibilityComplete = (e: Eligibility): boolean => isEligibilityDone(e as never, e.checkResult, e.completedAt);

/** Every slot holds what it needs (domain/documents/slots.ts), not just any one file. */
export const areDocumentsComplete = (d: Documents): boolean => documentSlots.every((slot) => isSlotFilled(slot, d[slot]));

export const isStatementComplete = (s: Statement): boolean => s.generated && s.content.trim().length > 0 && answered(s.completedAt);

export const areApplicationFormsComplete = (f: ApplicationForms): boolean =>
  applicationFormSections.every((section) => f[section] != null) && answered(f.completedAt);

export type StepId = 'eligibility' | 'documents' | 'statements' | 'forms';

/** Four equal steps, a quarter each, shown as a rounded percent (spec §4 Overall progress). */
export function overallProgress(
  s: Pick<ApplicationSections, 'eligibility' | 'documents' | 'personalStatement' | 'sponsorStatement' | 'applicationForms'>,
) {
  const steps: Record<StepId, boolean> = {
    eligibility: isEligibilityComplete(s.eligibility),
    documents: areDocumentsComplete(s.documents),
    // "Statements", plural: both the applicant's and (since store version 3) the sponsor's.
    statements: isStatementComplete(s.personalStatement) && isStatementComplete(s.sponsorStatement),
    forms: areApplicationFormsComplete(s.applicationForms),
  };
  const done = Object.values(steps).filter(Boolean).length;
  return { steps, percent: Math.round((done / 4) * 100) };
}
