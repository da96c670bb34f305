import type { Eligibility } from '@/domain/application';
import {
  checksNeedingAttention,
  judgeEligibility,
  eligibilityFields,
  isAttentionAcknowledged,
  isEligibilityFieldAnswered,
  type EligibilityAnswers,
  type EligibilityDraft,
  type EligibilityVerdicts,
} from '@/domain/eligibility/verdicts';
import type { EligibilityCheck, EligibilityResult } from '@/domain/eligibility/types';
import { applicantUsPapers, deriveCouple, type CoupleInputs } from '@/domain/couple';

/** The couple facts held outside the check (people records, the invitation's answers, the health guide). */
export type EligibilityContext = Omit<CoupleInputs, 'eligibility'>;

/** The optional inputs the rules use beyond the spec's fields ("More details that can help"). */
export const extraFields = [
  'householdSize',
  'assetsKrw',
  'familyIncomeKrw',
  'incomeExemptions',
  'languageExemptions',
  'marriageRegisteredInKorea',
  'certificateAskedAlone',
  'invitedOtherSpouseWithin5Years',
  'completedMarriageGuidanceProgram',
  'marriagePlace',
  'sponsorIncomeEarnedIn',
  'sponsorResidence',
  'applicantResidence',
  'applicantRegion',
  'marriageCountry',
  'childTogether',
  'sponsorNaturalisation',
  'sponsorNaturalisedOn',
] as const satisfies ReadonlyArray<keyof EligibilityAnswers>;

type ExtraField = (typeof extraFields)[number];

/** The eligibility section as stored: the spec's fields plus the optional extras. */
export type StoredEligibility = Eligibility & { [K in ExtraField]?: EligibilityAnswers[K] | null };

/** The answers a user can change (everything but the result fields). */
export type EligibilityPatch = Partial<Omit<StoredEligibility, 'checkResult' | 'completedAt'>>;

/** Today as YYYY-MM-DD (UTC), which picks the income table year. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

export const toDraft = (stored: StoredEligibility): EligibilityDraft => {
  const { checkResult: _result, completedAt: _completed, ...answers } = stored;
  return answers as EligibilityDraft;
};

/**
 * The rules' verdicts (what the repository stores and the completion reads; the page words them,
 * evaluate.ts). `targetDate` is the timeline's application date: it picks the income table (section 13 C2).
 */
export const judge = (
  stored: StoredEligibility,
  today: string = todayIso(),
  targetDate: string | null = null,
  context: EligibilityContext = {},
): EligibilityVerdicts =>
  judgeEligibility(toDraft(stored), {
    today,
    targetDate,
    couple: deriveCouple({ ...context, eligibility: stored as unknown as Record<string, unknown> }),
  });

/**
 * Whether US-only hints apply: the applicant is a US national or lives in the US (D28). Undefined
 * while neither is answered: hints then say nothing country-specific.
 */
export const usPapersOf = (stored: StoredEligibility): boolean | undefined =>
  applicantUsPapers(deriveCouple({ eligibility: stored as unknown as Record<string, unknown> }));

export const answeredCount = (stored: StoredEligibility): number =>
  eligibilityFields.filter((f) => isEligibilityFieldAnswered(toDraft(stored), f)).length;

export const unansweredCount = (stored: StoredEligibility): number => eligibilityFields.length - answeredCount(stored);

export const allAnswered = (stored: StoredEligibility): boolean => unansweredCount(stored) === 0;

/**
 * Marking complete is offered when every spec field is answered, nothing fails, and every check that
 * needs attention has been acknowledged (D19: a warning is not a wall). The income table is the
 * one in force on the target date (section 13 C2).
 */
export const canComplete = (
  stored: StoredEligibility,
  today: string = todayIso(),
  targetDate: string | null = null,
  context: EligibilityContext = {},
): boolean =>
  allAnswered(stored) && isAttentionAcknowledged(judge(stored, today, targetDate, context), stored.acknowledgedChecks);

/**
 * The checks still to acknowledge before the step can be marked complete (a warning or an open question
 * not acknowledged; a blocker cannot be): the card names them, so a disabled button says what is missing.
 */
export const stillToAcknowledge = <C extends Pick<EligibilityCheck, 'id' | 'status' | 'blocking'>>(
  result: { result: EligibilityResult['result']; checks: C[] },
  acknowledged: readonly string[] | null | undefined,
): C[] => checksNeedingAttention(result).filter((c) => !c.blocking && !(acknowledged ?? []).includes(c.id));
