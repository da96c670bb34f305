import type { Localized } from '../common';
import { enDate, koDate } from '../prose-date';
import { formatKrw, joinLocalized, localized } from './format';
import { assetsToCover, effectiveIncome, incomeThresholdOn } from './income-table';
import { eligibilitySources } from './sources';
import type { EligibilityCheck, EligibilityDraft, IncomeExemption } from './types';

const title = localized('Sponsor income', '초청인 소득 요건');

const exemptionText: Record<IncomeExemption, Localized> = {
  'child-together': localized(
    "Exempt from the income requirement: you have a child together. Bring the child's family relation certificate, or a birth certificate if the child has no Korean nationality yet.",
    '소득 요건 면제: 두 분 사이에 자녀가 있어요. 자녀 명의의 가족관계증명서(자녀가 아직 한국 국적이 없으면 출생증명서)를 준비하세요.',
  ),
  'lived-abroad-together-1y': localized(
    'Exempt from the income requirement: as a legally married couple you lived together abroad for 1 year or more, so the sponsor had no Korean income in the past year. Bring proof that you lived together.',
    '소득 요건 면제: 법률혼 부부로 해외에서 1년 이상 함께 생활하여 최근 1년간 초청인의 국내 소득이 없어요. 함께 생활한 증빙을 준비하세요.',
  ),
  'prior-f6-same-spouse': localized(
    'Possible exemption: the applicant stayed in Korea on F-6 before with the same spouse and the marriage was never interrupted. Only a secondary source lists this; confirm with the consulate or the 1345 hotline.',
    '면제 가능: 신청인이 같은 배우자와 과거 F-6 자격으로 체류했고 혼인이 중단된 적이 없는 경우예요. 2차 자료에만 나와 있으니 영사관이나 1345에 확인하세요.',
  ),
};

const whatCounts = localized(
  'Counted: earned, business, rental, interest, dividend and pension income over the year before the application; one-off income is excluded.',
  '인정 소득: 신청일 기준 지난 1년간의 근로·사업·임대·이자·배당·연금 소득이며, 일시적 소득은 제외돼요.',
);

const dayOf = (iso: string, what: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) throw new RangeError(`${what} must be an ISO date, got "${iso}"`);
  return iso.slice(0, 10);
};

/** The application date decides the table (section 13 C2); without one, today stands in and the check says so. */
export type IncomeCheckDates = { today: string; targetDate?: string | null };

const foreignIncomeText = (exemptionFits: boolean): Localized =>
  joinLocalized(
    localized(
      'Income earned outside Korea is uncertain: the invitation form (item 4.3.1) asks only about employment in Korea, and practitioners report that foreign income is in principle not recognised. A refusal means waiting 6 months before reapplying.',
      '해외에서 번 소득은 인정 여부가 불확실해요. 초청장(4.3.1 항목)은 국내 근무처만 묻고, 행정사들은 해외 소득이 원칙적으로 인정되지 않는다고 안내해요. 거부되면 6개월이 지나야 다시 신청할 수 있어요.',
    ),
    exemptionFits
      ? localized(
          'If you two, legally married, lived together abroad for a year or more, the sponsor had no Korean income in the past year and the income requirement does not apply: tick that exemption under "More details that can help" and bring proof that you lived together.',
          "법률혼 부부로 해외에서 1년 이상 함께 생활해 초청인의 최근 1년간 국내 소득이 없다면 소득 요건이 면제돼요. '결과에 도움이 될 수 있는 추가 정보'에서 해당 면제를 선택하고 함께 생활한 증빙을 준비하세요.",
        )
      : localized(
          'Count Korean income, Korean assets held 6+ months (jeonse and lease deposits included) and co-registered family income instead, or ask the consulate first.',
          '대신 국내 소득, 6개월 이상 보유한 국내 재산(전세·임차 보증금 포함), 같은 세대 가족의 소득을 합산하거나 먼저 영사관에 문의하세요.',
        ),
  );

const validAmount = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0;

