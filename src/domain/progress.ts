/** Progress rules of spec §4 and §9, pure. */
import type {
  ApplicationSections,
  Eligibility,
  Statement,
  ApplicationForms,
  ApplicationFormSection,
  Documents,
} from './application';
import { documentSlots, applicationFormSections } from './application';
import type { FormId, ProgressKey } from './forms/types';
import { isSlotFilled } from './documents/slots';
import { isApplicationFormSectionComplete } from './visa-application/validate';
import type { CoupleDates } from './plausibility';
import {
  checkEligibility,
  checksNeedingAttention,
  eligibilityFields,
  isAttentionAcknowledged,
  isEligibilityComplete as isEligibilityDone,
  isEligibilityFieldAnswered,
} from './eligibility/check';

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
  /**
   * Optional questions the user has seen and moved on from (ruling 18: they count as answered).
   * Absent in records written before it existed; then the questions before the saved index count.
   */
  seenQuestions?: string[];
  /**
   * When each answer was last edited or removed, by question id (issue 10: two devices merge per
   * question, domain/progress-merge.ts). Absent in records written before it existed: then every
   * answer counts as edited at `lastUpdated`.
   */
  answeredAt?: Record<string, string>;
  /**
   * For each answer, the stamp of the answer it replaced on the device that typed it: what that
   * device had seen. An answer that replaced this device's answer after seeing it is a later edit,
   * not a conflict, so no "replaced" notice (issue 10).
   */
  replacedAt?: Record<string, string>;
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

/**
 * not-started (no answers) -> in-progress (any answer) -> completed (every question that applies has
 * a valid answer, Finish pressed or not: ruling 25, which replaces ruling 18's gate on the saved
 * index; the index stays the wizard's position). Never trust a stored status: derive it.
 */
