import type { Localized, Source } from '../common';
import {
  APOSTILLE_FAST_BUSINESS_DAYS,
  APOSTILLE_MAIL_BUSINESS_DAYS,
  FBI_BUSINESS_DAYS,
  HEALTH_CERTIFICATE_DAYS,
  KOREAN_CRIMINAL_RECORD_DAYS,
  TB_CERTIFICATE_DAYS,
  TOPIK_DAYS,
  VALIDITY_DAYS,
} from './durations';
import { assumption, sources } from './sources';
import { couplesExemptions } from './couples-exemptions';
import type { TimeSensitiveDocId } from './types';

export type KnownCost = { min: number; max: number; currency: 'USD' | 'KRW'; note?: Localized };
/** The brief has no figure: the UI shows the note instead of an amount. */
export type UnknownCost = { unknown: true; note: Localized };
export type DocCost = KnownCost | UnknownCost;

export const isKnownCost = (cost: DocCost): cost is KnownCost => !('unknown' in cost);

/** How a document from one country is authenticated for Korea, with the source where one is known. */
export type DocAuthentication = { text: Localized; source?: Source };

export type TimeSensitiveDoc = {
  id: TimeSensitiveDocId;
  title: Localized;
  summary: Localized;
  whoNeedsIt: Localized;
  designatedInstitutions: Array<{ name: Localized; note?: Localized; url?: string }>;
  alternatives: Localized[];
  /** Apostille or legalisation per issuing country, for a record from outside the US. */
  authentication?: DocAuthentication[];
  cost: DocCost;
  /** Approximate days; the exact rule (months or years) is in validityNote and the task's validity. */
  validityDays: number | null;
  validityNote: Localized;
  /** Days (business days when `businessDays`). */
  timeRequired: { minDays: number; maxDays: number; businessDays?: boolean; note?: Localized };
  expedited?: Localized;
  exemptions?: Localized;
  source: Source;
};

const unknownCost = (en: string, ko: string): UnknownCost => ({ unknown: true, note: { en, ko } });

/** The words the foreign records share (the applicant's country's, the sponsor's country of residence's). */
const issuedWithinThreeMonths: Localized = {
  en: 'Issued within 3 months before the application.',
  ko: '신청일 기준 3개월 이내 발급분이어야 해요.',
};
const issuingOfficeUnknown: Localized = {
  en: 'Which office issues it is not known here: ask the Korean mission.',
  ko: '어느 기관이 발급하는지 여기서는 알 수 없으니 재외공관에 문의하세요.',
};
const costUnknownAskIssuer = unknownCost(
  'Not known here: ask the issuing office.',
  '여기서는 알 수 없으니 발급 기관에 문의하세요.',
);

/** TOPIK sites where this app does not know them: the official site lists each country's sites and dates. */
export const topikSitesElsewhere = (country?: Localized): TimeSensitiveDoc['designatedInstitutions'][number] => ({
  name: country
    ? { en: `TOPIK test sites and dates in ${country.en}`, ko: `${country.ko}의 TOPIK 시험장과 시험 일정` }
    : { en: 'TOPIK test sites and dates where you live', ko: '사는 나라의 TOPIK 시험장과 시험 일정' },
  note: {
    en: 'Not known to this app: the official TOPIK site lists the test sites and dates of each country.',
    ko: '이 앱에는 그 정보가 없어요. 나라별 시험장과 시험 일정은 TOPIK 공식 웹사이트에 나와 있어요.',
  },
  url: 'https://www.topik.go.kr',
});

/** The US sites and fee, known from the 2025 plan: paper tests on the mainland, the only IBT site Guam (C11). */
export const topikUs: Pick<TimeSensitiveDoc, 'designatedInstitutions' | 'cost'> = {
  designatedInstitutions: [
    { name: { en: 'NIIED (TOPIK)', ko: '국립국제교육원(TOPIK)' }, url: 'https://www.topik.go.kr' },
    {
      name: { en: 'TOPIK paper test (PBT) sites in the US mainland', ko: '미국 본토의 TOPIK 지필 시험(PBT) 시험장' },
      note: { en: 'The only US IBT site is Guam.', ko: '미국의 IBT 시험장은 괌뿐이에요.' },
    },
  ],
  cost: unknownCost(
    'No US fee in our sources; check your test centre.',
    '미국 응시료 자료가 없으니 시험장에 확인하세요.',
  ),
};

