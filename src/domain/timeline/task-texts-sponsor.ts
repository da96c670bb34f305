import { apostilleByMail, assumption, sources } from './sources';
import type { TaskTexts } from './types';

/** What the sponsor's tasks (tasks-sponsor.ts) say, by task id. */
export const sponsorTaskTexts: Readonly<Record<string, TaskTexts>> = {
  'eligibility-check': {
    title: { en: 'Check F-6 eligibility', ko: 'F-6 자격 요건 확인' },
    description: {
      en: "Check the sponsor's income, housing, the communication requirement and the 5-year invitation limit before ordering any document.",
      ko: '서류를 발급받기 전에 초청인의 소득, 주거, 의사소통 요건과 5년 내 초청 제한 여부를 확인해요.',
    },
    source: sources.enforcementRule,
  },
  'korean-marriage-registration': {
    title: { en: 'Report the marriage made abroad to Korea (혼인신고)', ko: '외국에서 한 혼인을 한국에 신고하기' },
    description: {
      en: "A couple who married outside Korea reports the marriage to a Korean mission within 3 months, with the certificate of marriage of the country where they married (Family Relations Registration Act art. 35), so it is on the sponsor's family register. A couple married in Korea has nothing to do here. Skip this if your 혼인관계증명서 already shows the marriage.",
      ko: '외국에서 혼인한 부부는 혼인한 나라의 혼인증명서로 3개월 이내에 재외공관에 혼인신고를 해서 초청인의 가족관계등록부에 기록되게 해요(가족관계의 등록 등에 관한 법률 제35조). 한국에서 혼인한 부부는 할 일이 없어요. 혼인관계증명서에 이미 혼인이 기록되어 있다면 건너뛰세요.',
    },
    source: assumption(
      sources.familyRegister,
      'Processing time (7–60 days) is a planning assumption; no official figure was found.',
      '처리 기간(7~60일)은 계획용 추정치예요.',
    ),
  },
  'sponsor-civil-documents': {
    title: { en: 'Order the Korean civil documents', ko: '가족관계등록 서류 및 주민등록등본 발급' },
    description: {
      en: '기본증명서, 가족관계증명서 and 혼인관계증명서 (detailed versions; the marriage certificate must show every past marriage) and 주민등록등본. Originals issued within 3 months of the application, so do not order them too early.',
      ko: '기본증명서, 가족관계증명서, 혼인관계증명서(상세, 과거 혼인 모두 표시)와 주민등록등본을 준비해요. 신청일 기준 3개월 이내에 발급된 원본이어야 하므로 너무 일찍 발급받지 마세요.',
    },
    source: assumption(
      sources.seattleConsulate,
      'The 3-month window is official; the 0–21 day ordering time is a planning assumption.',
      '3개월 기간은 공식 기준이고, 발급에 걸리는 0~21일은 계획용 추정치예요.',
    ),
  },
  'sponsor-income-evidence': {
    title: { en: "Gather the sponsor's income evidence", ko: '초청인 소득 증빙서류 준비' },
    description: {
      en: '소득금액증명원 and 신용정보조회서, plus proof of the income counted: 재직증명서 and 근로소득 원천징수영수증 for employees, 사업자등록증 and tax filings for the self-employed, 예금잔액증명 or 부동산 등기부등본 for assets.',
      ko: '소득금액증명원과 신용정보조회서, 그리고 소득 입증서류(근로자는 재직증명서와 근로소득 원천징수영수증, 자영업자는 사업자등록증과 세무 신고서, 재산은 예금잔액증명이나 부동산 등기부등본)를 준비해요.',
    },
    source: assumption(
      sources.incomeDocuments,
      'Gathering time (1–14 days) is a planning assumption.',
      '준비 기간(1~14일)은 계획용 추정치예요.',
    ),
  },
  'sponsor-housing-evidence': {
    title: { en: 'Gather the housing evidence', ko: '주거 증빙서류 준비' },
    description: {
      en: '부동산 등기부등본 for an owned home, 임대차계약서 for jeonse or monthly rent, or 거주숙소제공확인서 with a family relation certificate when a relative provides the home. Officers look at floor area, rooms and how many people live there.',
      ko: '자가는 부동산 등기부등본, 전세·월세는 임대차계약서, 가족 소유 주택은 거주숙소제공확인서와 가족관계증명서를 준비해요. 심사관은 면적, 방 수, 거주 인원을 확인해요.',
    },
    source: assumption(
      sources.housingDocuments,
      'Gathering time (1–14 days) is a planning assumption.',
      '준비 기간(1~14일)은 계획용 추정치예요.',
    ),
  },
  'marriage-guidance-program': {
    title: { en: 'Complete the International Marriage Guidance Program', ko: '국제결혼 안내프로그램 이수' },
    description: {
      en: 'Planned because the applicant is a national of China, Vietnam, the Philippines, Cambodia, Mongolia, Uzbekistan or Thailand. Register at socinet.go.kr and complete it before the visa application, unless exempt; the completion number goes on the application. Without it (or an exemption) the visa is not issued.',
      ko: '신청인이 중국, 베트남, 필리핀, 캄보디아, 몽골, 우즈베키스탄, 태국 국민이라서 계획에 넣었어요. socinet.go.kr에서 등록하고 면제 사유가 없으면 사증 신청 전에 이수해요. 이수번호는 신청서에 적어요. 이수번호나 면제 사유가 없으면 사증이 발급되지 않아요.',
    },
    source: assumption(
      sources.socinet,
      'Time to get a session (7–30 days) is a planning assumption.',
      '교육 일정을 잡는 기간(7~30일)은 계획용 추정치예요.',
    ),
  },
  'sponsor-health-certificate': {
    title: { en: "Sponsor's health certificate", ko: '초청인 건강진단서 발급' },
    description: {
      en: 'From a hospital-level institution, a public health center (보건소) or a civil-service physical clinic. It must cover mental illness, STDs and HIV/AIDS, and be issued within 6 months of the application.',
      ko: '병원급 의료기관, 보건소 또는 공무원 채용 신체검사 기관에서 발급받아요. 정신질환, 성병, HIV/AIDS 항목이 포함되어야 하며 신청일 기준 6개월 이내에 발급된 것이어야 해요.',
    },
    source: assumption(
      sources.japanConsulate,
      'The 6-month window is official; the 1–14 day exam time is a planning assumption.',
      '6개월 기간은 공식 기준이고, 검사에 걸리는 1~14일은 계획용 추정치예요.',
    ),
  },
  'sponsor-residence-criminal-record': {
    title: {
      en: "Sponsor's criminal record from the country they live in",
      ko: '초청인 거주국의 범죄경력 증명 서류 발급 신청',
    },
    description: {
      en: "A criminal record is needed from the country of nationality and of residence, so a sponsor living outside Korea (and outside the US) also gets the record of that country, issued within 3 months of the application, legalised or apostilled as the mission asks. Which office issues it and how long it takes is not known here: ask the mission and that country's police.",
      ko: '범죄경력은 국적국과 거주국 모두의 것이 필요하므로, 한국과 미국이 아닌 나라에 사는 초청인은 그 나라의 범죄경력 증명 서류도 신청일 기준 3개월 이내에 발급받아 재외공관이 요구하는 대로 영사확인이나 아포스티유를 받아요. 발급 기관과 기간은 여기서 알 수 없으니 재외공관과 그 나라 경찰에 문의하세요.',
    },
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the issuing time is unknown for this country (1–21 days assumed).',
      '3개월 기간은 공식 기준이고, 이 나라의 발급 기간은 알 수 없어 1~21일로 가정했어요.',
    ),
  },
  'sponsor-criminal-record': {
    title: { en: "Sponsor's Korean criminal record (범죄경력회보서)", ko: '초청인 범죄경력회보서 발급' },
    description: {
      en: "The sponsor's criminal record (범죄경력회보서), covering the whole country and issued within 3 months of the application. A sponsor living abroad needs it too, as well as the record of the country of residence (planned as its own step).",
      ko: '초청인의 범죄경력회보서(전국 범위)를 신청일 기준 3개월 이내에 발급받아요. 해외에 거주하는 초청인도 필요하며, 거주국의 범죄경력 증명 서류도 함께 필요해요(별도 단계로 계획해요).',
    },
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the 1–21 day issuing time is a planning assumption.',
      '3개월 기간은 공식 기준이고, 발급에 걸리는 1~21일은 계획용 추정치예요.',
    ),
  },
  'sponsor-fbi-check': {
    title: {
      en: "Sponsor's FBI check (sponsor living in the US)",
      ko: '초청인 FBI 범죄경력증명서 발급 신청 (미국 거주 초청인)',
    },
    description: {
      en: 'A criminal record is needed from the country of nationality and of residence, so a sponsor living in the US also requests the FBI Identity History Summary: electronically at edo.cjis.gov with fingerprints at a participating post office ($18 plus about $50 for fingerprinting). Issued within 3 months of the application.',
      ko: '범죄경력은 국적국과 거주국 모두의 것이 필요하므로, 미국에 거주하는 초청인도 FBI 범죄경력증명서(Identity History Summary)를 발급 신청해요. edo.cjis.gov에서 전자 신청하고 참여 우체국에서 지문을 채취해요(18달러와 지문 채취 약 50달러). 신청일 기준 3개월 이내 발급분이어야 해요.',
    },
    expeditedNote: {
      en: 'FBI-approved channelers: about 3–5 business days, for an extra fee.',
      ko: 'FBI 승인 채널러: 추가 비용으로 약 3~5 영업일.',
    },
    source: sources.criminalRecordResidence,
  },
  'sponsor-fbi-apostille': {
    title: { en: "Apostille the sponsor's FBI result", ko: '초청인 FBI 결과 아포스티유 받기' },
    description: {
      en: "Like the applicant's: only the US Department of State can apostille an FBI result. Send the signed FBI result itself with form DS-4194 and $20 as soon as it arrives.",
      ko: '신청인과 마찬가지로 FBI 결과는 미국 국무부만 아포스티유할 수 있어요. 결과를 받는 즉시 서명된 FBI 결과 원본을 DS-4194 양식, 20달러와 함께 보내세요.',
    },
    expeditedNote: {
      en: 'Walk-in or appointment: 7 business days; private apostille services advertise 3–6 business days.',
      ko: '방문 또는 예약 접수: 7 영업일. 민간 아포스티유 대행업체는 3~6 영업일을 안내해요.',
    },
    source: apostilleByMail,
  },
  'invitation-letter': {
    title: {
      en: 'Write the invitation of a foreign spouse (form 19-2)',
      ko: '외국인 배우자 초청장 작성 (별지 제19호의2서식)',
    },
    description: {
      en: 'About 9 pages, written in Korean by the Korean spouse: how you met, household, job and income, assets, housing and the guidance program number where it applies.',
      ko: '약 9쪽 분량으로 초청인이 한국어로 작성해요. 만남 경위, 가구 구성, 직업과 소득, 재산, 주거, 해당 시 안내프로그램 이수번호를 기재해요.',
    },
    source: assumption(
      sources.forms,
      'Writing time (3–10 days) is a planning assumption.',
      '작성 기간(3~10일)은 계획용 추정치예요.',
    ),
  },
  'guarantee-letter': {
    title: { en: 'Sign the letter of guarantee (form 129)', ko: '신원보증서 작성 (별지 제129호서식)' },
    description: {
      en: "The Korean spouse guarantees the applicant's stay and departure costs and lawful conduct for a period of at least 2 years from entry and at most 4 years (form 129, annex 5). Written in Korean.",
      ko: '초청인이 신청인의 체류·출국 비용과 법령 준수를 보증해요. 보증기간은 입국일부터 2년 이상 4년 이하이고(별지 제129호서식, 별표 5) 한국어로 작성해요.',
    },
    source: assumption(
      sources.guarantee,
      'Writing time (1–3 days) is a planning assumption.',
      '작성 기간(1~3일)은 계획용 추정치예요.',
    ),
  },
};