type IncomeThreshold = ReturnType<typeof incomeThresholdOn>;

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
  const livedAbroadNote =
    marriedUnderAYear && claimed.includes('lived-abroad-together-1y')
      ? localized(
          'The "lived together abroad for 1 year" exemption does not apply yet: it needs a year or more living together abroad as a legally married couple, and you have been married less than a year (living together before the marriage does not count).',
          "'해외에서 1년 이상 함께 생활' 면제는 아직 해당하지 않아요. 법률혼 부부로 해외에서 1년 이상 함께 생활해야 하는데 혼인한 지 1년이 되지 않았어요(혼인 전 동거는 포함되지 않아요).",
        )
      : undefined;
  const firm = exemptions.find((e) => e !== 'prior-f6-same-spouse');
  const settled: EligibilityCheck | undefined = firm
    ? {
        id: 'income',
        status: 'pass',
        title,
        detail: exemptionText[firm],
        source:
          firm === 'lived-abroad-together-1y'
            ? eligibilitySources.livedAbroadExemption
            : eligibilitySources.incomeExemptions,
      }
    : exemptions.includes('prior-f6-same-spouse')
      ? {
          id: 'income',
          status: 'warn',
          title,
          detail: exemptionText['prior-f6-same-spouse'],
          source: eligibilitySources.incomeExemptionPriorF6,
        }
      : undefined;
  return { settled, marriedUnderAYear, livedAbroadNote };
}

/** The income counted (own, household, 5% of assets) and the sentence that shows how. */
function countedIncome(answers: EligibilityDraft, income: number): { counted: number; lead: Localized } {
  const family = validAmount(answers.familyIncomeKrw) ? answers.familyIncomeKrw : 0;
  const assets = validAmount(answers.assetsKrw) ? answers.assetsKrw : 0;
  const counted = effectiveIncome({ annualIncome: income + family, assets });
  const fromAssets = counted - Math.round(income + family);
  const total = formatKrw(counted);
  let breakdown: Localized | undefined;
  if (family > 0 || assets > 0) {
    const en = [`income ${formatKrw(income).en}`];
    const ko = [`소득 ${formatKrw(income).ko}`];
    if (family > 0) {
      en.push(`household and spouse's Korean income ${formatKrw(family).en}`);
      ko.push(`가족·배우자 국내 소득 ${formatKrw(family).ko}`);
    }
    if (assets > 0) {
      en.push(`5% of assets ${formatKrw(assets).en} = ${formatKrw(fromAssets).en}`);
      ko.push(`재산 ${formatKrw(assets).ko}의 5% ${formatKrw(fromAssets).ko}`);
    }
    breakdown = localized(` (${en.join(' + ')})`, `(${ko.join(' + ')})`);
  }
  const lead = localized(
    `Counted income ${total.en}${breakdown?.en ?? ''}`,
    `인정 소득은 ${total.ko}${breakdown?.ko ?? ''}으로`,
  );
  return { counted, lead };
}

/** Meets the threshold, or by how much it falls short, with the 6-month holding rule (D8). */
function incomeVerdict(counted: number, threshold: IncomeThreshold): Localized {
  const size = threshold.householdSize;
  const thr = formatKrw(threshold.amountKrw);
  const shortfall = threshold.amountKrw - counted;
  return counted >= threshold.amountKrw
    ? localized(
        `meets the ${threshold.year} threshold of ${thr.en} for a household of ${size}.`,
        `${threshold.year}년 ${size}인 가구 기준 ${thr.ko} 이상이에요.`,
      )
    : localized(
        `is ${formatKrw(shortfall).en} below the ${threshold.year} threshold of ${thr.en} for a household of ${size}. Net assets count at 5%, but only once held for 6 months or more: ${formatKrw(assetsToCover(shortfall)).en} more in assets already held that long would close the gap. Money deposited now counts only 6 months later, so applying before then would be refused on income. An exemption may also apply.`,
        `${threshold.year}년 ${size}인 가구 기준 ${thr.ko}보다 ${formatKrw(shortfall).ko} 부족해요. 순자산은 6개월 이상 보유한 경우에만 5%가 소득으로 인정돼요. 이미 6개월 이상 보유한 재산이 ${formatKrw(assetsToCover(shortfall)).ko} 더 있으면 기준을 충족해요. 지금 예치한 돈은 6개월이 지나야 인정되므로 그 전에 신청하면 소득 요건으로 거부돼요. 면제 사유에 해당할 수도 있어요.`,
      );
}

