import type { EligibilitySourceRef } from './types';
import { assetsToCover, effectiveIncome, incomeFigureOn, type IncomeFigure } from './income-figures';
import { check } from './make-check';
import type { CountedIncome, EligibilityMessage } from './texts';
import type { CheckStatus, EligibilityDraft, EligibilityVerdict } from './types';

const dayOf = (iso: string, what: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) throw new RangeError(`${what} must be an ISO date, got "${iso}"`);
  return iso.slice(0, 10);
};

/** The application date decides the table (section 13 C2); without one, today stands in and the check says so. */
export type IncomeCheckDates = { today: string; targetDate?: string | null };

/** Foreign income (C4): uncertain, with the way out that fits the couple. */
const foreignIncomeText = (exemptionFits: boolean): EligibilityMessage[] => [
  { id: 'income.foreign' },
  { id: exemptionFits ? 'income.foreign.exemption-fits' : 'income.foreign.count-instead' },
];

const validAmount = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0;

type IncomeThreshold = IncomeFigure;

type Settled = { status: CheckStatus; detail: EligibilityMessage; source: EligibilitySourceRef };

/**
 * The exemptions claimed, as far as they hold (section 14 D4: living together abroad counts only as a
 * married couple, for a year or more, so a couple married less than a year cannot use it, and the
 * normal check runs and says why). A firm exemption settles the check.
 */
function incomeExemption(answers: EligibilityDraft) {
  const marriedUnderAYear =
    typeof answers.yearsMarried === 'number' && Number.isFinite(answers.yearsMarried) && answers.yearsMarried < 1;
  const claimed = answers.incomeExemptions ?? [];
  const exemptions = marriedUnderAYear ? claimed.filter((e) => e !== 'lived-abroad-together-1y') : claimed;
  const livedAbroadNote: EligibilityMessage | undefined =
    marriedUnderAYear && claimed.includes('lived-abroad-together-1y')
      ? { id: 'income.lived-abroad-too-soon' }
      : undefined;
  const firm = exemptions.find((e) => e !== 'prior-f6-same-spouse');
  const settled: Settled | undefined = firm
    ? {
        status: 'pass',
        detail: { id: `income.exempt.${firm}` },
        source: firm === 'lived-abroad-together-1y' ? 'livedAbroadExemption' : 'incomeExemptions',
      }
    : exemptions.includes('prior-f6-same-spouse')
      ? {
          status: 'warn',
          detail: { id: 'income.exempt.prior-f6-same-spouse' },
          source: 'incomeExemptionPriorF6',
        }
      : undefined;
  return { settled, marriedUnderAYear, livedAbroadNote };
}

/** The income counted: own, household, and 5% of assets (worded with its parts). */
function countedIncome(answers: EligibilityDraft, income: number): CountedIncome {
  const family = validAmount(answers.familyIncomeKrw) ? answers.familyIncomeKrw : 0;
  const assets = validAmount(answers.assetsKrw) ? answers.assetsKrw : 0;
  const counted = effectiveIncome({ annualIncome: income + family, assets });
  return { counted, income, family, assets, fromAssets: counted - Math.round(income + family) };
}

/** Meets the threshold, or by how much it falls short, with the 6-month holding rule (D8). */
function incomeVerdict(counted: number, threshold: IncomeThreshold): EligibilityMessage {
  const values = { year: threshold.year, size: threshold.householdSize, threshold: threshold.amountKrw };
  const shortfall = threshold.amountKrw - counted;
  return counted >= threshold.amountKrw
    ? { id: 'income.meets', values }
    : { id: 'income.short', values: { ...values, shortfall, assetsNeeded: assetsToCover(shortfall) } };
}

/** Which table was used and how sure its figure is (section 13 C2: said once, never twice). */
function tableNotes(threshold: IncomeThreshold, applicationDay: string, targetDate: string | null | undefined) {
  const year = Number(applicationDay.slice(0, 4));
  const fallbackNote: EligibilityMessage | undefined = threshold.yearFallback
    ? { id: 'income.year-fallback', values: { year, tableYear: threshold.year } }
    : undefined;
  // When that table is not out, say only that (never "the table in force is used").
  const dateNote: EligibilityMessage | undefined = threshold.yearFallback
    ? targetDate
      ? { id: 'income.application-date', values: { day: applicationDay } }
      : undefined
    : targetDate
      ? { id: 'income.table-in-force', values: { day: applicationDay } }
      : { id: 'income.no-application-date' };
  const approximateNote: EligibilityMessage | undefined =
    threshold.basis !== 'published' ? { id: 'income.approximate' } : undefined;
  return { fallbackNote, dateNote, approximateNote };
}

export const checkIncome = (answers: EligibilityDraft, dates: IncomeCheckDates | string): EligibilityVerdict => {
  const { today, targetDate } = typeof dates === 'string' ? { today: dates, targetDate: null } : dates;
  const applicationDay = dayOf(targetDate || today, targetDate ? 'targetDate' : 'today');
  const { settled, marriedUnderAYear, livedAbroadNote } = incomeExemption(answers);
  if (settled) return check('income', settled.status, 'title.income', settled.detail, settled.source);

  const threshold = incomeFigureOn(applicationDay, answers.householdSize ?? 2);
  if (!validAmount(answers.annualIncome))
    return check('income', 'unknown', 'title.income', { id: 'income.unanswered' }, threshold);
  const counted = countedIncome(answers, answers.annualIncome);
  const verdict: EligibilityMessage[] = [
    { id: 'income.counted', values: counted },
    incomeVerdict(counted.counted, threshold),
  ];
  const { fallbackNote, dateNote, approximateNote } = tableNotes(threshold, applicationDay, targetDate);

  if (answers.sponsorIncomeEarnedIn === 'abroad' || answers.sponsorIncomeEarnedIn === 'both') {
    // Foreign income is not a settled fail or pass (C4): uncertain, with the reason and the way out.
    const exemptionFits = answers.sponsorIncomeEarnedIn === 'abroad' && !marriedUnderAYear;
    return check(
      'income',
      'warn',
      'title.income',
      [...verdict, ...foreignIncomeText(exemptionFits), livedAbroadNote, dateNote, fallbackNote],
      'foreignIncome',
    );
  }
  return check(
    'income',
    counted.counted < threshold.amountKrw ? 'fail' : threshold.yearFallback ? 'warn' : 'pass',
    'title.income',
    [...verdict, livedAbroadNote, { id: 'income.what-counts' }, dateNote, fallbackNote, approximateNote],
    threshold,
  );
};
