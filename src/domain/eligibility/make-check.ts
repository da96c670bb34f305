import type { Source } from '../common';
import type { EligibilityMessage, EligibilityTitleId } from './texts';
import type { CheckStatus, EligibilityCheckId, EligibilityVerdict } from './types';

/** One check's verdict: what it found, as message ids (worded by texts.ts), with its source. */
export const check = (
  id: EligibilityCheckId,
  status: CheckStatus,
  title: EligibilityTitleId,
  detail: EligibilityMessage | Array<EligibilityMessage | undefined>,
  source: Source,
): EligibilityVerdict => ({
  id,
  status,
  title,
  detail: Array.isArray(detail) ? detail.filter((m): m is EligibilityMessage => m !== undefined) : [detail],
  source,
});

export const unanswered: EligibilityMessage = { id: 'unanswered' };
