import { useLingui } from '@lingui/react/macro';
import type { Tone } from '@/ui/badge-tone';
import { isAttentionAcknowledged, type EligibilityResult } from '@/domain/eligibility/check';
import type {
  CheckStatus,
  EligibilityOutcome,
  IncomeExemption,
  KoreanLanguageLevel,
  LanguageExemption,
  RelationshipProofLevel,
} from '@/domain/eligibility/types';

/**
 * What the outcome badge shows: the check's outcome, or 'acknowledged' once every "needs attention"
 * item is read and acknowledged (D19), so the badge agrees with "step complete".
 */
export type ShownOutcome = EligibilityOutcome | 'acknowledged';
export const outcomeTone: Record<ShownOutcome, Tone> = {
  eligible: 'ok',
  acknowledged: 'ok',
  'needs-attention': 'warn',
  'not-eligible': 'bad',
};

export const shownOutcome = (
  result: EligibilityResult,
  acknowledged: readonly string[] | null | undefined,
): ShownOutcome =>
  result.result === 'needs-attention' && isAttentionAcknowledged(result, acknowledged) ? 'acknowledged' : result.result;
export const statusTone: Record<CheckStatus, Tone> = { pass: 'ok', warn: 'warn', fail: 'bad', unknown: 'neutral' };

export function useEligibilityLabels() {
  const { t } = useLingui();
  const outcome: Record<ShownOutcome, string> = {
    eligible: t({ id: 'eligibility.outcome.eligible', message: 'Eligible' }),
    acknowledged: t({ id: 'eligibility.outcome.acknowledged', message: 'Eligible, points noted' }),
    'needs-attention': t({ id: 'eligibility.outcome.needs_attention', message: 'Needs attention' }),
    'not-eligible': t({ id: 'eligibility.outcome.not_eligible', message: 'Not eligible yet' }),
  };
  const status: Record<CheckStatus, string> = {
    pass: t({ id: 'eligibility.status.pass', message: 'Met' }),
    warn: t({ id: 'eligibility.status.warn', message: 'Check this' }),
    fail: t({ id: 'eligibility.status.fail', message: 'Not met' }),
    unknown: t({ id: 'eligibility.status.unknown', message: 'Not answered' }),
  };
  /** A "check this" item the user has read and acknowledged. */
  const acknowledgedStatus = t({ id: 'eligibility.status.acknowledged', message: 'Acknowledged' });
  const proof: Record<RelationshipProofLevel, string> = {
    none: t({ id: 'eligibility.proof.none', message: 'Little or none yet' }),
    some: t({ id: 'eligibility.proof.some', message: 'Some: a few photos or messages' }),
    strong: t({
      id: 'eligibility.proof.strong',
      message: 'Plenty: photos over time and with family, chats, travel records',
    }),
  };
  const language: Record<KoreanLanguageLevel, string> = {
    none: t({ id: 'eligibility.language.none', message: 'No Korean yet' }),
    basic: t({ id: 'eligibility.language.basic', message: 'Some Korean, without a certificate' }),
    topik1: t({ id: 'eligibility.language.topik1', message: 'TOPIK level 1' }),
    topik2plus: t({ id: 'eligibility.language.topik2plus', message: 'TOPIK level 2 or higher' }),
    'korean-course': t({
      id: 'eligibility.language.course',
      message: 'Finished a designated Korean course (e.g. King Sejong Institute) or KIIP level 2+',
    }),
    'native-or-shared-language': t({
      id: 'eligibility.language.shared',
      message: 'We share a native language or another common language',
    }),
  };
  const incomeExemption: Record<IncomeExemption, string> = {
    'child-together': t({ id: 'eligibility.income_exemption.child', message: 'We have a child together' }),
    'lived-abroad-together-1y': t({
      id: 'eligibility.income_exemption.abroad',
      message: 'As a married couple we lived together abroad for 1 year or more',
    }),
    'prior-f6-same-spouse': t({
      id: 'eligibility.income_exemption.prior_f6',
      message: 'The applicant held F-6 before, with the same spouse',
    }),
  };
  const languageExemption: Record<LanguageExemption, string> = {
    'child-together': t({ id: 'eligibility.language_exemption.child', message: 'We have a child together' }),
    pregnancy: t({ id: 'eligibility.language_exemption.pregnancy', message: 'The applicant is pregnant' }),
    'korean-related-degree': t({
      id: 'eligibility.language_exemption.degree',
      message: "The applicant has a bachelor's degree or higher in a Korean-related field",
    }),
    'ethnic-korean': t({
      id: 'eligibility.language_exemption.ethnic',
      message: 'The applicant is an ethnic Korean with foreign nationality',
    }),
    'applicant-lived-in-korea-1y': t({
      id: 'eligibility.language_exemption.lived_korea',
      message: 'The applicant lived in Korea for 1 year or more',
    }),
    'sponsor-lived-in-applicant-country-1y': t({
      id: 'eligibility.language_exemption.sponsor_abroad',
      message: "The sponsor lived in the applicant's country for 1 year or more",
    }),
    'lived-together-same-country-1y': t({
      id: 'eligibility.language_exemption.together',
      message: 'We lived in the same country for 1 year or more',
    }),
  };
  return { outcome, status, acknowledgedStatus, proof, language, incomeExemption, languageExemption };
}
