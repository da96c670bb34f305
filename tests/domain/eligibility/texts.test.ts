import { describe, expect, it } from 'vitest';
import { deriveCouple, type Couple } from '../../../src/domain/couple';
import { checkEligibility, judgeEligibility, wordVerdicts } from '../../../src/domain/eligibility/check';
import { eligibilityTexts, wordMessage, type EligibilityTextId } from '../../../src/domain/eligibility/texts';
import type { EligibilityDraft } from '../../../src/domain/eligibility/types';
import { hangul } from './text-walk';

// A fixed pseudo-random walk over the answers: wide enough to reach every message of every check.
function* drafts(
  count: number,
): Generator<{ answers: EligibilityDraft; couple: Couple; today: string; targetDate: string | null }> {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const some = <T>(xs: readonly T[]): T[] => xs.filter(() => rnd() < 0.25);
  for (let i = 0; i < count; i++) {
    const answers: EligibilityDraft = {
      nationality: pick(['US', 'VN', 'Thailand', '', undefined]),
      yearsMarried: pick([0.5, 2, undefined]),
      hasMarriageCertificate: pick([true, false, undefined]),
      relationshipProofLevel: pick(['none', 'some', 'strong', undefined] as const),
      annualIncome: pick([10_000_000, 30_000_000, 60_000_000, undefined]),
      hasHousingInKorea: pick([true, false, undefined]),
      koreanLanguageLevel: pick([
        'none',
        'basic',
        'topik1',
        'topik2plus',
        'korean-course',
        'native-or-shared-language',
        undefined,
      ] as const),
      plansToLiveTogether: pick([true, false, undefined]),
      householdSize: pick([undefined, 3, 9]),
      assetsKrw: pick([undefined, 300_000_000]),
      familyIncomeKrw: pick([undefined, 5_000_000]),
      incomeExemptions: some(['child-together', 'lived-abroad-together-1y', 'prior-f6-same-spouse'] as const),
      languageExemptions: some([
        'child-together',
        'pregnancy',
        'korean-related-degree',
        'ethnic-korean',
        'applicant-lived-in-korea-1y',
        'sponsor-lived-in-applicant-country-1y',
        'lived-together-same-country-1y',
      ] as const),
      marriageRegisteredInKorea: pick([true, false, undefined]),
      certificateAskedAlone: pick([true, undefined]),
      marriagePlace: pick(['korea', 'abroad', undefined] as const),
      sponsorIncomeEarnedIn: pick(['korea', 'abroad', 'both', undefined] as const),
      applicantResidence: pick(['US', 'VN', undefined]),
      childTogether: pick([true, false, undefined]),
      sponsorNaturalisation: pick(['no', 'marriage', 'other', undefined] as const),
      sponsorNaturalisedOn: pick([undefined, '2020-01-01', '2025-06-01']),
      invitedOtherSpouseWithin5Years: pick([true, false, undefined]),
      completedMarriageGuidanceProgram: pick([true, false, undefined]),
    };
    const derived = deriveCouple({ eligibility: answers as Record<string, unknown> });
    const record = pick([
      undefined,
      { kinds: [] },
      { kinds: ['domesticViolence' as const] },
      { kinds: ['violentCrime' as const], date: '2010-01-01' },
      { kinds: ['domesticViolence' as const, 'falseMarriageReport' as const], date: '2022-01-01' },
    ]);
    const couple = { ...derived, sponsor: { ...derived.sponsor, record } };
    yield {
      answers,
      couple,
      today: pick(['2026-11-26', '2024-05-01']),
      targetDate: pick([null, '2025-06-01', '2026-12-20', '2029-01-01']),
    };
  }
}

describe('eligibility: verdicts and their texts', () => {
  it('every text says something in English and in Korean', () => {
    const reached = new Set<EligibilityTextId>();
    for (const { answers, couple, today, targetDate } of drafts(2000)) {
      for (const verdict of judgeEligibility(answers, { today, targetDate, couple }).checks) {
        reached.add(verdict.title);
        for (const message of verdict.detail) {
          reached.add(message.id);
          const worded = wordMessage(message);
          expect(worded.en.trim(), message.id).not.toBe('');
          expect(worded.ko, message.id).toMatch(hangul);
        }
      }
    }
    // A text no verdict names (a typo on either side, or a dead message) fails here.
    expect(Object.keys(eligibilityTexts).filter((id) => !reached.has(id as EligibilityTextId))).toEqual([]);
  });

  it('words the verdicts the rules returned, check by check, without judging again', () => {
    for (const { answers, couple, today, targetDate } of drafts(200)) {
      const verdicts = judgeEligibility(answers, { today, targetDate, couple });
      const worded = checkEligibility(answers, { today, targetDate, couple });
      expect(worded).toEqual(wordVerdicts(verdicts));
      expect(worded.checks.map((c) => [c.id, c.status, c.blocking])).toEqual(
        verdicts.checks.map((c) => [c.id, c.status, c.blocking]),
      );
    }
  });
});
