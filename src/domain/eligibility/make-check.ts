import type { EligibilityMessage, EligibilityTitleId } from './texts';
import type { CheckStatus, EligibilityCheckId, EligibilitySourceRef, EligibilityVerdict } from './types';

/** One check's verdict: what it found, as message ids (worded by texts.ts), with its source by reference. */
export const check = (
  id: EligibilityCheckId,
  status: CheckStatus,
  title: EligibilityTitleId,
  detail: EligibilityMessage | Array<EligibilityMessage | undefined>,
  source: EligibilitySourceRef,
): EligibilityVerdict => ({
  id,
  status,
  title,
  detail: Array.isArray(detail) ? detail.filter((m): m is EligibilityMessage => m !== undefined) : [detail],
  source,
});

export const unanswered: EligibilityMessage = { id: 'unanswered' };
