import { withJosa } from '@/lib/josa';
import { address, choice, date, krw, longText, number, option, phone, questionFor, t, text, yesNo } from '../build';
import type { FieldDef, QuestionDef, SkipRule } from '../types';

const q = questionFor('invitation-letter', 'sponsor', 'ko');

// Asked first although printed as 4.7.1 (and again as 6.5.1): the section openers of 4 and 6 send a
// sponsor with a child by the invited spouse straight to 4.7 and 6.5, so the wizard needs it up front.
const childTogether: SkipRule = { questionId: 'il.child-together', fieldId: 'childTogether', in: [true] };

// "[If this amount meets the 4.2 threshold, go to 5]": the checkpoints after 4.3.5, 4.3.10, 4.4.4,
// 4.5.2 and 4.6.5 are routing fields the sponsor confirms.
const met = (questionId: string): SkipRule => ({ questionId, fieldId: 'meetsThreshold', in: [true] });
const metCurrentJob = met('il.current-job-income');
const metEarned = met('il.earned-income-total');
const metBusiness = met('il.business-income');
const metOther = met('il.other-income-total');
const metTotal = met('il.income-total');

const meetsThreshold = (sumHint: ReturnType<typeof t>): FieldDef =>
  yesNo(
    'meetsThreshold',
    t(
      `Does ${sumHint.en} reach the threshold in 4.2?`,
      `${withJosa(sumHint.ko, '이/가')} 4.2의 소득요건 기준 이상입니까?`,
    ),
    {
      help: t(
        'If Yes, the form sends you straight to section 5 (housing).',
        '"예"이면 양식의 안내에 따라 5(주거요건)로 이동해요.',
      ),
    },
  );

const assetTypeOptions = [
  option('deposit', 'Bank deposit', '예금'),
  option('insurance', 'Insurance', '보험'),
  option('securities', 'Securities (stocks, funds)', '증권'),
  option('bonds', 'Bonds', '채권'),
  option('realEstate', 'Real estate (owned, or a jeonse / lease deposit)', '부동산(소유 또는 전세·임차 보증금)'),
];

