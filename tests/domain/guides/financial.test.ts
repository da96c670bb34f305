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
    [
      { sponsorEmploymentStatus: 'unemployed', sponsorHasRegularDeposits: false },
      ['unemployedSponsor', 'irregularIncome'],
    ],
    [{ sponseeWorksInKorea: true }, ['sponseeIncomeCounts']],
    [{ sponsorHousingStatus: 'jeonsePaid' }, ['housingStabilityOffset']],
    [{ sponsorHousingStatus: 'owned' }, ['housingStabilityOffset']],
    [{ sponsorHousingStatus: 'owned', sponsorHasLargeSavings: true }, ['assetsCountAsIncome']],
    [{ sponsorHousingStatus: 'jeonsePaid', sponsorHasLargeSavings: true }, ['assetsCountAsIncome']],
    [{ sponsorHousingStatus: 'monthlyRent' }, []],
    [{ sponsorHousingStatus: 'livingWithFamily' }, []],
    [{ sponsorHousingStatus: 'unknown' }, []],
    [{ sponsorHasLargeSavings: true }, ['assetsCountAsIncome']],
    // Every kind of income: the tick always adds the asset rule (jiwon-06: an employee saw nothing change).
    [{ sponsorEmploymentStatus: 'employed', sponsorHasLargeSavings: true }, ['assetsCountAsIncome']],
    [
      { sponsorEmploymentStatus: 'self-employed', sponsorHasLargeSavings: true },
      ['irregularIncome', 'assetsCountAsIncome'],
    ],
    [
      { sponsorEmploymentStatus: 'unemployed', sponsorHasLargeSavings: true },
      ['unemployedSponsor', 'assetsCountAsIncome'],
    ],
    [{ sponsorEmploymentStatus: 'retired', sponsorHasLargeSavings: true }, ['assetsCountAsIncome', 'retiredOrPension']],
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
      [
        'unemployedSponsor',
        'irregularIncome',
        'sponseeIncomeCounts',
        'housingStabilityOffset',
        'retiredOrPension',
        'humanitarianExempt',
      ],
    ],
  ])('%o -> %o', (patch, cases) => {
    expect(deriveFinancialCases({ ...financialDefaults, ...patch })).toEqual(cases);
  });
});

describe('financial case catalog', () => {
  it('has a guide for each of the 6 spec cases and the asset rule', () => {
    expect([...financialCaseIds]).toEqual([
      'unemployedSponsor',
      'irregularIncome',
      'sponseeIncomeCounts',
      'housingStabilityOffset',
      'assetsCountAsIncome',
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

  it('states the asset rule of the brief (2.3): 5% of net assets held 6+ months, which assets, with its source', () => {
    const guide = financialCaseGuides.assetsCountAsIncome;
    expect(guide.summary.en).toMatch(/5% of the Korean spouse's net assets/);
    expect(guide.summary.en).toMatch(/Deposits, insurance, securities, bonds and real estate/);
    expect(guide.summary.en).toMatch(/held at least 6 months/);
    expect(guide.summary.ko).toMatch(/순자산의 5%/);
    expect(guide.summary.ko).toMatch(/6개월 이상 보유/);
    expect(guide.sources.map((s) => s.title)).toContain(
      'MOJ Notice 2016-369 and Notice 2025-534: 5% of net assets held 6+ months counts as income',
    );
    expect(financialChecklist({ sponsorHasLargeSavings: true }).map((i) => i.id)).toContain(
      'assetsCountAsIncome:deposit-balance',
    );
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
