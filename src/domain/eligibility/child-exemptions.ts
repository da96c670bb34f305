/**
 * "Do you have a child together?" is asked once (`childTogether`); the income and the language
 * exemption lists follow that answer (D3): a yes adds the child exemption to both, a no takes it out
 * of both, no answer leaves what was ticked. The checks, the couple's facts and the eligibility page
 * read the lists through this, so a child the couple named exempts them on every screen.
 */
import type { EligibilityDraft, IncomeExemption, LanguageExemption } from './types';

export function followChildAnswer<T extends string>(
  list: readonly T[] | null | undefined,
  child: boolean | null | undefined,
): T[] {
  const rest = (list ?? []).filter((e) => e !== 'child-together');
  if (typeof child !== 'boolean') return [...(list ?? [])];
  return child ? [...rest, 'child-together' as T] : rest;
}

/** The answers with both exemption lists following the child answer. */
export function withChildExemptions<
  A extends Pick<EligibilityDraft, 'childTogether' | 'incomeExemptions' | 'languageExemptions'>,
>(answers: A): A {
  const child = answers.childTogether;
  if (typeof child !== 'boolean') return answers;
  return {
    ...answers,
    incomeExemptions: followChildAnswer<IncomeExemption>(answers.incomeExemptions, child),
    languageExemptions: followChildAnswer<LanguageExemption>(answers.languageExemptions, child),
  };
}
