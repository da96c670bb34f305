import type { Localized } from '../common';
import { eligibilitySources } from '../eligibility/sources';
import type { FinancialCaseGuide, FinancialCaseId } from './financial';
import { guideSources, type ChecklistItem } from './sources';

const item = (id: string, en: string, ko: string, detail?: Localized): ChecklistItem => ({
  id,
  label: { en, ko },
  ...(detail ? { detail } : {}),
});

const familySupplement = item(
  'family-supplement-form',
  'Supplementary application using family income and assets',
  '가족 소득 및 재산에 의한 소득요건 보충신청서',
  {
    en: 'Needed when income or assets of someone other than the sponsor are counted.',
    ko: '초청인 외의 사람의 소득이나 재산을 합산할 때 필요해요.',
  },
);

const depositBalance = item(
  'deposit-balance',
  'Deposit balance certificate and bankbook copies',
  '예금잔액증명서 및 통장 사본',
  {
    en: 'Assets count only if held at least 6 months, net of debt.',
    ko: '부채를 뺀 순자산으로 6개월 이상 보유한 것만 인정돼요.',
  },
);

const propertyRegistry = item(
  'property-registry',
  'Property registry extract, if you own real estate',
  '부동산 등기부등본(부동산 소유 시)',
);

// Any income earned abroad, not only in the US (D28): the tip was reported for US tax forms, and holds for any.
const usIncomeSummary = item(
  'us-income-summary',
  'Plain summary of any income earned abroad, in English and Korean',
  '해외 소득이 있으면 영문·국문 요약본',
  {
    en: 'Income earned outside Korea is in principle not recognised (form 19-2 asks only about employment in Korea), so do not rely on it: if, as a legally married couple, you have lived together abroad for 1 year or more since the marriage, the income requirement does not apply. Where income from abroad is shown anyway, Korean officers find foreign tax forms hard to read; a one-page summary helps.',
    ko: '해외에서 번 소득은 원칙적으로 인정되지 않으므로(초청장은 국내 근무처만 물어요) 기대지 마세요. 혼인 후 법률혼 부부로 해외에서 1년 이상 함께 생활했다면 소득 요건이 면제돼요. 그래도 해외 소득을 보여 준다면, 외국 세금 서류는 한국 심사관이 읽기 어려우므로 한 장짜리 요약본이 도움이 돼요.',
  },
);

/** Always gathered (brief 2.4: Seattle and Greece consulate lists). */
export const baseIncomeDocuments: readonly ChecklistItem[] = [
  item('nts-income-certificate', 'Income amount certificate from the National Tax Service', '소득금액증명원(국세청)'),
  item('credit-report', 'Credit information report', '신용정보조회서'),
];

/** Added when the sponsor is employed. */
export const employeeIncomeDocuments: readonly ChecklistItem[] = [
  item('withholding-receipt', 'Earned income withholding receipt', '근로소득 원천징수영수증'),
  item('employment-certificate', 'Certificate of employment', '재직증명서'),
];

