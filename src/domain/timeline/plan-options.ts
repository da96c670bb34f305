import type { PlanOptions } from './types';

/** The couple facts the eligibility section holds that change the plan (section 13 C3, C7). */
export type PlanFacts = {
  marriagePlace?: unknown;
  marriageRegisteredInKorea?: unknown;
  sponsorResidence?: unknown;
  koreanLanguageLevel?: unknown;
};

/**
 * Plan options from stored answers. Values this version does not know leave the option unset, which
 * plans the safe side (both marriage tasks; no extra sponsor tasks unless the sponsor lives in the US).
 */
export const planOptionsFromFacts = (facts: PlanFacts | null | undefined): PlanOptions => {
  const f = facts ?? {};
  const options: PlanOptions = {};
  if (f.marriagePlace === 'korea' || f.marriagePlace === 'abroad') options.marriagePlace = f.marriagePlace;
  if (f.marriageRegisteredInKorea === true) options.marriageOnKoreanRegister = true;
  if (f.sponsorResidence === 'us' || f.sponsorResidence === 'korea') options.sponsorResidence = f.sponsorResidence;
  return options;
};