export function formStatus(
  answeredQuestions: number,
  currentQuestionIndex: number,
  _totalQuestions: number,
  complete: boolean,
): FormStatus {
  if (complete) return 'completed';
  if (answeredQuestions > 0 || currentQuestionIndex > 0) return 'in-progress';
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

/**
 * All spec fields answered, completedAt set, and the check says eligible, or needs attention with
 * every such check acknowledged (ruling 19: a warning is not a wall). One rule, in domain/eligibility.
 */
export function isEligibilityComplete(
  e: Eligibility,
  today: Date = new Date(),
  targetDate: string | null = null,
): boolean {
  // The income table in force on the target date decides, as on the eligibility page (section 13 C2).
  const result = checkEligibility(e as never, { today: today.toISOString().slice(0, 10), targetDate });
  return isEligibilityDone(
    e as never,
    e.checkResult,
    e.completedAt,
    isAttentionAcknowledged(result, e.acknowledgedChecks),
  );
}

/** Every slot holds what it needs (domain/documents/slots.ts), not just any one file. */
export const areDocumentsComplete = (d: Documents): boolean =>
  documentSlots.every((slot) => isSlotFilled(slot, d[slot]));

export const isStatementComplete = (s: Statement): boolean =>
  s.generated && s.content.trim().length > 0 && answered(s.completedAt);

/** Every section of the visa application form valid and complete (domain/visa-application), and marked so. */
export const areApplicationFormsComplete = (
  f: ApplicationForms,
  today: Date = new Date(),
  dates?: CoupleDates,
): boolean =>
  applicationFormSections.every((section) => isApplicationFormSectionComplete(section, f[section], today, dates)) &&
  answered(f.completedAt);

/**
 * The visa application form (사증발급신청서) alone: complete, and which of its five sections are not.
 * The one place the forms step asks about it; the per-section rule of the visa form plugs in here.
 */
export function visaApplicationFormState(
  f: ApplicationForms,
  today: Date = new Date(),
  dates?: CoupleDates,
): { complete: boolean; sectionsLeft: ApplicationFormSection[] } {
  const sectionsLeft = applicationFormSections.filter(
    (section) => !isApplicationFormSectionComplete(section, f[section], today, dates),
  );
  return { complete: sectionsLeft.length === 0 && answered(f.completedAt), sectionsLeft };
}

export type StepId = 'eligibility' | 'documents' | 'statements' | 'forms';

/** An official form as the forms step sees it (derived status, never the stored flag). */
export type OfficialFormState = Pick<FormProgress, 'formId' | 'status' | 'answeredQuestions' | 'totalQuestions'>;

export const officialFormsOf = (g: GlobalProgress): OfficialFormState[] => formIdList.map((id) => g[progressKeys[id]]);

/** What is left in a step, so the overall figure always explains itself (ruling 19). */
export type StepLeft =
  | { kind: 'eligibility-questions'; count: number }
  | { kind: 'eligibility-failing'; count: number }
  | { kind: 'eligibility-attention'; count: number }
  | { kind: 'eligibility-mark' }
  | { kind: 'documents'; count: number }
  | { kind: 'statement'; who: 'applicant' | 'sponsor' }
  | { kind: 'visa-form'; sectionsLeft: number }
  | { kind: 'official-form'; formId: FormId; questionsLeft: number; invalid?: number };

export function eligibilityLeft(e: Eligibility, today: Date, targetDate: string | null): StepLeft[] {
  const result = checkEligibility(e as never, { today: today.toISOString().slice(0, 10), targetDate });
  const left: StepLeft[] = [];
  const unanswered = eligibilityFields.filter((f) => !isEligibilityFieldAnswered(e as never, f)).length;
  if (unanswered > 0) left.push({ kind: 'eligibility-questions', count: unanswered });
  const failing = result.checks.filter((c) => c.status === 'fail').length;
  if (failing > 0) left.push({ kind: 'eligibility-failing', count: failing });
  const attention = checksNeedingAttention(result).filter((c) => !(e.acknowledgedChecks ?? []).includes(c.id)).length;
  if (unanswered === 0 && attention > 0) left.push({ kind: 'eligibility-attention', count: attention });
  if (left.length === 0 && !isEligibilityComplete(e, today, targetDate)) left.push({ kind: 'eligibility-mark' });
  return left;
}

/**
 * Four equal steps, a quarter each, shown as a rounded percent (spec §4 Overall progress). The
 * forms step needs the visa application form AND the three official forms complete (ruling 19);
 * `left` says what remains in each step.
 */
export function overallProgress(
  s: Pick<
    ApplicationSections,
    'eligibility' | 'documents' | 'personalStatement' | 'sponsorStatement' | 'applicationForms'
  > & {
    timeline?: { targetDate: string | null } | null;
    /** The couple's dates from every form (plausibility across forms). */
    dates?: CoupleDates;
  },
  official: OfficialFormState[],
  today: Date = new Date(),
) {
  const visa = visaApplicationFormState(s.applicationForms, today, s.dates);
  const left: Record<StepId, StepLeft[]> = {
    eligibility: eligibilityLeft(s.eligibility, today, s.timeline?.targetDate ?? null),
    documents: (() => {
      // A slot counts when it holds what it needs (domain/documents/slots.ts), not just any one file.
      const count = documentSlots.filter((slot) => !isSlotFilled(slot, s.documents[slot])).length;
      return count > 0 ? [{ kind: 'documents', count } as StepLeft] : [];
    })(),
    // "Statements", plural: both the applicant's and (since store version 3) the sponsor's.
    statements: [
      ...(isStatementComplete(s.personalStatement) ? [] : [{ kind: 'statement', who: 'applicant' } as StepLeft]),
      ...(isStatementComplete(s.sponsorStatement) ? [] : [{ kind: 'statement', who: 'sponsor' } as StepLeft]),
    ],
    forms: [
      ...(visa.complete ? [] : [{ kind: 'visa-form', sectionsLeft: visa.sectionsLeft.length } as StepLeft]),
      ...formIdList
        .map(
          (id) =>
            official.find((f) => f.formId === id) ?? {
              formId: id,
              status: 'not-started' as FormStatus,
              answeredQuestions: 0,
              totalQuestions: questionTotals[id],
            },
        )
        .filter((f) => f.status !== 'completed')
        .map((f): StepLeft => ({
          kind: 'official-form',
          formId: f.formId,
          questionsLeft: Math.max(0, f.totalQuestions - f.answeredQuestions),
        })),
    ],
  };
  const steps: Record<StepId, boolean> = {
    eligibility: isEligibilityComplete(s.eligibility, today, s.timeline?.targetDate ?? null),
    documents: left.documents.length === 0,
    statements: left.statements.length === 0,
    forms: left.forms.length === 0,
  };
  const done = Object.values(steps).filter(Boolean).length;
  return { steps, left, percent: Math.round((done / 4) * 100) };
}