export const financialCaseGuides: Record<FinancialCaseId, FinancialCaseGuide> = {
  unemployedSponsor: {
    id: 'unemployedSponsor',
    title: { en: 'Sponsor without a job', ko: '초청인이 무직인 경우' },
    summary: {
      en: "What counts is income over the year before the application, not the current job. If it falls short: 5% of net assets held 6+ months counts as income; income and assets of lineal relatives on the sponsor's resident registration can be added; or an exemption may apply.",
      ko: '현재 재직 여부가 아니라 신청일 기준 지난 1년간의 소득을 봐요. 부족하면 6개월 이상 보유한 순자산의 5%가 소득으로 인정되고, 주민등록표상 같은 세대 직계가족의 소득·재산을 합산할 수 있으며, 면제 사유에 해당할 수도 있어요.',
    },
    documents: [
      depositBalance,
      propertyRegistry,
      familySupplement,
      item(
        'family-relation-and-residence',
        'Family relation certificate and resident registration copy',
        '가족관계증명서 및 주민등록등본',
        {
          en: 'Shows the relatives share the sponsor’s registered household.',
          ko: '직계가족이 초청인과 같은 세대임을 보여 줘요.',
        },
      ),
      item(
        'family-income-documents',
        "The relatives' income certificates and asset documents",
        '직계가족의 소득금액증명원 및 재산 서류',
      ),
    ],
    sources: [eligibilitySources.assetConversion, guideSources.familySupplement, guideSources.incomeDocuments],
  },
  irregularIncome: {
    id: 'irregularIncome',
    title: { en: 'Self-employed or irregular income', ko: '자영업 또는 불규칙한 소득' },
    summary: {
      en: 'Business income counts (including agriculture, forestry and fisheries), but irregular one-off income does not. Show the year’s income through tax records, not deposits alone.',
      ko: '사업소득(농림어업 포함)은 인정되지만 일시적 소득은 제외돼요. 입금 내역만이 아니라 세무 서류로 1년간의 소득을 보여 주세요.',
    },
    documents: [
      item('business-registration', 'Business registration certificate', '사업자등록증'),
      item('tax-filings', 'Tax filings for the business income', '사업소득 세무 신고 서류(종합소득세 신고서 등)'),
      item('bank-statements', 'Bankbook copies showing the income coming in', '소득 입금 내역이 보이는 통장 사본'),
      usIncomeSummary,
    ],
    sources: [guideSources.incomeDocuments, guideSources.whatCountsAsIncome, guideSources.usIncomeSummary],
  },
  sponseeIncomeCounts: {
    id: 'sponseeIncomeCounts',
    title: { en: 'The foreign spouse works in Korea', ko: '외국인 배우자가 한국에서 일하는 경우' },
    summary: {
      en: "The foreign spouse's income earned in Korea over the past year, and assets located in Korea, can be added to the sponsor's (MOJ Notice 2016-369). Income earned outside Korea is not listed.",
      ko: '외국인 배우자가 지난 1년간 한국에서 얻은 소득과 국내 재산을 초청인의 소득에 합산할 수 있어요(법무부 고시 제2016-369호). 국외 소득은 포함되지 않아요.',
    },
    documents: [
      item('spouse-income-certificate', "The spouse's income amount certificate", '배우자의 소득금액증명원'),
      item(
        'spouse-withholding-and-employment',
        "The spouse's withholding receipt and certificate of employment",
        '배우자의 근로소득 원천징수영수증 및 재직증명서',
      ),
      item(
        'spouse-korean-assets',
        "Balance certificates for the spouse's accounts in Korea",
        '배우자 국내 계좌의 잔액증명서',
      ),
      familySupplement,
    ],
    sources: [guideSources.familySupplement, guideSources.incomeDocuments],
  },
  housingStabilityOffset: {
    id: 'housingStabilityOffset',
    title: { en: 'Own home or paid jeonse, without large savings', ko: '자가 또는 전세 거주, 큰 예금 없음' },
    summary: {
      en: 'The home meets the housing requirement. Real estate the sponsor owns counts at 5% of its net value toward income if held 6+ months, and so does a jeonse or lease deposit: the invitation form (item 4.6.1) values a leased home at the lease-contract amount.',
      ko: '주거 요건은 충족돼요. 초청인 소유 부동산은 6개월 이상 보유하면 순가액의 5%가 소득으로 인정되고, 전세·임차 보증금도 마찬가지예요. 초청장(4.6.1 항목)은 임차 주택을 임대차 계약 금액으로 적어요.',
    },
    documents: [
      propertyRegistry,
      item('lease-contract', 'Jeonse lease contract, with the move-in report done', '전세 임대차계약서(전입신고 완료)'),
      item('resident-registration', 'Resident registration copy', '주민등록등본'),
    ],
    sources: [guideSources.housingDocuments, eligibilitySources.assetConversion, guideSources.jeonseAsAsset],
  },
  assetsCountAsIncome: {
    id: 'assetsCountAsIncome',
    title: { en: 'Savings or other assets can make up an income shortfall', ko: '예금 등 재산으로 부족한 소득 보완' },
    summary: {
      en: "Whatever the kind of income (salary, business or pension): if it falls short of the threshold, 5% of the Korean spouse's net assets counts as income. Deposits, insurance, securities, bonds and real estate count (a jeonse deposit too), net of debt, and only if held at least 6 months since acquisition: money deposited recently does not count yet. Example: 20M won income + 120M won assets = 20M + 6M = 26M won. If the income alone meets the threshold, the assets are not needed.",
      ko: '소득 종류(근로·사업·연금)와 관계없이 소득이 기준에 못 미치면 초청인 순자산의 5%가 소득으로 인정돼요. 예금, 보험, 증권, 채권, 부동산(전세 보증금 포함)이 해당하며, 부채를 뺀 순자산으로 취득 후 6개월 이상 보유한 것만 인정돼요. 최근에 넣은 돈은 아직 인정되지 않아요. 예: 소득 2천만 원 + 재산 1억 2천만 원 = 2천만 원 + 6백만 원 = 2천6백만 원. 소득만으로 기준을 넘으면 재산 서류는 필요 없어요.',
    },
    documents: [
      depositBalance,
      item(
        'securities-balance',
        'Balance certificates for securities, bonds and insurance',
        '증권·채권·보험 잔고증명서',
      ),
      propertyRegistry,
      item(
        'held-six-months',
        'Bankbook or account history showing the assets were held 6+ months',
        '재산을 6개월 이상 보유했음을 보여 주는 통장·거래 내역',
      ),
    ],
    sources: [eligibilitySources.assetConversion, guideSources.jeonseAsAsset],
  },
  retiredOrPension: {
    id: 'retiredOrPension',
    title: { en: 'Retired or living on a pension', ko: '은퇴 또는 연금 생활' },
    summary: {
      en: 'Pension income counts, as do interest, dividends and rental income. Savings, securities and real estate held 6+ months add 5% of their net value.',
      ko: '연금소득은 인정되며 이자·배당·임대소득도 인정돼요. 6개월 이상 보유한 예금·증권·부동산은 순가액의 5%가 더해져요.',
    },
    documents: [
      item(
        'pension-statement',
        "The paying institution's statement of pension paid over the past year",
        '지급 기관의 최근 1년 연금 지급 내역',
      ),
      depositBalance,
      item('securities-balance', 'Balance certificates for securities and bonds', '증권·채권 잔고증명서'),
      propertyRegistry,
      usIncomeSummary,
    ],
    sources: [guideSources.whatCountsAsIncome, eligibilitySources.assetConversion, guideSources.usIncomeSummary],
  },
  humanitarianExempt: {
    id: 'humanitarianExempt',
    title: { en: 'Humanitarian exemption from the income requirement', ko: '소득 요건 인도적 면제' },
    summary: {
      en: 'The income requirement does not apply if you have a child together, or if as a legally married couple you lived together abroad for 1+ year so the sponsor had no Korean income in the past year. Other cases need the Minister of Justice’s special recognition.',
      ko: '두 분 사이에 자녀가 있거나, 법률혼 부부로 해외에서 1년 이상 함께 생활하여 최근 1년간 초청인의 국내 소득이 없으면 소득 요건이 적용되지 않아요. 그 밖의 경우는 법무부장관이 특별히 인정해야 해요.',
    },
    documents: [
      item(
        'child-certificate',
        "The child's family relation certificate, or a birth certificate",
        '자녀의 가족관계증명서 또는 출생증명서',
      ),
      item(
        'living-together-abroad',
        'Proof that you lived together abroad for 1 year or more as a married couple',
        '혼인 후 해외에서 1년 이상 함께 생활한 증빙',
      ),
      item(
        'prior-f6-record',
        'If the applicant held F-6 before with the same spouse: that residence record (confirm with the consulate)',
        '같은 배우자와 과거 F-6으로 체류한 경우 체류 기록(영사관에 확인)',
      ),
    ],
    sources: [guideSources.incomeExemptions, eligibilitySources.incomeExemptionPriorF6],
  },
};
