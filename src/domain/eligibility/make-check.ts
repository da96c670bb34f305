import type { Localized, Source } from '../common';
import { localized } from './format';
import type { CheckStatus, EligibilityCheck, EligibilityCheckId } from './types';

/** One check's result: what it found, in both languages, with its source. */
export const check = (
  id: EligibilityCheckId,
  status: CheckStatus,
  title: Localized,
  detail: Localized,
  source: Source,
): EligibilityCheck => ({ id, status, title, detail, source });

export const unanswered = localized('Answer this question to check it.', '이 질문에 답하면 확인할 수 있어요.');
