import { describe, it, expect } from 'vitest';
import {
  checkEligibility,
  eligibilityFields,
  guidanceProgramCountries,
  isEligibilityComplete,
  type EligibilityAnswers,
  type EligibilityCheckId,
  type EligibilityDraft,
} from '../../../src/domain/eligibility/check';
import { collectText, hangul, isoDate } from './text-walk';

const today = '2026-11-23';

const passing: EligibilityAnswers = {
  fullName: 'Jane Doe',
  nationality: 'US',
  spouseName: '김민수',
  yearsMarried: 1,
  hasMarriageCertificate: true,
  relationshipProofLevel: 'strong',
  annualIncome: 30_000_000,
  hasHousingInKorea: true,
  koreanLanguageLevel: 'topik1',
  plansToLiveTogether: true,
};

const run = (patch: EligibilityDraft, on = today) => checkEligibility({ ...passing, ...patch }, { today: on });
const checkOf = (patch: EligibilityDraft, id: EligibilityCheckId, on = today) => {
  const found = run(patch, on).checks.find((c) => c.id === id);
  if (!found) throw new Error(`no check ${id}`);
  return found;
};

describe('checkEligibility: the full list', () => {
  it('a typical US couple above the line is eligible, every check passing', () => {
    const r = checkEligibility(passing, { today });
    expect(r.result).toBe('eligible');
    expect(r.checks.map((c) => c.id)).toEqual([
      'marriage',
      'living-together',
      'income',
      'communication',
      'housing',
      'relationship-evidence',
      'invitation-limit',
      'marriage-guidance-program',
      'sponsor-record',
      'sponsor-naturalisation',
    ]);
    expect(r.checks.every((c) => c.status === 'pass')).toBe(true);
  });

  it('an empty draft is all unknown except the assumed facts (invitation limit, sponsor record, naturalisation)', () => {
    const r = checkEligibility({}, { today });
    expect(r.result).toBe('needs-attention');
    const assumed = ['invitation-limit', 'sponsor-record', 'sponsor-naturalisation'];
    for (const c of r.checks) expect(c.status).toBe(assumed.includes(c.id) ? 'pass' : 'unknown');
  });

  it('nulls count as unanswered', () => {
    const r = checkEligibility(
      { hasMarriageCertificate: null, annualIncome: null, koreanLanguageLevel: null },
      { today },
    );
    expect(r.checks.find((c) => c.id === 'marriage')?.status).toBe('unknown');
    expect(r.checks.find((c) => c.id === 'income')?.status).toBe('unknown');
    expect(r.checks.find((c) => c.id === 'communication')?.status).toBe('unknown');
  });

  it('rejects a today that is not an ISO date', () => {
    expect(() => checkEligibility(passing, { today: 'yesterday' })).toThrow(RangeError);
  });
});

describe('result aggregation', () => {
  it.each([
    [{}, 'eligible'],
    [{ relationshipProofLevel: 'some' }, 'needs-attention'],
    [{ koreanLanguageLevel: 'basic' }, 'needs-attention'],
    [{ annualIncome: undefined }, 'needs-attention'],
    [{ hasHousingInKorea: false }, 'not-eligible'],
    [{ hasHousingInKorea: false, relationshipProofLevel: 'some' }, 'not-eligible'],
    [{ annualIncome: 1_000_000, koreanLanguageLevel: undefined }, 'not-eligible'],
  ] as const)('%o -> %s', (patch, result) => {
    expect(run(patch as EligibilityDraft).result).toBe(result);
  });
});

