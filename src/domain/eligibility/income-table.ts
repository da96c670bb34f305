import type { Localized, Source } from '../common';
import { compareCodeUnits } from '@/lib/compare';
import { eligibilitySources } from './sources';

/** How a figure is known: printed in a source, worked out from the median income, or rounded. */
export type FigureBasis = 'published' | 'derived' | 'approximate';

export type ThresholdFigure = { amountKrw: number; basis: FigureBasis };

export type HouseholdSize = 2 | 3 | 4 | 5 | 6 | 7;

export type IncomeTable = {
  year: number;
  effectiveFrom: string;
  /** Annual pre-tax KRW, by household size (sponsor + foreign spouse + co-registered lineal relatives). */
  bySize: Record<HouseholdSize, ThresholdFigure>;
  /** Added for each person beyond 7. */
  perExtraPerson: ThresholdFigure;
  legalBasis: Localized;
  source: Source;
};

export const incomeLegalBasis: Localized = {
  en: 'Immigration Act Enforcement Rule Art. 9-5(1) item 4. The Minister of Justice publishes the amounts each year by notice; since 2020 they follow the standard median income under the National Basic Living Security Act.',
  ko: '출입국관리법 시행규칙 제9조의5 제1항 제4호. 법무부장관이 매년 고시로 금액을 정하며, 2020년부터 국민기초생활 보장법상 기준 중위소득에 연동돼요.',
};

const published = (amountKrw: number): ThresholdFigure => ({ amountKrw, basis: 'published' });

// Figures: domain brief section 2.2, corrected by section 13 C1 (2026 sizes 5-7 and the step are
// published in MOJ Notice 2025-534, each equal to the 2026 standard median income x 12 x 50%);
// the 2025 step is still 7-person minus 6-person (the source text is cut off).
export const incomeTables: readonly IncomeTable[] = [
  {
    year: 2024,
    effectiveFrom: '2024-01-01',
    bySize: {
      2: published(22_095_654),
      3: published(28_287_942),
      4: published(34_379_478),
      5: published(40_174_410),
      6: published(45_710_214),
      7: published(51_089_964),
    },
    perExtraPerson: published(5_379_750),
    legalBasis: incomeLegalBasis,
    source: eligibilitySources.income2024,
  },
  {
    year: 2025,
    effectiveFrom: '2025-01-01',
    bySize: {
      2: published(23_595_948),
      3: published(30_152_118),
      4: published(36_586_638),
      5: published(42_649_152),
      6: published(48_388_830),
      7: published(53_930_568),
    },
    perExtraPerson: { amountKrw: 5_541_738, basis: 'derived' },
    legalBasis: incomeLegalBasis,
    source: eligibilitySources.income2025,
  },
  {
    year: 2026,
    effectiveFrom: '2026-01-01',
    bySize: {
      2: published(25_195_752),
      3: published(32_154_216),
      4: published(38_968_428),
      5: published(45_340_314),
      6: published(51_335_712),
      7: published(57_090_900),
    },
    perExtraPerson: published(5_755_188),
    legalBasis: incomeLegalBasis,
    source: eligibilitySources.income2026,
  },
];

/** Older 2-person figures from the brief's history note (2.1); context only, not used by the check. */
export const historicalTwoPersonThresholds: ReadonlyArray<{ years: string; amountKrw: number; basis: Localized }> = [
  {
    years: '2014',
    amountKrw: 14_794_804,
    basis: { en: '120% of the minimum cost of living', ko: '최저생계비의 120%' },
  },
  { years: '2016-2017', amountKrw: 16_886_694, basis: { en: 'MOJ Notice 2016-369', ko: '법무부 고시 제2016-369호' } },
  { years: '2019', amountKrw: 17_439_168, basis: { en: 'MOJ notice for 2019', ko: '2019년 법무부 고시' } },
];

export type IncomeThreshold = {
  /** The year asked for and the year whose table was used (they differ when no table exists yet). */
  requestedYear: number;
  year: number;
  /** True when the requested year's table is not published (or not yet encoded): the figure is an estimate. */
  yearFallback: boolean;
  householdSize: number;
  amountKrw: number;
  /** The weakest basis among the figures used. */
  basis: FigureBasis;
  /** True when the size is beyond 7 and the per-person step was added. */
  beyondTable: boolean;
  source: Source;
};

const basisRank: Record<FigureBasis, number> = { published: 0, derived: 1, approximate: 2 };
const weakest = (a: FigureBasis, b: FigureBasis): FigureBasis => (basisRank[a] >= basisRank[b] ? a : b);

export const incomeTableYears = (): number[] => incomeTables.map((t) => t.year);