/** Which table was used and how sure its figure is (section 13 C2: said once, never twice). */
function tableNotes(threshold: IncomeThreshold, applicationDay: string, targetDate: string | null | undefined) {
  const year = Number(applicationDay.slice(0, 4));
  const fallbackNote = threshold.yearFallback
    ? localized(
        `The ${year} table, which applies on your application date, is not published yet: the ${threshold.year} figures are shown as an estimate. They usually rise each year.`,
        `신청일에 적용되는 ${year}년 기준표가 아직 고시되지 않아 ${threshold.year}년 금액을 추정치로 보여 드려요. 기준액은 보통 매년 올라요.`,
      )
    : undefined;
  // When that table is not out, say only that (never "the table in force is used").
  const dateNote = threshold.yearFallback
    ? targetDate
      ? localized(`Your application date: ${enDate(applicationDay)}.`, `신청일: ${koDate(applicationDay)}.`)
      : undefined
    : targetDate
      ? localized(
          `The table in force on your application date (${enDate(applicationDay)}) is used.`,
          `신청일(${koDate(applicationDay)})에 적용되는 기준표를 사용했어요.`,
        )
      : localized(
          "No application date is set, so today's table is used. The table in force on the application date decides: set the date.",
          '신청일이 정해지지 않아 오늘 기준표를 사용했어요. 신청일에 적용되는 기준표로 판단하니 신청일을 정해 주세요.',
        );
  const approximateNote =
    threshold.basis !== 'published'
      ? localized(
          'This threshold is approximate (not printed in the source we found); confirm the exact figure with the consulate.',
          '이 기준액은 추정치예요(확인한 자료에 정확한 금액이 없음). 정확한 금액은 영사관에 확인하세요.',
        )
      : undefined;
  return { fallbackNote, dateNote, approximateNote };
}

export const checkIncome = (answers: EligibilityDraft, dates: IncomeCheckDates | string): EligibilityCheck => {
  const { today, targetDate } = typeof dates === 'string' ? { today: dates, targetDate: null } : dates;
  const applicationDay = dayOf(targetDate || today, targetDate ? 'targetDate' : 'today');
  const { settled, marriedUnderAYear, livedAbroadNote } = incomeExemption(answers);
  if (settled) return settled;

  const threshold = incomeThresholdOn(applicationDay, answers.householdSize ?? 2);
  if (!validAmount(answers.annualIncome)) {
    return {
      id: 'income',
      status: 'unknown',
      title,
      detail: localized(
        "Enter the sponsor's pre-tax income for the year before the application.",
        '신청일 기준 지난 1년간 초청인의 세전 소득을 입력하세요.',
      ),
      source: threshold.source,
    };
  }
  const { counted, lead } = countedIncome(answers, answers.annualIncome);
  const verdict = joinLocalized(lead, incomeVerdict(counted, threshold));
  const { fallbackNote, dateNote, approximateNote } = tableNotes(threshold, applicationDay, targetDate);

  if (answers.sponsorIncomeEarnedIn === 'abroad' || answers.sponsorIncomeEarnedIn === 'both') {
    // Foreign income is not a settled fail or pass (C4): uncertain, with the reason and the way out.
    return {
      id: 'income',
      status: 'warn',
      title,
      detail: joinLocalized(
        verdict,
        foreignIncomeText(answers.sponsorIncomeEarnedIn === 'abroad' && !marriedUnderAYear),
        livedAbroadNote,
        dateNote,
        fallbackNote,
      ),
      source: eligibilitySources.foreignIncome,
    };
  }
  return {
    id: 'income',
    status: counted < threshold.amountKrw ? 'fail' : threshold.yearFallback ? 'warn' : 'pass',
    title,
    detail: joinLocalized(verdict, livedAbroadNote, whatCounts, dateNote, fallbackNote, approximateNote),
    source: threshold.source,
  };
};
