/**
 * The sponsor income thresholds as figures (section 2.2, 13 C1): what the eligibility rules and so the
 * status function (D25) read. Their sources' wording is added where a screen shows them (income-table.ts).
 */
import { compareCodeUnits } from '@/lib/compare';
import type { EligibilitySourceId } from './sources';

/** How a figure is known: printed in a source, worked out from the median income, or rounded. */
export type FigureBasis = 'published' | 'derived' | 'approximate';

export type ThresholdFigure = { amountKrw: number; basis: FigureBasis };

export type HouseholdSize = 2 | 3 | 4 | 5 | 6 | 7;

export type IncomeFigures = {
  year: number;
  effectiveFrom: string;
  /** Annual pre-tax KRW, by household size (sponsor + foreign spouse + co-registered lineal relatives). */
  bySize: Record<HouseholdSize, ThresholdFigure>;
  /** Added for each person beyond 7. */
  perExtraPerson: ThresholdFigure;
  sourceId: EligibilitySourceId;
};

const published = (amountKrw: number): ThresholdFigure => ({ amountKrw, basis: 'published' });

// Figures: domain brief section 2.2, corrected by section 13 C1 (2026 sizes 5-7 and the step are
// published in MOJ Notice 2025-534, each equal to the 2026 standard median income x 12 x 50%);
// the 2025 step is still 7-person minus 6-person (the source text is cut off).
export const incomeFigures: readonly IncomeFigures[] = [
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
    sourceId: 'income2024',
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
    sourceId: 'income2025',
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
    sourceId: 'income2026',
  },
];

/** The threshold in force on a day for a household, without its source's wording (income-table.ts adds it). */
export type IncomeFigure = {
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
  /** The table's source (eligibility/sources.ts). */
  sourceId: EligibilitySourceId;
};

const basisRank: Record<FigureBasis, number> = { published: 0, derived: 1, approximate: 2 };
const weakest = (a: FigureBasis, b: FigureBasis): FigureBasis => (basisRank[a] >= basisRank[b] ? a : b);

/** The table in force on a day: the latest one whose effectiveFrom is on or before it (or the earliest). */
const tableOn = (isoDate: string): IncomeFigures => {
  const sorted = [...incomeFigures].sort((a, b) => compareCodeUnits(a.effectiveFrom, b.effectiveFrom));
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
export const incomeFigureOn = (isoDate: string, householdSize: number): IncomeFigure => {
  if (!ISO_DAY.test(isoDate)) throw new RangeError(`Expected a calendar day (YYYY-MM-DD), got "${isoDate}"`);
  const year = Number(isoDate.slice(0, 4));
  const table = tableOn(isoDate);
  const size = Number.isFinite(householdSize) ? Math.max(2, Math.floor(householdSize)) : 2;
  const beyondTable = size > 7;
  const base = table.bySize[(beyondTable ? 7 : size) as HouseholdSize];
  const extra = beyondTable ? (size - 7) * table.perExtraPerson.amountKrw : 0;
  const basis = beyondTable ? weakest(base.basis, table.perExtraPerson.basis) : base.basis;
  const yearFallback = table.year !== year;
  return {
    requestedYear: year,
    year: table.year,
    yearFallback,
    householdSize: size,
    amountKrw: base.amountKrw + extra,
    basis,
    beyondTable,
    sourceId: table.sourceId,
  };
};

/** Net assets held for at least 6 months count at this percent toward income (MOJ Notice 2016-369, still in 2026). */
export const assetIncomePercent = 5;

/** Income counted toward the threshold: income plus 5% of eligible net assets, in whole won. */
export const effectiveIncome = ({ annualIncome, assets = 0 }: { annualIncome: number; assets?: number }): number => {
  const income = Number.isFinite(annualIncome) ? Math.max(0, annualIncome) : 0;
  const netAssets = Number.isFinite(assets) ? Math.max(0, assets) : 0;
  return Math.round(income) + Math.floor((netAssets * assetIncomePercent) / 100);
};

/** The extra eligible assets that would close a shortfall at the 5% rate. */
export const assetsToCover = (shortfallKrw: number): number =>
  shortfallKrw <= 0 ? 0 : Math.ceil((shortfallKrw * 100) / assetIncomePercent);
