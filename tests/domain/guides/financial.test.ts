import { describe, it, expect } from 'vitest';
import {
  deriveFinancialCases,
  financialCaseGuide,
  financialCaseGuides,
  financialCaseIds,
  financialChecklist,
  financialDefaults,
  type FinancialInputs,
} from '../../../src/domain/guides/financial';
import { collectText, hangul, isoDate } from '../eligibility/text-walk';

describe('financialDefaults (spec section 9)', () => {
  it('are exactly the spec defaults', () => {
    expect(financialDefaults).toEqual({
      sponsorEmploymentStatus: 'employed',
      sponsorHasRegularDeposits: true,
      sponsorHasLargeSavings: false,
      sponsorHousingStatus: 'unknown',
      sponseeWorksInKorea: false,
      humanitarianFlag: false,
      sponsorIsRetiredOrPension: false,
    });
  });

  it('derive no cases', () => {
    expect(deriveFinancialCases(financialDefaults)).toEqual([]);
    expect(deriveFinancialCases()).toEqual([]);
  });
});

describe('deriveFinancialCases: every branch', () => {
  it.each<[Partial<FinancialInputs>, string[]]>([
    [{ sponsorEmploymentStatus: 'unemployed' }, ['unemployedSponsor']],
    [{ sponsorEmploymentStatus: 'self-employed' }, ['irregularIncome']],
    [{ sponsorHasRegularDeposits: false }, ['irregularIncome']],
    [{ sponsorEmploymentStatus: 'self-employed', sponsorHasRegularDeposits: false }, ['irregularIncome']],
    [{ sponsorEmploymentStatus: 'unemployed', sponsorHasRegularDeposits: false }, ['unemployedSponsor', 'irregularIncome']],
    [{ sponseeWorksInKorea: true }, ['sponseeIncomeCounts']],
    [{ sponsorHousingStatus: 'jeonsePaid' }, ['housingStabilityOffset']],
    [{ sponsorHousingStatus: 'owned' }, ['housingStabilityOffset']],
    [{ sponsorHousingStatus: 'owned', sponsorHasLargeSavings: true }, []],
    [{ sponsorHousingStatus: 'jeonsePaid', sponsorHasLargeSavings: true }, []],
    [{ sponsorHousingStatus: 'monthlyRent' }, []],
    [{ sponsorHousingStatus: 'livingWithFamily' }, []],
    [{ sponsorHousingStatus: 'unknown' }, []],
    [{ sponsorHasLargeSavings: true }, []],
    [{ sponsorIsRetiredOrPension: true }, ['retiredOrPension']],
    [{ sponsorEmploymentStatus: 'retired' }, ['retiredOrPension']],
    [{ humanitarianFlag: true }, ['humanitarianExempt']],
    [
      {
        sponsorEmploymentStatus: 'unemployed',
        sponsorHasRegularDeposits: false,
        sponseeWorksInKorea: true,
        sponsorHousingStatus: 'owned',
        sponsorIsRetiredOrPension: true,
        humanitarianFlag: true,
      },
      ['unemployedSponsor', 'irregularIncome', 'sponseeIncomeCounts', 'housingStabilityOffset', 'retiredOrPension', 'humanitarianExempt'],
    ],
  ])('%o -> %o', (patch, cases) => {
    expect(deriveFinancialCases({ ...financialDefaults, ...patch })).toEqual(cases);
  });
});

describe('financial case catalog', () => {
  it('has a guide for each of the 6 spec cases', () => {
    expect([...financialCaseIds]).toEqual([
      'unemployedSponsor',
      'irregularIncome',
      'sponseeIncomeCounts',
      'housingStabilityOffset',
      'retiredOrPension',
      'humanitarianExempt',
    ]);
    for (const id of financialCaseIds) {
      const guide = financialCaseGuide(id);
      expect(guide.id).toBe(id);
      expect(guide.documents.length).toBeGreaterThan(0);
      expect(guide.sources.length).toBeGreaterThan(0);
    }
  });

  it('counts a jeonse deposit as an asset at the lease-contract amount (section 13 C9, form 19-2 item 4.6.1)', () => {
    const guide = financialCaseGuides.housingStabilityOffset;
    expect(guide.summary.en).toMatch(/jeonse or lease deposit/);
    expect(guide.summary.ko).toMatch(/전세·임차 보증금/);
    expect(guide.sources.some((s) => s.title.includes('4.6.1'))).toBe(true);
    expect(guide.documents.some((d) => d.id === 'confirm-jeonse-asset')).toBe(false);
  });

  it('every text is bilingual with Hangul, every source dated', () => {
    const { localized, sources } = collectText(financialCaseGuides);
    expect(localized.length).toBeGreaterThan(30);
    for (const { path, value } of localized) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.ko, path).toMatch(hangul);
    }
    for (const { path, value } of sources) expect(value.asOf, path).toMatch(isoDate);
  });
});

describe('financialChecklist', () => {
  it('employed sponsor with defaults: the base and employee documents only', () => {
    expect(financialChecklist(financialDefaults).map((i) => i.id)).toEqual([
      'base:nts-income-certificate',
      'base:credit-report',
      'base:withholding-receipt',
      'base:employment-certificate',
    ]);
  });

  it('adds case documents with case-prefixed ids, no employee documents when not employed', () => {
    const ids = financialChecklist({ sponsorEmploymentStatus: 'self-employed' }).map((i) => i.id);
    expect(ids).not.toContain('base:withholding-receipt');
    expect(ids).toContain('irregularIncome:business-registration');
  });

  it('ids are unique for any combination of cases', () => {
    const ids = financialChecklist({}, financialCaseIds).map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('explicit cases override the derived ones', () => {
    const ids = financialChecklist(financialDefaults, ['humanitarianExempt']).map((i) => i.id);
    expect(ids).toContain('humanitarianExempt:child-certificate');
  });
});