/** The table in force on a day: the latest one whose effectiveFrom is on or before it (or the earliest). */
const tableOn = (isoDate: string): IncomeTable => {
  const sorted = [...incomeTables].sort((a, b) => compareCodeUnits(a.effectiveFrom, b.effectiveFrom));
  const inForce = sorted.filter((t) => t.effectiveFrom <= isoDate);
  return inForce.length > 0 ? inForce[inForce.length - 1] : sorted[0];
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The sponsor income threshold in force on a day (the visa application date decides, section 13 C2),
 * for a household size. Sizes below 2 count as 2 (sponsor + spouse). Beyond 7: the 7-person figure
 * plus the year's per-person step. A year with no published table uses the latest earlier table as
 * an estimate and says so.
 */
export const incomeThresholdOn = (isoDate: string, householdSize: number): IncomeThreshold => {
  if (!ISO_DAY.test(isoDate)) throw new RangeError(`Expected a calendar day (YYYY-MM-DD), got "${isoDate}"`);
  const year = Number(isoDate.slice(0, 4));
  const table = tableOn(isoDate);
  const size = Number.isFinite(householdSize) ? Math.max(2, Math.floor(householdSize)) : 2;
  const beyondTable = size > 7;
  const base = table.bySize[(beyondTable ? 7 : size) as HouseholdSize];
  const extra = beyondTable ? (size - 7) * table.perExtraPerson.amountKrw : 0;
  const basis = beyondTable ? weakest(base.basis, table.perExtraPerson.basis) : base.basis;
  const yearFallback = table.year !== year;
  // A year not yet published is an estimate (its own badge), not a disagreement between sources.
  const uncertain = basis !== 'published';
  const en = [
    table.source.note,
    basis === 'derived' ? 'Figure worked out from the standard median income, not printed in the source.' : undefined,
    basis === 'approximate' ? 'Rounded figure; the exact amount was not found.' : undefined,
    yearFallback
      ? `The ${year} table is not published yet; the ${table.year} figures are shown as an estimate.`
      : undefined,
  ].filter(Boolean);
  const ko = [
    table.source.ko?.note,
    basis === 'derived' ? '기준 중위소득으로 계산한 금액이며 자료에 그대로 나와 있지는 않아요.' : undefined,
    basis === 'approximate' ? '반올림한 금액이에요. 정확한 금액을 찾지 못했어요.' : undefined,
    yearFallback ? `${year}년 기준표가 아직 고시되지 않아 ${table.year}년 금액을 추정치로 보여 드려요.` : undefined,
  ].filter(Boolean);
  return {
    requestedYear: year,
    year: table.year,
    yearFallback,
    householdSize: size,
    amountKrw: base.amountKrw + extra,
    basis,
    beyondTable,
    source: {
      ...table.source,
      ...(uncertain ? { uncertain: true } : {}),
      ...(yearFallback ? { estimate: true } : {}),
      note: en.join(' '),
      ko: { ...table.source.ko, note: ko.join(' ') },
    },
  };
};

/** The threshold for a calendar year (its table as in force on 1 July, i.e. for the whole year). */
export const incomeThreshold = (year: number, householdSize: number): IncomeThreshold =>
  incomeThresholdOn(`${String(year).padStart(4, '0')}-07-01`, householdSize);

/** Net assets held for at least 6 months count at 5% toward income (MOJ Notice 2016-369, still in 2026). */
export const assetIncomeRule = {
  percent: 5,
  minimumHoldingMonths: 6,
  countedAssets: {
    en: 'Deposits, insurance, securities, bonds and real estate, net of debt, held at least 6 months. A jeonse or lease deposit counts at the lease-contract amount (form 19-2 item 4.6.1).',
    ko: '예금, 보험, 증권, 채권, 부동산 중 부채를 뺀 순자산으로 취득 후 6개월 이상 보유한 것이에요. 전세·임차 보증금은 임대차 계약 금액으로 포함돼요(별지 제19호의2서식 4.6.1 항목).',
  } satisfies Localized,
  source: eligibilitySources.assetConversion,
} as const;

/** Income counted toward the threshold: income plus 5% of eligible net assets, in whole won. */
export const effectiveIncome = ({ annualIncome, assets = 0 }: { annualIncome: number; assets?: number }): number => {
  const income = Number.isFinite(annualIncome) ? Math.max(0, annualIncome) : 0;
  const netAssets = Number.isFinite(assets) ? Math.max(0, assets) : 0;
  return Math.round(income) + Math.floor((netAssets * assetIncomeRule.percent) / 100);
};

/** The extra eligible assets that would close a shortfall at the 5% rate. */
export const assetsToCover = (shortfallKrw: number): number =>
  shortfallKrw <= 0 ? 0 : Math.ceil((shortfallKrw * 100) / assetIncomeRule.percent);
