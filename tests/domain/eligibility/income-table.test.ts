import { describe, it, expect } from 'vitest';
import {
  assetIncomeRule,
  assetsToCover,
  effectiveIncome,
  historicalTwoPersonThresholds,
  incomeTables,
  incomeTableYears,
  incomeThreshold,
} from '../../../src/domain/eligibility/income-table';
import { collectText, hangul, isoDate } from './text-walk';

describe('incomeThreshold: published and derived figures per year and household size', () => {
  it.each([
    [2024, 2, 22_095_654, 'published'],
    [2024, 3, 28_287_942, 'published'],
    [2024, 4, 34_379_478, 'published'],
    [2024, 5, 40_174_410, 'published'],
    [2024, 6, 45_710_214, 'published'],
    [2024, 7, 51_089_964, 'published'],
    [2025, 2, 23_595_948, 'published'],
    [2025, 3, 30_152_118, 'published'],
    [2025, 4, 36_586_638, 'published'],
    [2025, 5, 42_649_152, 'published'],
    [2025, 6, 48_388_830, 'published'],
    [2025, 7, 53_930_568, 'published'],
    [2026, 2, 25_195_752, 'published'],
    [2026, 3, 32_154_216, 'published'],
    [2026, 4, 38_968_428, 'published'],
    // Section 13 C1 (hanvisa.net quoting MOJ notice 2025-534; kbmaeil): published, not derived.
    [2026, 5, 45_340_314, 'published'],
    [2026, 6, 51_335_712, 'published'],
    [2026, 7, 57_090_900, 'published'],
  ] as const)('%i, %i people: %i KRW (%s)', (year, size, amount, basis) => {
    const t = incomeThreshold(year, size);
    expect(t.amountKrw).toBe(amount);
    expect(t.basis).toBe(basis);
    expect(t.year).toBe(year);
    expect(t.yearFallback).toBe(false);
    expect(t.beyondTable).toBe(false);
    expect(Boolean(t.source.uncertain)).toBe(basis !== 'published');
  });

  it('matches the brief: the 2025 and 2026 2-person lines are 50% of the monthly median x 12', () => {
    expect(3_932_658 * 6).toBe(incomeThreshold(2025, 2).amountKrw);
    expect(4_199_292 * 6).toBe(incomeThreshold(2026, 2).amountKrw);
    expect(8_555_952 * 6).toBe(incomeThreshold(2026, 6).amountKrw);
  });
});

describe('incomeThreshold: beyond 7 people adds the per-person step', () => {
  it.each([
    [2024, 8, 51_089_964 + 5_379_750, 'published'],
    [2024, 10, 51_089_964 + 3 * 5_379_750, 'published'],
    [2025, 8, 53_930_568 + 5_541_738, 'derived'],
    [2026, 9, 57_090_900 + 2 * 5_755_188, 'published'],
  ] as const)('%i, %i people: %i KRW (%s)', (year, size, amount, basis) => {
    const t = incomeThreshold(year, size);
    expect(t.amountKrw).toBe(amount);
    expect(t.basis).toBe(basis);
    expect(t.beyondTable).toBe(true);
    expect(Boolean(t.source.uncertain)).toBe(basis !== 'published');
  });

  it('the 2025 step is the 7-person minus the 6-person figure', () => {
    expect(incomeThreshold(2025, 8).amountKrw - incomeThreshold(2025, 7).amountKrw).toBe(53_930_568 - 48_388_830);
  });
});

describe('incomeThreshold: edge inputs', () => {
  it.each([
    [1, 2],
    [0, 2],
    [-3, 2],
    [Number.NaN, 2],
    [3.7, 3],
  ])('household size %d is read as %i', (given, used) => {
    expect(incomeThreshold(2026, given).householdSize).toBe(used);
  });

  it('a later year without a table uses the latest table and marks it an estimate (section 13 C2)', () => {
    const t = incomeThreshold(2027, 2);
    expect(t).toMatchObject({ requestedYear: 2027, year: 2026, yearFallback: true, amountKrw: 25_195_752 });
    expect(t.source.estimate).toBe(true);
    expect(t.source.note).toContain('2027');
  });

  it('a year before the first table uses the earliest table', () => {
    expect(incomeThreshold(2020, 2)).toMatchObject({ year: 2024, yearFallback: true, amountKrw: 22_095_654 });
  });

  it('thresholds rise with household size and with the year', () => {
    for (const year of incomeTableYears()) {
      for (let size = 2; size < 10; size++) {
        expect(incomeThreshold(year, size + 1).amountKrw).toBeGreaterThan(incomeThreshold(year, size).amountKrw);
      }
    }
    for (let size = 2; size <= 9; size++) {
      expect(incomeThreshold(2025, size).amountKrw).toBeGreaterThan(incomeThreshold(2024, size).amountKrw);
      expect(incomeThreshold(2026, size).amountKrw).toBeGreaterThan(incomeThreshold(2025, size).amountKrw);
    }
  });
});

describe('effectiveIncome: 5% of eligible net assets counts as income', () => {
  it.each([
    // The brief's worked examples (2016, 2024, 2026).
    [12_000_000, 120_000_000, 18_000_000],
    [18_000_000, 90_000_000, 22_500_000],
    [20_000_000, 120_000_000, 26_000_000],
    [25_000_000, undefined, 25_000_000],
    [0, 500_000_000, 25_000_000],
    [10_000_000, -50_000_000, 10_000_000],
    [10_000_000, 33, 10_000_001],
    [-5, 0, 0],
  ])('income %d + assets %s -> %d', (annualIncome, assets, expected) => {
    expect(effectiveIncome({ annualIncome, assets })).toBe(expected);
  });

  it('the brief examples pass their year lines', () => {
    expect(effectiveIncome({ annualIncome: 18_000_000, assets: 90_000_000 })).toBeGreaterThanOrEqual(
      incomeThreshold(2024, 2).amountKrw,
    );
    expect(effectiveIncome({ annualIncome: 20_000_000, assets: 120_000_000 })).toBeGreaterThanOrEqual(
      incomeThreshold(2026, 2).amountKrw,
    );
  });

  it.each([
    [0, 0],
    [-1, 0],
    [1_000_000, 20_000_000],
    [1, 20],
  ])('assetsToCover(%d) = %d', (shortfall, assets) => {
    expect(assetsToCover(shortfall)).toBe(assets);
  });

  it('the rule is 5% after 6 months of holding', () => {
    expect(assetIncomeRule.percent).toBe(5);
    expect(assetIncomeRule.minimumHoldingMonths).toBe(6);
  });
});

describe('income tables as data', () => {
  it('cover 2024, 2025 and 2026, each with a source, an as-of date and the legal basis', () => {
    expect(incomeTableYears()).toEqual([2024, 2025, 2026]);
    for (const table of incomeTables) {
      expect(table.source.asOf).toMatch(isoDate);
      expect(table.source.url).toMatch(/^https:\/\//);
      expect(table.effectiveFrom).toBe(`${table.year}-01-01`);
      expect(table.legalBasis.en).toContain('9-5');
      expect(table.legalBasis.ko).toContain('제9조의5');
    }
    expect(incomeTables.find((t) => t.year === 2026)?.source.title).toContain('2025-534');
  });

  it('every text is bilingual and every source dated', () => {
    const { localized, sources } = collectText({ incomeTables, historicalTwoPersonThresholds, assetIncomeRule });
    expect(localized.length).toBeGreaterThan(3);
    for (const { path, value } of localized) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.ko, path).toMatch(hangul);
    }
    for (const { path, value } of sources) expect(value.asOf, path).toMatch(isoDate);
  });
});
