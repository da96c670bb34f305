import { wordVerdicts, type EligibilityResult } from '@/domain/eligibility/check';
import { judge, todayIso, type EligibilityContext, type StoredEligibility } from './model';

/** The check as the page shows it: the verdicts (model.ts) worded; only the page loads the texts. */
export const evaluate = (
  stored: StoredEligibility,
  today: string = todayIso(),
  targetDate: string | null = null,
  context: EligibilityContext = {},
): EligibilityResult => wordVerdicts(judge(stored, today, targetDate, context));