export const timeSensitiveDocs: readonly TimeSensitiveDoc[] = [
  {
    id: 'fbi-check',
    title: {
      en: 'FBI criminal background check (Identity History Summary)',
      ko: 'FBI 범죄경력증명서 (Identity History Summary)',
    },
    summary: {
      en: 'The US criminal record Korea accepts from a US national or resident. Request it electronically and start on time: it must be issued within 3 months of your application, and the apostille comes after it.',
      ko: '미국 국민이나 미국 거주자에게 한국이 받는 미국의 범죄경력 증명 서류예요. 전자 신청을 권장하며, 신청일 기준 3개월 이내 발급분이어야 하고 그 뒤에 아포스티유가 필요하므로 시기에 맞춰 시작하세요.',
    },
    whoNeedsIt: {
      en: 'An applicant who is a US national or lives in the US, and a sponsor living in the US (a record is needed from the country of residence too), unless exempt.',
      ko: '미국 국적이거나 미국에 거주하는 신청인, 그리고 미국에 거주하는 초청인(거주국의 증명서도 필요해요). 면제 대상은 제외해요.',
    },
    designatedInstitutions: [
      {
        name: { en: 'FBI Electronic Departmental Order (eDO)', ko: 'FBI 전자 신청(eDO)' },
        url: 'https://edo.cjis.gov',
      },
      {
        name: { en: 'Participating USPS locations (fingerprinting)', ko: '지문 채취 참여 우체국(USPS)' },
        note: { en: 'Results within about 48 hours.', ko: '약 48시간 이내 결과 발급.' },
      },
      {
        name: { en: 'FBI-approved channelers', ko: 'FBI 승인 채널러' },
        note: { en: 'Extra fee.', ko: '추가 비용 발생.' },
      },
    ],
    alternatives: [
      {
        en: 'Mail-in request with an FD-1164 fingerprint card: 2–4 weeks per the FBI, 12–14 weeks per other guides. Not recommended.',
        ko: 'FD-1164 지문카드 우편 신청: FBI 안내 2~4주, 다른 안내서 12~14주. 권장하지 않아요.',
      },
      {
        en: 'State or private online checks are NOT accepted.',
        ko: '주 정부 또는 민간 온라인 조회는 인정되지 않아요.',
      },
    ],
    cost: {
      min: 68,
      max: 68,
      currency: 'USD',
      note: {
        en: 'About $68: the $18 FBI fee plus about $50 for fingerprinting at a participating USPS location. Channelers add their own fee. No personal checks.',
        ko: '약 68달러: FBI 수수료 18달러와 참여 우체국(USPS) 지문 채취 약 50달러. 채널러는 별도 수수료가 있어요. 개인수표는 받지 않아요.',
      },
    },
    validityDays: VALIDITY_DAYS.threeMonths,
    validityNote: {
      en: 'Issued within 3 months before the application. Whether this counts from the FBI date or the apostille date is unconfirmed; the plan counts from the FBI date to be safe.',
      ko: '신청일 기준 3개월 이내 발급분. 기준일이 FBI 발급일인지 아포스티유 날짜인지 확인되지 않아, 안전하게 FBI 발급일 기준으로 계산해요.',
    },
    timeRequired: {
      minDays: FBI_BUSINESS_DAYS.min,
      maxDays: FBI_BUSINESS_DAYS.max,
      businessDays: true,
      note: {
        en: 'Electronic with USPS fingerprints: ~48 hours; with a mailed card: up to 10 days after it arrives.',
        ko: '전자 신청 + 우체국 지문: 약 48시간, 지문카드 우송 시 도착 후 최대 10일.',
      },
    },
    expedited: {
      en: 'FBI-approved channelers: about 3–5 business days. The FBI itself does not expedite.',
      ko: 'FBI 승인 채널러: 약 3~5 영업일. FBI 자체 신속 처리는 없어요.',
    },
    exemptions: couplesExemptions,
    source: {
      ...sources.fbiIdhs,
      uncertain: true,
      note: 'Processing times disagree across FBI pages and guides.',
      ko: { ...sources.fbiIdhs.ko, note: 'FBI 안내 페이지와 안내서마다 처리 기간이 달라요.' },
    },
  },
  {
    id: 'apostille',
    title: { en: 'Apostille of the FBI result (US Department of State)', ko: 'FBI 결과 아포스티유 (미국 국무부)' },
    summary: {
      en: 'The FBI result is a federal document, so only the Department of State can apostille it. Send the signed FBI result itself, not a copy. Sending it to a state office wastes weeks.',
      ko: 'FBI 결과는 연방 문서이므로 미국 국무부만 아포스티유를 발급할 수 있어요. 사본이 아닌 서명된 FBI 결과 원본을 보내세요. 주 정부에 보내면 몇 주를 허비하게 돼요.',
    },
    whoNeedsIt: { en: 'Whoever submits an FBI check.', ko: 'FBI 범죄경력증명서를 제출하는 사람.' },
    designatedInstitutions: [
      {
        name: {
          en: 'US Department of State, Office of Authentications',
          ko: '미국 국무부 인증국(Office of Authentications)',
        },
        note: { en: 'Form DS-4194.', ko: 'DS-4194 양식.' },
        url: 'https://travel.state.gov',
      },
    ],
    alternatives: [
      { en: 'Walk-in or appointment in Washington, DC: 7 business days.', ko: '워싱턴 DC 방문·예약 접수: 7 영업일.' },
      {
        en: 'Private apostille services (advertised 3–6 business days).',
        ko: '민간 아포스티유 대행(3~6 영업일 안내).',
      },
    ],
    cost: {
      min: 20,
      max: 20,
      currency: 'USD',
      note: {
        en: '$20 per document, check or money order by mail; private services charge more.',
        ko: '문서당 20달러(우편은 수표 또는 우편환), 대행업체는 추가 비용.',
      },
    },
    validityDays: null,
    validityNote: {
      en: 'No window of its own: it rides on the FBI check’s 3 months, so send the FBI result as soon as it arrives.',
      ko: '별도 유효기간은 없으며 FBI 증명서의 3개월 기간에 포함되므로 결과를 받는 즉시 보내세요.',
    },
    timeRequired: {
      minDays: APOSTILLE_MAIL_BUSINESS_DAYS.min,
      maxDays: APOSTILLE_MAIL_BUSINESS_DAYS.max,
      businessDays: true,
      note: {
        en: 'By mail: the official page has said 3, 4, 5 and 12 weeks at different times; plan for up to 5 weeks plus mail.',
        ko: '우편: 공식 안내가 시기별로 3주, 4주, 5주, 12주로 바뀌었어요. 우송 기간을 포함해 최대 5주 이상으로 계획하세요.',
      },
    },
    expedited: {
      en: `Walk-in 7–9 business days; private services ${APOSTILLE_FAST_BUSINESS_DAYS.min}–6 business days. Same-day only for life-or-death emergencies.`,
      ko: `방문 접수 7~9 영업일, 민간 대행 ${APOSTILLE_FAST_BUSINESS_DAYS.min}~6 영업일. 당일 처리는 생명이 걸린 긴급 상황에만 가능해요.`,
    },
    source: {
      ...sources.dosAuthentications,
      uncertain: true,
      note: 'Mail processing time changes often; check the current time before you send.',
      ko: {
        ...sources.dosAuthentications.ko,
        note: '우편 처리 기간이 자주 바뀌니 보내기 전에 현재 기간을 확인하세요.',
      },
    },
  },
  {
    id: 'applicant-criminal-record',
    title: {
      en: "Applicant's criminal record (country of nationality and of residence)",
      ko: '신청인 국적국·거주국의 범죄경력 증명 서류',
    },
    summary: {
      en: "A criminal record is needed from the applicant's country of nationality and of residence. Outside the US it is that country's police or justice record (not the FBI check), issued within 3 months of the application, with an apostille or consular legalisation as the mission asks, and a Korean translation.",
      ko: '신청인 국적국과 거주국의 범죄경력 증명 서류가 필요해요. 미국이 아닌 나라는 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류(FBI 아님)를 신청일 기준 3개월 이내에 발급받아 재외공관이 요구하는 대로 아포스티유나 영사 확인을 받고 한국어 번역을 첨부해요.',
    },
    whoNeedsIt: {
      en: 'An applicant whose nationality or residence is outside the US and Korea, for each such country, unless exempt.',
      ko: '국적국이나 거주국이 미국과 한국이 아닌 신청인: 그 나라마다 필요해요(면제 대상은 제외해요).',
    },
    designatedInstitutions: [
      {
        name: { en: 'The police or justice authority of that country', ko: '그 나라의 경찰 또는 법무 기관' },
        note: issuingOfficeUnknown,
      },
    ],
    alternatives: [],
    cost: costUnknownAskIssuer,
    validityDays: VALIDITY_DAYS.threeMonths,
    validityNote: issuedWithinThreeMonths,
    timeRequired: {
      minDays: 7,
      maxDays: 30,
      note: {
        en: 'Estimate: the issuing time there is not known here; ask the issuing office.',
        ko: '추정치: 그 나라의 발급 기간은 여기서 알 수 없으니 발급 기관에 문의하세요.',
      },
    },
    exemptions: couplesExemptions,
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the 7–30 day issuing time is a planning assumption.',
      '3개월 기간은 공식 기준이고, 발급에 걸리는 7~30일은 계획용 추정치예요.',
    ),
  },
  {
    id: 'medical-exam',
    title: { en: 'Health certificate (both spouses)', ko: '건강진단서 (부부 모두)' },
    summary: {
      en: 'Since April 13, 2023 both spouses submit a health certificate covering the civil-service physical items, mental illness, STDs and HIV/AIDS.',
      ko: '2023년 4월 13일부터 부부 모두 공무원 채용 신체검사 항목과 정신질환, 성병, HIV/AIDS가 포함된 건강진단서를 제출해요.',
    },
    whoNeedsIt: {
      en: 'The applicant and the Korean spouse, unless exempt.',
      ko: '신청인과 초청인 모두(면제 대상 제외).',
    },
    designatedInstitutions: [
      {
        name: {
          en: 'Applicant: any clinic whose certificate is valid in the US',
          ko: '신청인: 미국에서 유효한 진단서를 발급하는 의료기관',
        },
        note: {
          en: 'No designated hospital for non-TB countries.',
          ko: '결핵 고위험국가가 아니면 재외공관 지정 병원 없음.',
        },
      },
      {
        name: {
          en: 'Sponsor: hospital-level institution, public health center (보건소) or civil-service physical clinic',
          ko: '초청인: 병원급 의료기관, 보건소 또는 공무원 채용 신체검사 기관',
        },
      },
    ],
    alternatives: [],
    cost: unknownCost(
      'No figure in our sources; prices vary by clinic and lab tests.',
      '자료에 금액이 없으며 의료기관과 검사 항목에 따라 달라요.',
    ),
    validityDays: VALIDITY_DAYS.sixMonths,
    validityNote: { en: 'Issued within 6 months before the application.', ko: '신청일 기준 6개월 이내 발급분.' },
    timeRequired: {
      minDays: HEALTH_CERTIFICATE_DAYS.min,
      maxDays: HEALTH_CERTIFICATE_DAYS.max,
      note: { en: 'Planning assumption: exam plus lab results.', ko: '계획상 가정치: 검진 및 검사 결과 소요 기간.' },
    },
    exemptions: couplesExemptions,
    source: assumption(
      sources.japanConsulate,
      'Window and contents official; time required is a planning assumption.',
      '기간과 항목은 공식 기준이고, 걸리는 기간은 계획용 추정치예요.',
    ),
  },
  {
    id: 'tb-test',
    title: { en: 'Tuberculosis (TB) certificate', ko: '결핵 진단서' },
    summary: {
      en: 'A chest X-ray certificate from an embassy-designated hospital, only for nationals of the 35 TB high-risk countries (the United States is not one of them).',
      ko: '결핵 고위험국가 35개국 국민만 재외공관 지정 병원에서 흉부 X선 진단서를 받아요. 미국은 이 목록에 없어요.',
    },
    whoNeedsIt: {
      en: 'Nationals of the 35 high-risk countries (e.g. China, Vietnam, the Philippines, Thailand); children under 6 are exempt.',
      ko: '결핵 고위험국가 35개국(예: 중국, 베트남, 필리핀, 태국) 국민. 6세 미만 아동은 면제.',
    },
    designatedInstitutions: [
      {
        name: {
          en: 'Hospitals designated by the Korean embassy in your country',
          ko: '해당 국가의 재외공관 지정 병원',
        },
        note: { en: 'See your consulate’s list.', ko: '관할 영사관 목록을 확인하세요.' },
      },
    ],
    alternatives: [],
    cost: unknownCost(
      'No figure in our sources; set by the designated hospital.',
      '자료에 금액이 없으며 재외공관 지정 병원이 정해요.',
    ),
    validityDays: VALIDITY_DAYS.threeMonths,
    validityNote: {
      en: 'Issued within 3 months (cut from 1 year in 2017).',
      ko: '3개월 이내 발급분(2017년 1년에서 단축).',
    },
    timeRequired: {
      minDays: TB_CERTIFICATE_DAYS.min,
      maxDays: TB_CERTIFICATE_DAYS.max,
      note: { en: 'Planning assumption.', ko: '계획상 가정치.' },
    },
    exemptions: { en: 'Children under 6.', ko: '6세 미만 아동.' },
    source: assumption(
      sources.hikoreaTb,
      'Time required is a planning assumption.',
      '걸리는 기간은 계획용 추정치예요.',
    ),
  },
  {
    id: 'topik',
    title: { en: 'TOPIK certificate (level 1 or higher)', ko: 'TOPIK 성적증명서 (1급 이상)' },
    summary: {
      en: 'One way to meet the communication requirement. Registration closes 2–3 months before the test and results take 5–8 weeks.',
      ko: '의사소통 요건을 충족하는 방법 중 하나예요. 접수는 시험 2~3개월 전에 마감되고 결과 발표까지 5~8주가 걸려요.',
    },
    whoNeedsIt: {
      en: 'Applicants who cannot show a shared language or another exemption.',
      ko: '공용어나 다른 면제 사유를 입증할 수 없는 신청인.',
    },
    // Sites by where the applicant lives (documents/time-sensitive-for-couple.ts); this app knows the US ones only.
    designatedInstitutions: [
      { name: { en: 'NIIED (TOPIK)', ko: '국립국제교육원(TOPIK)' }, url: 'https://www.topik.go.kr' },
      topikSitesElsewhere(),
    ],
    alternatives: [
      { en: 'A shared language other than Korean.', ko: '한국어 외 공용어 사용.' },
      { en: 'King Sejong Institute beginner course of 120+ hours.', ko: '세종학당 초급 과정 120시간 이상.' },
      { en: 'Social Integration Program (KIIP) level 2 or higher.', ko: '사회통합프로그램 2단계 이상.' },
    ],
    cost: unknownCost(
      'The fee differs by country; the official TOPIK site or your test site gives it.',
      '응시료는 나라마다 달라요. TOPIK 공식 웹사이트나 시험장에서 확인하세요.',
    ),
    validityDays: VALIDITY_DAYS.twoYears,
    validityNote: { en: 'Valid 2 years from the results announcement.', ko: '성적 발표일로부터 2년간 유효.' },
    timeRequired: {
      minDays: TOPIK_DAYS.min,
      maxDays: TOPIK_DAYS.max,
      note: {
        en: 'From registration to results, including the wait for the next session.',
        ko: '접수부터 성적 발표까지, 다음 회차 대기 포함.',
      },
    },
    exemptions: {
      en: 'Deemed able to communicate: a Korean-related degree, ethnic Korean, 1+ year in Korea, the sponsor 1+ year in your country, a shared native or other language; or a child or pregnancy.',
      ko: '의사소통 가능으로 인정: 한국 관련 학위, 외국국적동포, 한국 1년 이상 체류, 초청인의 신청인 국가 1년 이상 체류, 같은 모국어 또는 공용어 사용, 자녀 출생·임신.',
    },
    source: {
      ...sources.topikSchedule,
      uncertain: true,
      note: 'Time required derived from the 2026 PBT table; overseas dates vary.',
      ko: {
        ...sources.topikSchedule.ko,
        note: '걸리는 기간은 2026년 PBT 시험 일정으로 계산했어요. 해외 시험 일정은 나라마다 달라요.',
      },
    },
  },
  {
    id: 'korean-criminal-record',
    title: { en: "Sponsor's Korean criminal record (범죄경력회보서)", ko: '초청인 범죄경력회보서' },
    summary: {
      en: 'The Korean spouse submits a Korean criminal record covering the whole country, issued within 3 months of the application. A sponsor living abroad needs it as well as the record of the country they live in.',
      ko: '초청인은 전국 범위의 범죄경력회보서를 신청일 기준 3개월 이내에 발급받아 제출해요. 해외에 거주하는 초청인은 거주국의 범죄경력 증명 서류와 함께 필요해요.',
    },
    whoNeedsIt: { en: 'The Korean sponsor, unless exempt.', ko: '초청인(면제 대상은 제외해요).' },
    designatedInstitutions: [
      { name: { en: 'A police station in Korea', ko: '한국의 경찰서' } },
      { name: { en: 'A Korean consulate, for a sponsor living abroad', ko: '해외 거주 초청인은 재외공관' } },
    ],
    alternatives: [],
    cost: unknownCost('No figure in our sources.', '자료에 금액이 없어요.'),
    validityDays: VALIDITY_DAYS.threeMonths,
    validityNote: issuedWithinThreeMonths,
    timeRequired: {
      minDays: KOREAN_CRIMINAL_RECORD_DAYS.min,
      maxDays: KOREAN_CRIMINAL_RECORD_DAYS.max,
      note: {
        en: 'Estimate: the same day in Korea; longer from abroad through a consulate.',
        ko: '추정치: 한국에서는 당일, 해외에서 재외공관을 거치면 더 오래 걸려요.',
      },
    },
    exemptions: couplesExemptions,
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the time required is a planning estimate.',
      '3개월 기간은 공식 기준이고, 걸리는 기간은 계획용 추정치예요.',
    ),
  },
  {
    id: 'sponsor-residence-criminal-record',
    title: {
      en: "Sponsor's criminal record from the country they live in",
      ko: '초청인 거주국의 범죄경력 증명 서류',
    },
    summary: {
      en: 'A criminal record is needed from the country of nationality and of residence, so a Korean spouse living outside Korea and the US also gets the police or justice record of that country, issued within 3 months of the application, with an apostille or consular legalisation as the mission asks, and a Korean translation. It comes with the Korean criminal record (범죄경력회보서), not instead of it.',
      ko: '범죄경력은 국적국과 거주국 모두의 것이 필요해요. 한국과 미국이 아닌 나라에 사는 초청인은 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류를 신청일 기준 3개월 이내에 발급받아 재외공관이 요구하는 대로 아포스티유나 영사 확인을 받고 한국어 번역을 첨부해요. 범죄경력회보서와 함께 내는 서류이고, 그것을 대신하지 않아요.',
    },
    whoNeedsIt: {
      en: 'The Korean spouse, when living in a country other than Korea and the US, unless exempt.',
      ko: '한국과 미국이 아닌 나라에 사는 초청인(면제 대상은 제외해요).',
    },
    designatedInstitutions: [
      {
        name: {
          en: 'The police or justice authority of the country the sponsor lives in',
          ko: '초청인이 사는 나라의 경찰 또는 법무 기관',
        },
        note: issuingOfficeUnknown,
      },
    ],
    alternatives: [],
    cost: costUnknownAskIssuer,
    validityDays: VALIDITY_DAYS.threeMonths,
    validityNote: issuedWithinThreeMonths,
    timeRequired: {
      minDays: KOREAN_CRIMINAL_RECORD_DAYS.min,
      maxDays: KOREAN_CRIMINAL_RECORD_DAYS.max,
      note: {
        en: 'Estimate: the issuing time there is not known here; ask the issuing office.',
        ko: '추정치: 그 나라의 발급 기간은 여기서 알 수 없으니 발급 기관에 문의하세요.',
      },
    },
    exemptions: couplesExemptions,
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the issuing time is unknown for this country (1–21 days assumed).',
      '3개월 기간은 공식 기준이고, 이 나라의 발급 기간은 알 수 없어 1~21일로 가정했어요.',
    ),
  },
];

export const getTimeSensitiveDoc = (id: TimeSensitiveDocId): TimeSensitiveDoc | undefined =>
  timeSensitiveDocs.find((doc) => doc.id === id);