describe('income check', () => {
  it.each([
    [{ annualIncome: 25_195_752 }, 'pass'],
    [{ annualIncome: 25_195_751 }, 'fail'],
    [{ annualIncome: 20_000_000, assetsKrw: 120_000_000 }, 'pass'],
    [{ annualIncome: 20_000_000, assetsKrw: 100_000_000 }, 'fail'],
    [{ annualIncome: 15_000_000, familyIncomeKrw: 11_000_000 }, 'pass'],
    [{ annualIncome: 30_000_000, householdSize: 3 }, 'fail'],
    [{ annualIncome: 33_000_000, householdSize: 3 }, 'pass'],
    [{ annualIncome: 0, incomeExemptions: ['child-together'] }, 'pass'],
    [{ annualIncome: 0, incomeExemptions: ['lived-abroad-together-1y'] }, 'pass'],
    [{ annualIncome: 0, incomeExemptions: ['prior-f6-same-spouse'] }, 'warn'],
    [{ annualIncome: 0, incomeExemptions: ['prior-f6-same-spouse', 'child-together'] }, 'pass'],
    [{ annualIncome: undefined }, 'unknown'],
    [{ annualIncome: Number.NaN }, 'unknown'],
    [{ annualIncome: -1 }, 'unknown'],
  ] as const)('%o -> %s', (patch, status) => {
    expect(checkOf(patch as EligibilityDraft, 'income').status).toBe(status);
  });

  it('the pass detail gives the counted income, the threshold, the year and the household size', () => {
    const c = checkOf({ annualIncome: 20_000_000, assetsKrw: 120_000_000 }, 'income');
    expect(c.detail.en).toContain('26,000,000 KRW');
    expect(c.detail.en).toContain('6,000,000 KRW');
    expect(c.detail.en).toContain('25,195,752 KRW');
    expect(c.detail.en).toContain('2026');
    expect(c.detail.en).toContain('household of 2');
    expect(c.detail.ko).toContain('26,000,000원');
    expect(c.detail.ko).toContain('25,195,752원');
    expect(c.detail.ko).toContain('2인 가구');
    expect(c.source.title).toContain('2025-534');
  });

  it('the fail detail gives the shortfall and the assets that would cover it', () => {
    const c = checkOf({ annualIncome: 24_195_752 }, 'income');
    expect(c.detail.en).toContain('1,000,000 KRW below');
    expect(c.detail.en).toContain('20,000,000 KRW more in assets');
    expect(c.detail.ko).toContain('1,000,000원 부족');
    expect(c.detail.ko).toContain('20,000,000원');
  });

  it('uses the table of the year of today', () => {
    const c = checkOf({ annualIncome: 24_000_000 }, 'income', '2025-06-01');
    expect(c.status).toBe('pass');
    expect(c.detail.en).toContain('23,595,948 KRW');
  });

  it('warns when only an older year’s table exists, even if the income passes it', () => {
    const c = checkOf({ annualIncome: 30_000_000 }, 'income', '2027-02-01');
    expect(c.status).toBe('warn');
    expect(c.source.estimate).toBe(true);
    expect(c.detail.en).toContain('2027');
  });

  it('flags a derived threshold in the text and the source (2025 step beyond 7)', () => {
    const c = checkEligibility({ annualIncome: 80_000_000, householdSize: 8 }, { today: '2025-06-01' }).checks.find(
      (x) => x.id === 'income',
    );
    expect(c?.status).toBe('pass');
    expect(c?.source.uncertain).toBe(true);
    expect(c?.detail.en).toContain('approximate');
  });
});