export const invitationSection4: QuestionDef[] = [
  q({
    id: 'il.child-together',
    sectionId: 'income',
    officialItems: ['4.7.1', '6.5.1'],
    answerLanguage: 'any',
    title: t(
      'Do you have a child with the spouse you are inviting?',
      '초청하려는 외국인 배우자와의 사이에 출생한 자녀가 있습니까?',
    ),
    help: t(
      "A child born to the two of you exempts you from the income requirement (section 4) and from the communication requirement (section 6). If Yes, those questions are skipped and the form goes to section 5. The same answer is printed at 4.7.1 and 6.5.1. Attach the child's family relation certificate or birth certificate.",
      '두 사람 사이에 출생한 자녀가 있으면 소득요건(4)과 부부간 의사소통 요건(6)이 면제돼요. "예"이면 해당 질문을 건너뛰고 5로 이동해요. 같은 답이 4.7.1과 6.5.1에 기재돼요. 자녀의 가족관계증명서나 출생증명서를 첨부하세요.',
    ),
    note: 'Moved to the start of section 4 and shared with 6.5.1 so the section openers ("exempt -> 4.7 / 6.5") can be followed (S1; S9, S11).',
    fields: [yesNo('childTogether', t('We have a child together', '자녀가 있음'))],
  }),
  q({
    id: 'il.household-and-threshold',
    sectionId: 'income',
    officialItems: ['4.1', '4.2'],
    answerLanguage: 'any',
    title: t('Household size and your income threshold', '가족 수와 충족해야 하는 소득요건'),
    help: t(
      'The household counts you and your spouse (2, pre-printed) plus lineal family sharing your resident registration household: parents, grandparents, and children from a previous marriage who live with you. Then write the yearly pre-tax income threshold for that household size from the Ministry of Justice notice in force (for 2026, 2 persons: 25,195,752 KRW). "Past 1 year" in this section always means the year before the date you write the invitation.',
      '초청인과 외국인 배우자 2명(인쇄됨)에 주민등록표상 세대를 같이 하는 직계가족(부모, 조부모, 과거 혼인관계에서 출생한 자녀 중 함께 사는 가족)을 더해요. 그 가족 수에 맞는 연간 세전 소득요건 금액을 법무부 고시에서 찾아 적어요(2026년 2인 가구: 25,195,752원). 이 항목의 "과거 1년간"은 초청장 작성일 기준이에요.',
    ),
    skipWhen: [childTogether],
    fields: [
      number(
        'otherFamilyMembers',
        t('Lineal family members in your household (besides the two of you)', '함께 사는 직계가족 수 (부부 제외)'),
        {
          min: 0,
          max: 20,
        },
      ),
      krw('threshold', t('Income threshold for this household (KRW per year)', '충족해야 하는 소득요건 (원, 연간)')),
    ],
  }),
  q({
    id: 'il.current-employment',
    sectionId: 'income',
    officialItems: ['4.3.1', '4.3.2', '4.3.3', '4.3.4'],
    title: t('Are you currently employed in Korea?', '초청인은 현재 한국에서 취업하고 있습니까?'),
    help: t(
      "Employment in Korea only. If Yes, give the workplace name and address, your employer's (boss's) name and phone number, and the date you started. If No, the form skips to 4.3.6. Attach an employment certificate (재직증명서).",
      '한국에서의 취업만 해당해요. "예"이면 직장명과 주소, 고용주 성명과 연락처, 근무 시작일을 적고 재직증명서를 첨부해요. "아니요"이면 4.3.6으로 이동해요.',
    ),
    skipWhen: [childTogether],
    fields: [
      yesNo('employed', t('I am employed in Korea', '현재 한국에서 취업 중')),
      text('workplace', t('Workplace name', '직장명'), { showWhen: { fieldId: 'employed', in: [true] } }),
      address('workplaceAddress', t('Workplace address', '직장 주소'), {
        showWhen: { fieldId: 'employed', in: [true] },
      }),
      text('employerName', t("Employer's name", '고용주 성명'), {
        maxLength: 50,
        showWhen: { fieldId: 'employed', in: [true] },
      }),
      phone('employerPhone', t("Employer's phone", '고용주 연락처'), { showWhen: { fieldId: 'employed', in: [true] } }),
      date('startDate', t('Working there since', '근무 시작일'), {
        notInFuture: true,
        showWhen: { fieldId: 'employed', in: [true] },
      }),
    ],
  }),
  q({
    id: 'il.current-job-income',
    sectionId: 'income',
    officialItems: ['4.3.5'],
    answerLanguage: 'any',
    title: t('Pre-tax income from your current job in the past year', '현재 직장에서 과거 1년간 얻은 세전 수입'),
    help: t(
      'Gross earnings (before tax) from your current job during the year before the invitation date, as on your withholding receipt (근로소득 원천징수영수증) or income certificate. If you started less than a year ago, count only what you earned.',
      '초청장 작성일부터 과거 1년간 현재 직장에서 받은 세전 소득을 근로소득 원천징수영수증이나 소득금액증명원 기준으로 적어요. 근무한 지 1년이 안 되면 실제 받은 금액만 적어요.',
    ),
    skipWhen: [childTogether, { questionId: 'il.current-employment', fieldId: 'employed', in: [false] }],
    fields: [krw('amount', t('Pre-tax income (KRW)', '세전 수입 (원)')), meetsThreshold(t('this amount', '이 금액'))],
  }),
  q({
    id: 'il.past-year-jobs',
    sectionId: 'income',
    officialItems: ['4.3.6'],
    title: t(
      'Did you have another job in Korea in the past year?',
      '과거 1년간 한국에서 다른 직장에 취업한 적이 있습니까?',
    ),
    help: t(
      'Jobs other than your current one, held in Korea during the year before the invitation date. If No, the form skips to 4.4.',
      '초청장 작성일부터 과거 1년간 현재 직장 외에 한국에서 다녔던 직장이 있는지 답해요. "아니요"이면 4.4로 이동해요.',
    ),
    skipWhen: [childTogether, metCurrentJob],
    fields: [yesNo('hadOtherJobs', t('I had another job in the past year', '다른 직장에 취업한 적이 있음'))],
  }),
  q({
    id: 'il.past-jobs',
    sectionId: 'income',
    officialItems: ['4.3.7', '4.3.8'],
    title: t('Your other jobs in the past year', '과거 1년간 취업하였던 직장'),
    help: t(
      "One row per former job: the workplace name and address, the employer's name and phone (4.3.7), the period you worked there within the past year and the pre-tax income you earned there (4.3.8).",
      '과거 직장마다 직장명, 주소, 고용주 성명과 연락처(4.3.7), 과거 1년 중 근무한 기간과 그 직장에서 얻은 세전 소득(4.3.8)을 적어요.',
    ),
    note: 'Tables 4.3.7 and 4.3.8 describe the same jobs, so they share one row per job; 4.3.8 prints 2 rows (S1 layout; LIKELY).',
    skipWhen: [childTogether, metCurrentJob, { questionId: 'il.past-year-jobs', fieldId: 'hadOtherJobs', in: [false] }],
    group: { minRows: 1, maxRows: 2, rowLabel: t('Former job', '과거 직장') },
    fields: [
      text('workplace', t('Workplace name', '직장명')),
      address('address', t('Address', '주소')),
      text('employerName', t("Employer's name", '고용주 성명'), { maxLength: 50 }),
      phone('employerPhone', t("Employer's (workplace) phone", '고용주(직장) 연락처')),
      date('from', t('Worked from', '근무 시작일'), { notInFuture: true }),
      date('to', t('Worked until', '근무 종료일'), { notInFuture: true }),
      krw('income', t('Pre-tax income (KRW)', '세전 소득 (원)')),
    ],
  }),
  q({
    id: 'il.earned-income-total',
    sectionId: 'income',
    officialItems: ['4.3.9', '4.3.10'],
    answerLanguage: 'any',
    title: t('Total earned income', '근로소득 합계'),
    help: t(
      "4.3.9 is the sum of the pre-tax income of your former jobs. 4.3.10 adds your current job's income (4.3.5; 0 if not employed).",
      '4.3.9는 과거 직장 세전 소득의 합이고, 4.3.10은 여기에 현재 직장 소득(4.3.5, 취업하지 않았으면 0)을 더한 금액이에요.',
    ),
    skipWhen: [childTogether, metCurrentJob, { questionId: 'il.past-year-jobs', fieldId: 'hadOtherJobs', in: [false] }],
    fields: [
      krw('formerJobsTotal', t('Sum of former jobs (4.3.9, KRW)', '과거 직장 소득의 합 (4.3.9, 원)')),
      krw('earnedTotal', t('Current + former jobs (4.3.10, KRW)', '현재 및 과거 직장 소득의 합 (4.3.10, 원)')),
      meetsThreshold(t('the total in 4.3.10', '4.3.10의 합계')),
    ],
  }),
  q({
    id: 'il.business',
    sectionId: 'income',
    officialItems: ['4.4.1'],
    title: t('Did you run a business in the past year?', '과거 1년간 사업을 한 적이 있습니까?'),
    help: t(
      'Self-employment or a business of your own during the year before the invitation date. Farming, forestry and fishing count as business. If No, the form skips to 4.5.',
      '초청장 작성일부터 과거 1년간 사업(자영업)을 한 적이 있는지 답해요. 농림수산업 소득도 사업소득에 포함돼요. "아니요"이면 4.5로 이동해요.',
    ),
    skipWhen: [childTogether, metCurrentJob, metEarned],
    fields: [yesNo('hadBusiness', t('I ran a business', '사업을 한 적이 있음'))],
  }),
  q({
    id: 'il.businesses',
    sectionId: 'income',
    officialItems: ['4.4.2', '4.4.3'],
    title: t('Your businesses', '사업장'),
    help: t(
      'One row per business: its name, address and phone (4.4.2), and concretely what kind of business it is (4.4.3), e.g. "온라인 의류 소매업". From 3 businesses on, the form puts them on a separate sheet. Attach your business registration certificate and income proof.',
      '사업장마다 명칭, 주소, 전화번호(4.4.2)와 구체적인 사업의 종류(4.4.3, 예: "온라인 의류 소매업")를 적어요. 3개 이상이면 별지에 작성해요. 사업자등록증과 소득 증빙을 첨부하세요.',
    ),
    note: 'The printed table has room for 2 businesses; 3 or more go on a separate sheet per the form (S1).',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      { questionId: 'il.business', fieldId: 'hadBusiness', in: [false] },
    ],
    group: { minRows: 1, maxRows: 10, rowLabel: t('Business', '사업장') },
    fields: [
      text('name', t('Business name', '명칭')),
      address('address', t('Address', '주소')),
      phone('phone', t('Phone', '전화번호')),
      text('kind', t('Kind of business', '사업의 종류'), { maxLength: 200 }),
    ],
  }),
  q({
    id: 'il.business-income',
    sectionId: 'income',
    officialItems: ['4.4.4'],
    answerLanguage: 'any',
    title: t('Pre-tax business income in the past year', '과거 1년간 사업을 통해 얻은 세전 소득'),
    help: t(
      'The total pre-tax income from all your businesses in the year before the invitation date, as on your income certificate (소득금액증명원). For the threshold check, add your earned income (4.3.10, or 4.3.5 if you skipped 4.3.10).',
      '초청장 작성일부터 과거 1년간 모든 사업에서 얻은 세전 소득의 총액을 소득금액증명원 기준으로 적어요. 소득요건 확인 시 근로소득(4.3.10, 건너뛴 경우 4.3.5)을 더해요.',
    ),
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      { questionId: 'il.business', fieldId: 'hadBusiness', in: [false] },
    ],
    fields: [
      krw('amount', t('Pre-tax business income (KRW)', '세전 사업소득 (원)')),
      meetsThreshold(t('earned income plus this amount', '근로소득과 이 금액의 합')),
    ],
  }),
  q({
    id: 'il.other-income',
    sectionId: 'income',
    officialItems: ['4.5.1'],
    title: t(
      'Did you have rental, interest, dividend or pension income?',
      '과거 1년간 부동산 임대, 이자, 배당, 연금 소득이 있습니까?',
    ),
    help: t(
      '"Other income" on this form means ONLY real-estate rent, interest, dividends and pensions received in the year before the invitation date. If No, the form skips to 4.6.',
      '이 양식의 "그 밖의 소득"은 초청장 작성일부터 과거 1년간의 부동산 임대소득, 이자소득, 배당소득, 연금소득만 해당해요. "아니요"이면 4.6으로 이동해요.',
    ),
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness],
    fields: [yesNo('hasOtherIncome', t('I had such income', '해당 소득이 있음'))],
  }),
  q({
    id: 'il.other-income-items',
    sectionId: 'income',
    officialItems: [],
    partOf: '4.5.1',
    title: t('Your rental, interest, dividend and pension income', '부동산 임대, 이자, 배당, 연금 소득 내역'),
    help: t(
      'One row per kind of income, with the pre-tax amount for the past year.',
      '소득의 종류마다 과거 1년간의 세전 소득을 적어요.',
    ),
    note: 'The printed table has 2 rows (S1 layout; LIKELY); up to 4, one per kind, are allowed here.',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      { questionId: 'il.other-income', fieldId: 'hasOtherIncome', in: [false] },
    ],
    group: { minRows: 1, maxRows: 4, rowLabel: t('Income', '소득') },
    fields: [
      choice('kind', t('Kind of income', '소득의 종류'), [
        option('rent', 'Real-estate rent', '부동산 임대'),
        option('interest', 'Interest', '이자'),
        option('dividend', 'Dividends', '배당'),
        option('pension', 'Pension', '연금'),
      ]),
      krw('amount', t('Pre-tax amount (KRW)', '세전 소득 (원)')),
    ],
  }),
  q({
    id: 'il.other-income-total',
    sectionId: 'income',
    officialItems: ['4.5.2'],
    answerLanguage: 'any',
    title: t('Total of the other income', '그 밖의 소득의 합계'),
    help: t(
      'The sum of the amounts listed in 4.5.1. For the threshold check, add earned income and business income.',
      '4.5.1에 적은 소득의 합계예요. 소득요건 확인 시 근로소득과 사업소득을 더해요.',
    ),
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      { questionId: 'il.other-income', fieldId: 'hasOtherIncome', in: [false] },
    ],
    fields: [
      krw('amount', t('Sum (KRW)', '합계 (원)')),
      meetsThreshold(t('earned + business + other income', '근로소득, 사업소득, 그 밖의 소득의 합')),
    ],
  }),
  q({
    id: 'il.assets',
    sectionId: 'income',
    officialItems: ['4.6.1'],
    title: t('Do you have qualifying assets in your own name?', '기준을 충족하는 초청인 명의의 재산이 있습니까?'),
    help: t(
      'If your income falls short, assets can count. Qualifying assets are deposits, insurance, securities, bonds or real estate in YOUR name for at least 6 months before the invitation date, each worth at least 1,000,000 KRW; a jeonse or lease deposit counts as real estate at the lease-contract amount (item 4.6.1). Only net assets (after debts) count. If No, the form skips to 4.7.',
      '소득만으로 기준에 못 미치면 재산을 이용할 수 있어요. 초청장 작성일 기준 6개월 이상 초청인 명의로 된 100만원 이상의 예금, 보험, 증권, 채권, 부동산이 해당하고, 전세·임차 보증금은 임대차 계약 금액으로 부동산에 포함돼요(4.6.1 항목). 부채를 뺀 순재산만 인정해요. "아니요"이면 4.7로 이동해요.',
    ),
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness, metOther],
    fields: [yesNo('hasAssets', t('I have qualifying assets', '해당 재산이 있음'))],
  }),
  q({
    id: 'il.asset-items',
    sectionId: 'income',
    officialItems: [],
    partOf: '4.6.1',
    title: t('Your assets and their cash value', '재산의 종류와 현금가액'),
    help: t(
      "One row per asset. Cash value: deposits, insurance, securities and bonds at face value on the invitation date; owned real estate at the official assessed price (공시지가), or a MOLIT actual-transaction price or a bank's published market price where one exists; a leased home at the deposit in the lease contract. The form then asks for the total.",
      '재산마다 적어요. 현금가액: 예금·보험·증권·채권은 초청장 작성일 기준 액면가, 소유 부동산은 원칙적으로 공시지가(국토교통부 실거래가나 시중은행 공표 시세를 확인할 수 있으면 그 가격), 임차 주택은 임대차 계약서상의 금액을 적어요.',
    ),
    note: 'The printed table has 3 rows plus a total (S1 layout; LIKELY); the total is computed from the rows.',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      metOther,
      { questionId: 'il.assets', fieldId: 'hasAssets', in: [false] },
    ],
    group: { minRows: 1, maxRows: 3, rowLabel: t('Asset', '재산') },
    fields: [
      choice('kind', t('Kind of asset', '재산의 종류'), assetTypeOptions),
      krw('value', t('Cash value (KRW)', '현금가액 (원)')),
    ],
  }),
  q({
    id: 'il.income-total',
    sectionId: 'income',
    officialItems: ['4.6.2', '4.6.3', '4.6.4', '4.6.5'],
    answerLanguage: 'any',
    title: t('Debts, net assets and your total', '부채, 순 재산과 소득 합계'),
    help: t(
      '4.6.2: any loans or other debts, and the amount. 4.6.3: the asset total minus the debts. 4.6.4: 5% of that net amount (if it is zero or negative, write 0). 4.6.5: earned income (4.3.10) + business income (4.4.4) + other income (4.5.2) + the 4.6.4 amount; the form prints each part and the total.',
      '4.6.2: 대출 등 부채가 있으면 금액을 적어요. 4.6.3: 재산 합계에서 부채를 뺀 금액. 4.6.4: 그 순 재산의 5%(0 이하이면 0). 4.6.5: 근로소득(4.3.10) + 사업소득(4.4.4) + 그 밖의 소득(4.5.2) + 재산의 환산금액(4.6.4)의 합계예요.',
    ),
    note: 'Writing 0 in 4.6.4 for negative net assets is an inference; the form gives no rule (S1, GUESS).',
    skipWhen: [
      childTogether,
      metCurrentJob,
      metEarned,
      metBusiness,
      metOther,
      { questionId: 'il.assets', fieldId: 'hasAssets', in: [false] },
    ],
    fields: [
      yesNo('hasDebt', t('I have loans or other debts', '대출 등 부채가 있음')),
      krw('debtAmount', t('Debt amount (KRW)', '부채 금액 (원)'), { showWhen: { fieldId: 'hasDebt', in: [true] } }),
      krw('netAssets', t('Net assets (4.6.3, KRW)', '순 재산 (4.6.3, 원)'), { min: -1_000_000_000_000 }),
      krw('assetConversion', t('5% of net assets (4.6.4, KRW)', '순 재산의 5% (4.6.4, 원)')),
      krw(
        'grandTotal',
        t('Total of income and converted assets (4.6.5, KRW)', '소득과 재산 환산금액의 합계 (4.6.5, 원)'),
      ),
      meetsThreshold(t('the total in 4.6.5', '4.6.5의 합계')),
    ],
  }),
  q({
    id: 'il.income-exemption-reason',
    sectionId: 'income',
    officialItems: ['4.7.2'],
    title: t('Special reason for an income exemption', '소득요건을 특별히 면제받을 사유'),
    help: t(
      'Your income and assets do not reach the threshold. If a special reason applies, explain it and attach proof: for example, you and your spouse lived together abroad for a year or more, so you have no income in Korea. If none applies, leave it blank and consider a statement of reasons (사유서).',
      '소득이나 재산이 4.2의 기준에 미치지 못해요. 특별히 면제받을 사유가 있으면 적고 입증서류를 제출하세요(예: 외국에서 1년 이상 함께 거주하여 국내 소득이 없는 경우). 해당 사유가 없으면 비워 두고 사유서 제출을 검토하세요.',
    ),
    note: 'Exemption grounds summarised from the MOJ notice as reported (S11).',
    skipWhen: [childTogether, metCurrentJob, metEarned, metBusiness, metOther, metTotal],
    fields: [longText('reason', t('Reason for the exemption', '면제 사유'), { required: false, maxLength: 3000 })],
  }),
];
