/**
 * The eligibility check as the screens show it: the rules' verdicts (verdicts.ts) worded from the
 * texts table (texts.ts). The statuses read the verdicts only (D25: one computation, worded here).
 */
import type { Source } from '../common';
import { joinLocalized } from './format';
import { thresholdSource } from './income-table';
import { eligibilitySources } from './sources';
import { eligibilityTexts, wordMessage } from './texts';
import type {
  EligibilityCheck,
  EligibilityResult,
  EligibilitySourceRef,
  EligibilityVerdict,
  EligibilityVerdicts,
} from './types';
import { judgeEligibility } from './verdicts';

export * from './verdicts';

/** A verdict's source, resolved from its id or from the income table it names. */
export const sourceOf = (ref: EligibilitySourceRef): Source =>
  typeof ref === 'string' ? eligibilitySources[ref] : thresholdSource(ref);

/** One verdict in both languages. */
export const wordVerdict = ({ id, status, title, detail, source, blocking }: EligibilityVerdict): EligibilityCheck => ({
  id,
  status,
  title: eligibilityTexts[title](),
  detail: joinLocalized(...detail.map(wordMessage)),
  source: sourceOf(source),
  ...(blocking ? { blocking } : {}),
});

export const wordVerdicts = ({ result, checks }: EligibilityVerdicts): EligibilityResult => ({
  result,
  checks: checks.map(wordVerdict),
});

/** Runs every rule and words the result (see judgeEligibility). */
export const checkEligibility = (...args: Parameters<typeof judgeEligibility>): EligibilityResult =>
  wordVerdicts(judgeEligibility(...args));