describe('communication check', () => {
  it.each([
    [{ koreanLanguageLevel: 'topik1' }, 'pass'],
    [{ koreanLanguageLevel: 'topik2plus' }, 'pass'],
    [{ koreanLanguageLevel: 'korean-course' }, 'pass'],
    [{ koreanLanguageLevel: 'native-or-shared-language' }, 'pass'],
    [{ koreanLanguageLevel: 'basic' }, 'warn'],
    [{ koreanLanguageLevel: 'none' }, 'fail'],
    [{ koreanLanguageLevel: undefined }, 'unknown'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['child-together'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['korean-related-degree'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['ethnic-korean'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['applicant-lived-in-korea-1y'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['sponsor-lived-in-applicant-country-1y'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['lived-together-same-country-1y'] }, 'pass'],
    [{ koreanLanguageLevel: 'none', languageExemptions: ['pregnancy'] }, 'warn'],
    [{ koreanLanguageLevel: undefined, languageExemptions: ['pregnancy'] }, 'warn'],
    [{ koreanLanguageLevel: 'topik1', languageExemptions: ['pregnancy'] }, 'pass'],
    [{ koreanLanguageLevel: undefined, languageExemptions: ['ethnic-korean'] }, 'pass'],
  ] as const)('%o -> %s', (patch, status) => {
    expect(checkOf(patch as EligibilityDraft, 'communication').status).toBe(status);
  });

  it('the pregnancy exemption cites an uncertain source', () => {
    expect(
      checkOf({ koreanLanguageLevel: 'none', languageExemptions: ['pregnancy'] }, 'communication').source.uncertain,
    ).toBe(true);
  });

  it('the TOPIK detail gives the level 1 score band', () => {
    expect(checkOf({ koreanLanguageLevel: 'topik1' }, 'communication').detail.en).toContain('80-139');
  });
});

describe('yes/no checks', () => {
  it.each([
    ['marriage', { hasMarriageCertificate: true }, 'pass'],
    ['marriage', { hasMarriageCertificate: false }, 'fail'],
    ['marriage', { hasMarriageCertificate: undefined }, 'unknown'],
    ['marriage', { hasMarriageCertificate: true, marriageRegisteredInKorea: false }, 'fail'],
    ['marriage', { hasMarriageCertificate: true, marriageRegisteredInKorea: true }, 'pass'],
    ['living-together', { plansToLiveTogether: true }, 'pass'],
    ['living-together', { plansToLiveTogether: false }, 'fail'],
    ['living-together', { plansToLiveTogether: undefined }, 'unknown'],
    ['housing', { hasHousingInKorea: true }, 'pass'],
    ['housing', { hasHousingInKorea: false }, 'fail'],
    ['housing', { hasHousingInKorea: undefined }, 'unknown'],
    ['relationship-evidence', { relationshipProofLevel: 'strong' }, 'pass'],
    ['relationship-evidence', { relationshipProofLevel: 'some' }, 'warn'],
    ['relationship-evidence', { relationshipProofLevel: 'none' }, 'fail'],
    ['relationship-evidence', { relationshipProofLevel: undefined }, 'unknown'],
    ['invitation-limit', { invitedOtherSpouseWithin5Years: true }, 'fail'],
    ['invitation-limit', { invitedOtherSpouseWithin5Years: false }, 'pass'],
    ['invitation-limit', { invitedOtherSpouseWithin5Years: undefined }, 'pass'],
  ] as const)('%s %o -> %s', (id, patch, status) => {
    expect(checkOf(patch as EligibilityDraft, id).status).toBe(status);
  });

  it('an unasked 5-year limit says it was assumed', () => {
    expect(checkOf({}, 'invitation-limit').detail.en).toContain('Assumed');
  });

  it('the marriage detail says F-6 has no minimum marriage length once years married is known', () => {
    expect(checkOf({ yearsMarried: 0 }, 'marriage').detail.en).toContain('no minimum');
    expect(checkOf({ yearsMarried: undefined }, 'marriage').detail.en).not.toContain('no minimum');
  });
});

describe('International Marriage Guidance Program check', () => {
  it.each([
    ['US', undefined, 'pass'],
    ['American', undefined, 'pass'],
    ['Canada', undefined, 'pass'],
    // Section 14 D5: not done and not exempt blocks; unanswered is an open question that blocks too.
    ['Vietnam', undefined, 'unknown'],
    ['vietnamese', undefined, 'unknown'],
    ['베트남', undefined, 'unknown'],
    ['PH', undefined, 'unknown'],
    ['Filipino', true, 'pass'],
    ['China', false, 'fail'],
    ['', undefined, 'unknown'],
    ['   ', undefined, 'unknown'],
  ] as const)('%s (completed: %s) -> %s', (nationality, completedMarriageGuidanceProgram, status) => {
    expect(checkOf({ nationality, completedMarriageGuidanceProgram }, 'marriage-guidance-program').status).toBe(status);
  });

  it('lists the 7 program countries', () => {
    expect([...guidanceProgramCountries].sort()).toEqual(['CN', 'KH', 'MN', 'PH', 'TH', 'UZ', 'VN']);
  });
});

describe('isEligibilityComplete', () => {
  const completedAt = '2026-11-23T10:00:00.000Z';

  it('true only with every field answered, an eligible result and completedAt', () => {
    expect(isEligibilityComplete(passing, 'eligible', completedAt)).toBe(true);
    expect(isEligibilityComplete(passing, 'needs-attention', completedAt)).toBe(false);
    expect(isEligibilityComplete(passing, 'not-eligible', completedAt)).toBe(false);
    expect(isEligibilityComplete(passing, undefined, completedAt)).toBe(false);
    expect(isEligibilityComplete(passing, 'eligible', undefined)).toBe(false);
    expect(isEligibilityComplete(passing, 'eligible', null)).toBe(false);
    expect(isEligibilityComplete(passing, 'eligible', '')).toBe(false);
  });

  it.each(eligibilityFields.map((f) => [f]))('false when %s is missing', (field) => {
    expect(isEligibilityComplete({ ...passing, [field]: undefined }, 'eligible', completedAt)).toBe(false);
  });

  it.each([
    ['fullName', '  '],
    ['yearsMarried', -1],
    ['annualIncome', Number.NaN],
    ['koreanLanguageLevel', 'fluent'],
    ['relationshipProofLevel', 'lots'],
    ['hasHousingInKorea', 'yes'],
  ])('false when %s is %o', (field, value) => {
    expect(isEligibilityComplete({ ...passing, [field]: value } as EligibilityDraft, 'eligible', completedAt)).toBe(
      false,
    );
  });

  it('false booleans and zeros are answers', () => {
    const answers = {
      ...passing,
      yearsMarried: 0,
      annualIncome: 0,
      hasHousingInKorea: false,
      plansToLiveTogether: false,
    };
    expect(isEligibilityComplete(answers, 'eligible', completedAt)).toBe(true);
  });

  it('covers exactly the spec fields', () => {
    expect(eligibilityFields).toHaveLength(10);
  });
});

describe('texts and sources', () => {
  const variants: EligibilityDraft[] = [
    passing,
    {},
    {
      ...passing,
      annualIncome: 1,
      assetsKrw: 10,
      familyIncomeKrw: 5,
      koreanLanguageLevel: 'none',
      relationshipProofLevel: 'none',
    },
    {
      ...passing,
      hasMarriageCertificate: false,
      plansToLiveTogether: false,
      hasHousingInKorea: false,
      invitedOtherSpouseWithin5Years: true,
    },
    {
      ...passing,
      nationality: 'Thailand',
      koreanLanguageLevel: 'basic',
      relationshipProofLevel: 'some',
      householdSize: 9,
    },
    {
      ...passing,
      incomeExemptions: ['prior-f6-same-spouse'],
      languageExemptions: ['pregnancy'],
      marriageRegisteredInKorea: false,
    },
    {
      ...passing,
      incomeExemptions: ['child-together'],
      languageExemptions: ['korean-related-degree'],
      completedMarriageGuidanceProgram: true,
      nationality: 'CN',
    },
  ];

  it.each(variants.map((v, n) => [n, v]))(
    'variant %i: every title and detail is bilingual, every source dated',
    (_n, answers) => {
      for (const on of ['2024-03-01', '2026-11-23', '2030-01-01']) {
        const { localized, sources } = collectText(checkEligibility(answers, { today: on }));
        expect(localized.length).toBeGreaterThanOrEqual(16);
        for (const { path, value } of localized) {
          expect(value.en.trim().length, path).toBeGreaterThan(0);
          expect(value.ko, path).toMatch(hangul);
          expect(value.en, path).not.toContain('undefined');
          expect(value.ko, path).not.toContain('undefined');
        }
        expect(sources).toHaveLength(10);
        for (const { path, value } of sources) {
          expect(value.asOf, path).toMatch(isoDate);
          expect(value.title.trim(), path).not.toBe('');
        }
      }
    },
  );
});

describe('a child together, answered once (D3)', () => {
  // The page asks "Do you have a child together?" once and shows both lists ticked from it: the checks
  // must read the same (a Thai couple with a child read "exempt" in the help and NOT MET in the result).
  const thaiWithChild: EligibilityDraft = {
    nationality: 'TH',
    childTogether: true,
    annualIncome: 12_000_000,
    koreanLanguageLevel: 'none',
  };

  it('exempts from income and language without the lists being ticked', () => {
    expect(checkOf(thaiWithChild, 'income').status).toBe('pass');
    expect(checkOf(thaiWithChild, 'communication').status).toBe('pass');
  });

  it('a no takes a child exemption ticked before out of both lists', () => {
    const patch: EligibilityDraft = {
      ...thaiWithChild,
      childTogether: false,
      incomeExemptions: ['child-together'],
      languageExemptions: ['child-together'],
    };
    expect(checkOf(patch, 'income').status).toBe('fail');
    expect(checkOf(patch, 'communication').status).toBe('fail');
  });

  it('makes the guidance program a likely exemption to confirm, not a wall (section 5.6: pregnancy or birth)', () => {
    const program = checkOf({ ...thaiWithChild, completedMarriageGuidanceProgram: false }, 'marriage-guidance-program');
    expect(program.status).toBe('warn');
    expect(program.blocking).toBeFalsy();
    const pregnant = checkOf(
      { nationality: 'TH', languageExemptions: ['pregnancy'], completedMarriageGuidanceProgram: false },
      'marriage-guidance-program',
    );
    expect(pregnant.status).toBe('warn');
    const without = checkOf(
      { nationality: 'TH', completedMarriageGuidanceProgram: false },
      'marriage-guidance-program',
    );
    expect(without.status).toBe('fail');
  });
});
