/** Progress rules of spec §4 and §9, pure. */
import type { Eligibility } from './application';
import type { Couple } from './couple';
import type { FormId, ProgressKey } from './forms/types';
import type { EligibilityCheckId } from './eligibility/types';
import {
  judgeEligibility,
  checksNeedingAttention,
  eligibilityFields,
  isAttentionAcknowledged,
  isEligibilityComplete as isEligibilityDone,
  isEligibilityFieldAnswered,
} from './eligibility/verdicts';

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
   * Optional questions the user has seen and moved on from (D18: they count as answered).
   * Absent in records written before it existed; then the questions before the saved index count.
   */
  seenQuestions?: string[];
  /**
   * When each answer was last edited or removed, by question id ( two devices merge per
   * question, domain/progress-merge.ts). Absent in records written before it existed: then every
   * answer counts as edited at `lastUpdated`.
   */
  answeredAt?: Record<string, string>;
  /**
   * For each answer, the stamp of the answer it replaced on the device that typed it: what that
   * device had seen. An answer that replaced this device's answer after seeing it is a later edit,
   * not a conflict, so no "replaced" notice.
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
 * a valid answer, Finish pressed or not: D25, which replaces D18's gate on the saved
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

/**
 * All spec fields answered, completedAt set, and the check says eligible, or needs attention with
 * every such check acknowledged (D19: a warning is not a wall). One rule, in domain/eligibility.
 */
export function isEligibilityComplete(
  e: Eligibility,
  today: Date = new Date(),
  targetDate: string | null = null,
  /** The couple's facts from every form, as the eligibility page judges with them (the invitation's 7.3, 9.1). */
  couple?: Couple,
): boolean {
  // The income table in force on the target date decides, as on the eligibility page (section 13 C2).
  const result = judgeEligibility(e as never, { today: today.toISOString().slice(0, 10), targetDate, couple });
  return isEligibilityDone(
    e as never,
    e.checkResult,
    e.completedAt,
    isAttentionAcknowledged(result, e.acknowledgedChecks),
  );
}

export type StepId = 'eligibility' | 'documents' | 'statements' | 'forms';

/** What is left in a step, so the overall figure always explains itself (D19). */
export type StepLeft =
  | { kind: 'eligibility-questions'; count: number }
  | { kind: 'eligibility-failing'; count: number }
  | { kind: 'eligibility-attention'; count: number }
  /** Checks no acknowledgement passes (section 14 D1, D5): settled only when the facts change. */
  | { kind: 'eligibility-blocking'; count: number; checks: EligibilityCheckId[] }
  | { kind: 'eligibility-mark' }
  | { kind: 'documents'; count: number }
  | { kind: 'statement'; who: 'applicant' | 'sponsor' }
  | { kind: 'visa-form'; sectionsLeft: number }
  | {
      kind: 'official-form';
      formId: FormId;
      questionsLeft: number;
      invalid?: number;
      /** A started form's gaps, as its review lists them: required answers not given, and the first invalid one (0-based). */
      missing?: number;
      firstInvalid?: number;
    };

export function eligibilityLeft(e: Eligibility, today: Date, targetDate: string | null, couple?: Couple): StepLeft[] {
  const result = judgeEligibility(e as never, { today: today.toISOString().slice(0, 10), targetDate, couple });
  const left: StepLeft[] = [];
  const unanswered = eligibilityFields.filter((f) => !isEligibilityFieldAnswered(e as never, f)).length;
  if (unanswered > 0) left.push({ kind: 'eligibility-questions', count: unanswered });
  const failing = result.checks.filter((c) => c.status === 'fail').length;
  if (failing > 0) left.push({ kind: 'eligibility-failing', count: failing });
  // A check that cannot be acknowledged is said apart: "to read and acknowledge" would send the user to a button
  // that is not there.
  const open = checksNeedingAttention(result).filter((c) => !(e.acknowledgedChecks ?? []).includes(c.id));
  const attention = open.filter((c) => !c.blocking).length;
  const blockingChecks = open.filter((c) => c.blocking).map((c) => c.id);
  const blocking = blockingChecks.length;
  if (unanswered === 0 && attention > 0) left.push({ kind: 'eligibility-attention', count: attention });
  if (unanswered === 0 && blocking > 0)
    left.push({ kind: 'eligibility-blocking', count: blocking, checks: blockingChecks });
  if (left.length === 0 && !isEligibilityComplete(e, today, targetDate, couple))
    left.push({ kind: 'eligibility-mark' });
  return left;
}
