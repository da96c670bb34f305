import { HEALTH_CERTIFICATE_DAYS, sixMonthsFromIssue, threeMonthsFromIssue } from './durations';
import { assumption, sources } from './sources';
import type { TimelineTask } from './types';

/** Tasks of the Korean spouse (초청인). */
export const sponsorTasks: TimelineTask[] = [
  {
    id: 'eligibility-check',
    owner: 'sponsor',
    category: 'eligibility',
    title: { en: 'Check F-6 eligibility', ko: 'F-6 자격 요건 확인' },
    description: {
      en: "Check the sponsor's income, housing, the communication requirement and the 5-year invitation limit before ordering any document.",
      ko: '서류를 발급받기 전에 초청인의 소득, 주거, 의사소통 요건과 5년 내 초청 제한 여부를 확인합니다.',
    },
    durationDays: { min: 0, max: 1 },
    dependsOn: [],
    source: sources.enforcementRule,
  },
  {
    id: 'korean-marriage-registration',
    owner: 'sponsor',
    category: 'eligibility',
    title: { en: 'Register the marriage in Korea (혼인신고)', ko: '한국에 혼인신고하기' },
    description: {
      en: 'The marriage must be registered in both countries. A couple who married in the US reports it at a Korean consulate within 3 months, with the post-ceremony certificate of marriage. Skip this if your 혼인관계증명서 already shows the marriage.',
      ko: '혼인은 양국 모두에 신고되어 있어야 합니다. 미국에서 혼인한 경우 예식 후 발급되는 혼인증명서로 3개월 이내에 재외공관에 혼인신고를 합니다. 혼인관계증명서에 이미 혼인이 기재되어 있다면 건너뛰세요.',
    },
    // No processing time in the brief (5.2); the report travels to the Family Register Office in Korea.
    durationDays: { min: 7, max: 60 },
    dependsOn: ['us-marriage-certificate'],
    source: assumption(sources.familyRegister, 'Processing time (7–60 days) is a planning assumption, not in the brief.'),
  },
  {
    id: 'sponsor-civil-documents',
    owner: 'sponsor',
    category: 'documents',
    title: { en: 'Order the Korean civil documents', ko: '가족관계등록 서류 및 주민등록등본 발급' },
    description: {
      en: '기본증명서, 가족관계증명서 and 혼인관계증명서 (detailed versions; the marriage certificate must show every past marriage) and 주민등록등본. Originals issued within 3 months of the application, so do not order them too early.',
      ko: '기본증명서, 가족관계증명서, 혼인관계증명서(상세, 과거 혼인 모두 표시)와 주민등록등본을 준비합니다. 신청일 기준 3개월 이내에 발급된 원본이어야 하므로 너무 일찍 발급받지 마세요.',
    },
    // Online issuance in Korea is same-day; by mail through a US consulate takes longer (7.5, no figure).
    durationDays: { min: 0, max: 21 },
    dependsOn: ['korean-marriage-registration'],
    validity: threeMonthsFromIssue,
    source: assumption(sources.seattleConsulate, 'The 3-month window is official; the 0–21 day ordering time is a planning assumption.'),
  },
  {
    id: 'sponsor-income-evidence',
    owner: 'sponsor',
    category: 'documents',
    title: { en: "Gather the sponsor's income evidence", ko: '초청인 소득 증빙서류 준비' },
    description: {
      en: '소득금액증명원 and 신용정보조회서, plus proof of the income counted: 재직증명서 and 근로소득 원천징수영수증 for employees, 사업자등록증 and tax filings for the self-employed, 예금잔액증명 or 부동산 등기부등본 for assets.',
      ko: '소득금액증명원과 신용정보조회서, 그리고 소득 입증서류(근로자는 재직증명서와 근로소득 원천징수영수증, 자영업자는 사업자등록증과 세무 신고서, 재산은 예금잔액증명이나 부동산 등기부등본)를 준비합니다.',
    },
    durationDays: { min: 1, max: 14 },
    dependsOn: ['eligibility-check'],
    source: assumption(sources.incomeDocuments, 'Gathering time (1–14 days) is a planning assumption.'),
  },
  {
    id: 'sponsor-housing-evidence',
    owner: 'sponsor',
    category: 'documents',
    title: { en: 'Gather the housing evidence', ko: '주거 증빙서류 준비' },
    description: {
      en: '부동산 등기부등본 for an owned home, 임대차계약서 for jeonse or monthly rent, or 거주숙소제공확인서 with a family relation certificate when a relative provides the home. Officers look at floor area, rooms and how many people live there.',
      ko: '자가는 부동산 등기부등본, 전세·월세는 임대차계약서, 가족 소유 주택은 거주숙소제공확인서와 가족관계증명서를 준비합니다. 심사관은 면적, 방 수, 거주 인원을 확인합니다.',
    },
    durationDays: { min: 1, max: 14 },
    dependsOn: ['eligibility-check'],
    source: assumption(sources.housingDocuments, 'Gathering time (1–14 days) is a planning assumption.'),
  },
  {
    id: 'marriage-guidance-program',
    owner: 'sponsor',
    category: 'eligibility',
    title: { en: 'Complete the International Marriage Guidance Program', ko: '국제결혼 안내프로그램 이수' },
    description: {
      en: 'Only for a sponsor inviting a national of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand. Apply at socinet.go.kr; the completion number goes on the invitation form.',
      ko: '중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 국민을 초청하는 경우에만 해당합니다. socinet.go.kr에서 신청하며, 이수번호를 초청장에 기재합니다.',
    },
    durationDays: { min: 7, max: 30 },
    dependsOn: ['eligibility-check'],
    source: assumption(sources.socinet, 'Time to get a session (7–30 days) is a planning assumption.'),
  },
  {
    id: 'sponsor-health-certificate',
    owner: 'sponsor',
    category: 'documents',
    timeSensitive: 'medical-exam',
    title: { en: "Sponsor's health certificate", ko: '초청인 건강진단서 발급' },
    description: {
      en: 'From a hospital-level institution, a public health center (보건소) or a civil-service physical clinic. It must cover mental illness, STDs and HIV/AIDS, and be issued within 6 months of the application.',
      ko: '병원급 의료기관, 보건소 또는 공무원 채용 신체검사 기관에서 발급받습니다. 정신질환, 성병, HIV/AIDS 항목이 포함되어야 하며 신청일 기준 6개월 이내에 발급된 것이어야 합니다.',
    },
    durationDays: HEALTH_CERTIFICATE_DAYS,
    dependsOn: ['eligibility-check'],
    validity: sixMonthsFromIssue,
    source: assumption(sources.japanConsulate, 'The 6-month window is official; the 1–14 day exam time is a planning assumption.'),
  },
  {
    id: 'sponsor-criminal-record',
    owner: 'sponsor',
    category: 'documents',
    title: { en: "Sponsor's criminal record certificate", ko: '초청인 범죄경력회보서 발급' },
    description: {
      en: "The Korean spouse's criminal record certificate (범죄경력회보서), covering the whole country and issued within 3 months of the application. A sponsor living in the US may also need one from the country of residence.",
      ko: '초청인의 범죄경력회보서(전국 범위)를 신청일 기준 3개월 이내에 발급받습니다. 미국에 거주하는 초청인은 거주국의 범죄경력증명서도 필요할 수 있습니다.',
    },
    durationDays: { min: 1, max: 21 },
    dependsOn: ['eligibility-check'],
    validity: threeMonthsFromIssue,
    source: assumption(sources.japanConsulate, 'The 3-month window is official; the 1–21 day issuing time is a planning assumption.'),
  },
  {
    id: 'invitation-letter',
    owner: 'sponsor',
    category: 'forms',
    title: { en: 'Write the invitation of a foreign spouse (form 19-2)', ko: '외국인 배우자 초청장 작성 (별지 제19호의2서식)' },
    description: {
      en: 'About 9 pages, written in Korean by the Korean spouse: how you met, household, job and income, assets, housing and the guidance program number where it applies.',
      ko: '약 9쪽 분량으로 초청인이 한국어로 작성합니다. 만남 경위, 가구 구성, 직업과 소득, 재산, 주거, 해당 시 안내프로그램 이수번호를 기재합니다.',
    },
    durationDays: { min: 3, max: 10 },
    dependsOn: ['sponsor-income-evidence', 'sponsor-housing-evidence', 'korean-marriage-registration', 'marriage-guidance-program'],
    source: assumption(sources.forms, 'Writing time (3–10 days) is a planning assumption.'),
  },
  {
    id: 'guarantee-letter',
    owner: 'sponsor',
    category: 'forms',
    title: { en: 'Sign the letter of guarantee (form 129)', ko: '신원보증서 작성 (별지 제129호서식)' },
    description: {
      en: "The Korean spouse guarantees the applicant's stay and departure costs and lawful conduct, reportedly for 2 years from entry. Written in Korean.",
      ko: '초청인이 신청인의 체류·출국 비용과 법령 준수를 보증합니다. 보증기간은 입국일로부터 2년으로 알려져 있으며 한국어로 작성합니다.',
    },
    durationDays: { min: 1, max: 3 },
    dependsOn: ['eligibility-check'],
    source: assumption(sources.forms, 'Writing time (1–3 days) is a planning assumption.'),
  },
];
