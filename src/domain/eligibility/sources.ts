import type { Source } from '../common';
import { koSourceText } from '../source-titles-ko';

/**
 * Every fact here was taken from the project's domain brief
 * (shared/domain/f6-rules-and-sources.md, compiled late 2026); this is the day it was checked.
 */
export const checkedOn = '2026-11-23';
/** Section 14 (rules for every couple) was checked against its sources on this day. */
export const checkedOnSection14 = '2026-11-26';

const source = (title: string, url: string | undefined, extra: Partial<Source> = {}): Source => ({
  title,
  ...(url ? { url } : {}),
  asOf: checkedOn,
  ...extra,
  ...koSourceText(title, extra.ko),
});

export const eligibilitySources = {
  incomeRule: source(
    'Immigration Act Enforcement Rule Art. 9-5(1) item 4 (출입국관리법 시행규칙)',
    'https://oncekorea.tistory.com/archive/20241218',
    { note: 'The Minister of Justice publishes the amounts each year by notice (고시).' },
  ),
  income2024: source(
    'MOJ notice of December 7, 2023: 2024 F-6 sponsor income (via Pureum Law Office)',
    'https://pureumlawoffice.com/blog-updates/f-6-visa-in-korea/',
    {
      note: 'Secondary source quoting the notice; effective January 1, 2024. Step per extra person: kvisa.yoonbiz.com/?p=201.',
    },
  ),
  income2025: source(
    'MOJ notice of December 2, 2024: 2025 F-6 sponsor income (quoted by oncekorea)',
    'https://oncekorea.tistory.com/archive/20241218',
    { note: 'Secondary source quoting the notice; effective January 1, 2025.' },
  ),
  income2026: source(
    'MOJ Notice 2025-534: 2026 F-6 sponsor income (reported by Kyongbuk Maeil; all sizes quoted by hanvisa.net)',
    'https://kbmaeil.com/article/20251230500082',
    {
      note: 'Notice dated December 31, 2025, effective January 1, 2026; the table applies by the visa application date.',
      ko: {
        title:
          '법무부 고시 제2025-534호: 2026년 F-6 초청인 소득 요건(경북매일 보도, 전체 가구원 수는 hanvisa.net 인용)',
        note: '2025년 12월 31일 고시, 2026년 1월 1일 시행. 사증 신청일 기준으로 적용해요.',
      },
    },
  ),
  foreignIncome: source(
    'Form 19-2 item 4.3.1 (employment in Korea); practitioner note snapp.im/view/20787',
    'https://snapp.im/view/20787',
    {
      uncertain: true,
      note: 'The invitation form asks only about employment in Korea, and practitioners report that income earned abroad is in principle not recognised. No official text says how a consulate weighs it.',
      ko: {
        title: '별지 제19호의2서식 4.3.1 항목(국내 근무처), 행정사 안내 snapp.im/view/20787',
        note: '초청장은 국내 근무처만 묻고, 행정사들은 해외 소득이 원칙적으로 인정되지 않는다고 안내해요. 영사관이 어떻게 판단하는지 정한 공식 문구는 없어요.',
      },
    },
  ),
  leaseDeposit: source(
    'Form 19-2 item 4.6.1: a leased home is valued at the lease-contract amount',
    'https://www.law.go.kr',
    {
      ko: { title: '별지 제19호의2서식 4.6.1 항목: 임차 주택은 임대차 계약 금액으로 적어요' },
    },
  ),
  assetConversion: source(
    'MOJ Notice 2016-369 and Notice 2025-534: 5% of net assets held 6+ months counts as income',
    'https://kbmaeil.com/article/20251230500082',
  ),
  familyIncome: source(
    'MOJ Notice 2016-369: income and assets of household members and of the foreign spouse in Korea',
    'https://dbanews.com/news/articleView.html?idxno=20206',
  ),
  incomeExemptions: source(
    'MOJ Notice 2016-369; Notice 2025-534 (income requirement exemptions)',
    'https://kbmaeil.com/article/20251230500082',
  ),
  incomeExemptionPriorF6: source(
    'Prior F-6 stay with the same spouse (allvisakorea.com; the 2026 list is cut off)',
    'https://allvisakorea.com',
    { uncertain: true, note: 'Secondary source; not confirmed in the 2026 notice text.' },
  ),
  incomeDocuments: source(
    'Korean Consulate General in Seattle: F-6 document list',
    'https://overseas.mofa.go.kr/us-seattle-en/brd/m_23042/view.do?seq=2',
  ),
  language: source(
    'MOJ Notice 2016-378 (communication requirement); Notice 2025-534 (KIIP level 2+)',
    'https://lawrk.co.kr',
    { note: 'Enforcement Rule Art. 9-5(1) item 6.' },
  ),
  topik: source('NIIED: TOPIK levels (TOPIK I level 1 = 80-139 of 200)', 'https://www.niied.go.kr/user/nd95750.do'),
  languagePregnancy: source(
    'Pregnancy as a humanitarian exemption (practitioners: k-visaplus.co.kr)',
    'https://k-visaplus.co.kr/?p=3505',
    {
      uncertain: true,
      note: 'Listed by practitioners, not found in the notice text.',
    },
  ),
  marriageRegistration: source(
    'Family Register Office for Overseas Koreans: reporting a marriage made abroad',
    'https://kfamily.scourt.go.kr/eng/report_guide/report_guide02_01.jsp',
    {
      note: 'Report within 3 months (Family Relations Registration Act Art. 35). Greece consulate: registered in both countries.',
      ko: {
        title: '재외국민 가족관계등록사무소: 외국에서 한 혼인의 신고',
        note: '3개월 이내 신고(가족관계의 등록 등에 관한 법률 제35조).',
      },
    },
  ),
  marriageInKorea: source(
    'US Embassy Seoul: getting married in Korea',
    'https://kr.usembassy.gov/services-getting-married/',
    {
      note: 'A marriage registered in Korea is recognised in every US state; no US registration is needed.',
      ko: {
        title: '주한 미국대사관: 한국에서의 혼인',
        note: '한국에서 신고한 혼인은 미국 모든 주에서 인정되며 미국에 따로 등록할 필요가 없어요.',
      },
    },
  ),
  livingTogether: source(
    'Korean Embassy in Greece: F-6-1 (spouse of a Korean national)',
    'https://overseas.mofa.go.kr/gr-en',
  ),
  housing: source(
    'Enforcement Rule Art. 9-5(1) item 7 (housing); consulate notice quoted by ktjyms.tistory.com',
    'https://koatimes.net',
  ),
  screening: source('Easylaw notice 569: F-6 screening items (April 1, 2014)', 'https://www.easylaw.go.kr'),
  invitationLimit: source(
    'Consulate notice on the 5-year invitation limit (quoted by ktjyms.tistory.com)',
    'https://ktjyms.tistory.com',
  ),
  relationshipEvidence: source(
    'F-6 relationship review and extra scrutiny (immikorea.com; koatimes.net 2023)',
    'https://immikorea.com/ja',
  ),
  guidanceProgram: source(
    'International Marriage Guidance Program: Easylaw; socinet.go.kr; kormoya notice of January 1, 2024',
    'https://www.easylaw.go.kr',
    {
      asOf: checkedOnSection14,
      note: 'Required before applying for nationals of the 7 listed countries unless exempt; the completion number goes on the application.',
      ko: {
        title: '국제결혼 안내프로그램: 찾기쉬운 생활법령정보, socinet.go.kr, kormoya 2024년 1월 1일 공지',
        note: '7개 대상국 국민을 초청하면 면제 사유가 없는 한 신청 전에 이수해야 하고, 이수번호를 신청서에 적어요.',
      },
    },
  ),
  sponsorRecord: source(
    'Enforcement Rule change of February 21, 2020 on sponsors with a criminal record (donga.com 99807853; etoday 1860047; SBS N1005659507)',
    'https://www.donga.com/news/article/all/20200221/99807853/1',
    {
      asOf: checkedOnSection14,
      secondary: true,
      note: 'Press reports of the 2020 amendment, not the rule text; the invitation form (item 9.1) asks the same facts.',
      ko: {
        title:
          '2020년 2월 21일 시행규칙 개정: 범죄경력이 있는 초청인(동아일보 99807853, 이투데이 1860047, SBS N1005659507)',
        note: '개정 내용을 전한 언론 보도이며 규칙 원문은 아니에요. 초청장 9.1 항목이 같은 사실을 물어요.',
      },
    },
  ),
  sponsorNaturalisation: source(
    'Sponsor naturalised through marriage, 3 years (hankookvisa.com)',
    'https://hankookvisa.com/post/156',
    {
      asOf: checkedOnSection14,
      secondary: true,
      note: 'A practitioner source: naturalisation on the basis of marriage (Nationality Act art. 6(2)) less than 3 years before the application.',
      ko: {
        title: '혼인에 따른 귀화 후 3년 이내 초청인(hankookvisa.com)',
        note: '행정사 자료: 혼인을 근거로 한 귀화(국적법 제6조 제2항) 후 3년이 지나지 않은 경우예요.',
      },
    },
  ),
  invitationLimitChild: source(
    'A child lifts the 5-year limit: MOJ 2020 exemption notice (newspim 20200310000309); hankookvisa.com/post/57; f-6.co.kr',
    'https://www.newspim.com/news/view/20200310000309',
    {
      asOf: checkedOnSection14,
      secondary: true,
      note: 'Press and practitioner reports: a child born to the couple allows applying within 5 years.',
      ko: {
        title:
          '자녀가 있으면 5년 제한 예외: 법무부 2020년 면제 공지(뉴스핌 20200310000309), hankookvisa.com/post/57, f-6.co.kr',
        note: '언론과 행정사 자료: 두 분 사이에 자녀가 태어나면 5년 이내에도 신청할 수 있다고 해요.',
      },
    },
  ),
  livedAbroadExemption: source(
    'Lived together abroad 1 year as a married couple (kbmaeil 20251230500082; hmzxinwen 21324)',
    'https://kbmaeil.com/article/20251230500082',
    {
      asOf: checkedOnSection14,
      ko: { title: '법률혼 부부로 해외에서 1년 이상 함께 생활(경북매일 20251230500082, hmzxinwen 21324)' },
    },
  ),
  languageCourseAge: source(
    'Korean course certificates older than 2 years (inblog.ai/kvisa, April 2025)',
    'https://inblog.ai/kvisa',
    {
      asOf: checkedOnSection14,
      secondary: true,
      note: 'A practitioner source: an older certificate may lead to a language interview at the consulate.',
      ko: {
        title: '2년이 지난 한국어 과정 수료증(inblog.ai/kvisa, 2025년 4월)',
        note: '행정사 자료: 오래된 수료증이면 영사관에서 언어 인터뷰를 할 수 있어요.',
      },
    },
  ),
} satisfies Record<string, Source>;

/** A source by its id: the rules name it, the screens resolve it (eligibility/check.ts). */
export type EligibilitySourceId = keyof typeof eligibilitySources;
