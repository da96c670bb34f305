/**
 * The income tables as the eligibility page shows them: the figures (income-figures.ts) with their
 * legal basis and sources.
 */
import type { Localized, Source } from '../common';
import {
  assetIncomePercent,
  incomeFigureOn,
  incomeFigures,
  type IncomeFigure,
  type IncomeFigures,
} from './income-figures';
import { eligibilitySources } from './sources';

export * from './income-figures';

export type IncomeTable = IncomeFigures & { legalBasis: Localized; source: Source };

export const incomeLegalBasis: Localized = {
  en: 'Immigration Act Enforcement Rule Art. 9-5(1) item 4. The Minister of Justice publishes the amounts each year by notice; since 2020 they follow the standard median income under the National Basic Living Security Act.',
  ko: '출입국관리법 시행규칙 제9조의5 제1항 제4호. 법무부장관이 매년 고시로 금액을 정하며, 2020년부터 국민기초생활 보장법상 기준 중위소득에 연동돼요.',
};

export const incomeTables: readonly IncomeTable[] = incomeFigures.map((t) => ({
  ...t,
  legalBasis: incomeLegalBasis,
  source: eligibilitySources[t.sourceId],
}));

export const incomeTableYears = (): number[] => incomeTables.map((t) => t.year);

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

export type IncomeThreshold = IncomeFigure & { source: Source };

/** A threshold's source, with what makes its figure uncertain or an estimate said in its note. */
export function thresholdSource({
  requestedYear: year,
  year: tableYear,
  basis,
  yearFallback,
  sourceId,
}: IncomeFigure): Source {
  const table = { year: tableYear, source: eligibilitySources[sourceId] };
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
    ...table.source,
    ...(uncertain ? { uncertain: true } : {}),
    ...(yearFallback ? { estimate: true } : {}),
    note: en.join(' '),
    ko: { ...table.source.ko, note: ko.join(' ') },
  };
}

/** The threshold in force on a day, with its source (see incomeFigureOn). */
export const incomeThresholdOn = (isoDate: string, householdSize: number): IncomeThreshold => {
  const figure = incomeFigureOn(isoDate, householdSize);
  return { ...figure, source: thresholdSource(figure) };
};

/** The threshold for a calendar year (its table as in force on 1 July, i.e. for the whole year). */
export const incomeThreshold = (year: number, householdSize: number): IncomeThreshold =>
  incomeThresholdOn(`${String(year).padStart(4, '0')}-07-01`, householdSize);

/** Net assets held for at least 6 months count at 5% toward income (MOJ Notice 2016-369, still in 2026). */
export const assetIncomeRule = {
  percent: assetIncomePercent,
  minimumHoldingMonths: 6,
  countedAssets: {
    en: 'Deposits, insurance, securities, bonds and real estate, net of debt, held at least 6 months. A jeonse or lease deposit counts at the lease-contract amount (form 19-2 item 4.6.1).',
    ko: '예금, 보험, 증권, 채권, 부동산 중 부채를 뺀 순자산으로 취득 후 6개월 이상 보유한 것이에요. 전세·임차 보증금은 임대차 계약 금액으로 포함돼요(별지 제19호의2서식 4.6.1 항목).',
  } satisfies Localized,
  source: eligibilitySources.assetConversion,
} as const;
