import type { Localized, Source } from '../common';
import { eligibilitySources } from './sources';
import type { EligibilityCheck, EligibilityCheckId, EligibilityOutcome, EligibilityResult } from './types';

/** The day the rules for every couple (section 14) changed the check. */
export const RULES_CHANGED_ON = '2026-11-26';

/** A rule that changed, what changed and why, for the checks it touches (nothing lost: say it). */
export type RuleChange = { checkId: EligibilityCheckId; what: Localized; source: Source };

export const ruleChanges: readonly RuleChange[] = [
  {
    checkId: 'sponsor-record',
    what: {
      en: "New check: the sponsor's criminal record that the invitation asks (item 9.1) is now used. A record within 10 years (5 for a false marriage report) likely bars the invitation unless you have a child together.",
      ko: '새 확인: 초청장 9.1 항목에서 묻는 초청인의 범죄경력을 이제 반영해요. 10년(허위 혼인신고는 5년) 이내의 전력이 있으면 두 분 사이에 자녀가 없는 한 초청이 제한될 가능성이 높아요.',
    },
    source: eligibilitySources.sponsorRecord,
  },
  {
    checkId: 'sponsor-naturalisation',
    what: {
      en: 'New check: only a sponsor naturalised on the basis of marriage less than 3 years ago is flagged (before, no check).',
      ko: '새 확인: 혼인을 근거로 귀화한 지 3년이 지나지 않은 초청인만 표시해요(이전에는 확인하지 않았어요).',
    },
    source: eligibilitySources.sponsorNaturalisation,
  },
  {
    checkId: 'marriage-guidance-program',
    what: {
      en: 'Changed: an unfinished guidance program that is not exempt now blocks the step (before, a warning you could acknowledge), because the visa is not issued without it.',
      ko: '변경: 면제 대상이 아닌데 국제결혼 안내프로그램을 이수하지 않았으면 이제 이 단계를 마칠 수 없어요(이전에는 확인하고 넘어갈 수 있는 경고였어요). 이수 없이는 사증이 발급되지 않기 때문이에요.',
    },
    source: eligibilitySources.guidanceProgram,
  },
  {
    checkId: 'invitation-limit',
    what: {
      en: 'Changed: a child together now likely lifts the 5-year invitation limit (before, always "cannot invite again yet").',
      ko: '변경: 두 분 사이에 자녀가 있으면 5년 내 초청 제한의 예외일 가능성이 높아요(이전에는 항상 "아직 초청할 수 없음"이었어요).',
    },
    source: eligibilitySources.invitationLimitChild,
  },
  {
    checkId: 'income',
    what: {
      en: 'Changed: the "lived together abroad for 1 year" income exemption now needs a year as a married couple, and assets count only after 6 months of holding.',
      ko: "변경: '해외에서 1년 이상 함께 생활' 소득 면제는 이제 혼인 후 1년 이상이어야 하고, 재산은 6개월 이상 보유해야 인정돼요.",
    },
    source: eligibilitySources.livedAbroadExemption,
  },
];

/**
 * The rule changes behind a result that moved: when the result stored with the answers (worked out
 * under the earlier rules) is better than today's, the changed rules whose checks are not met now.
 */
export function changesBehind(
  storedResult: EligibilityOutcome | null | undefined,
  current: EligibilityResult,
): Array<RuleChange & { check: EligibilityCheck }> {
  const rank: Record<EligibilityOutcome, number> = { eligible: 0, 'needs-attention': 1, 'not-eligible': 2 };
  if (!storedResult || rank[storedResult] >= rank[current.result]) {
    // The outcome label may not move while a new blocking check still closes the step.
    if (storedResult !== 'eligible' || !current.checks.some((c) => c.blocking)) return [];
  }
  return ruleChanges.flatMap((change) => {
    const check = current.checks.find((c) => c.id === change.checkId);
    return check && check.status !== 'pass' ? [{ ...change, check }] : [];
  });
}
