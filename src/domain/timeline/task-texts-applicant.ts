import { apostilleByMail, assumption, sources } from './sources';
import type { TaskTexts } from './types';

/** What the applicant's tasks (tasks-applicant.ts) say, by task id. */
export const applicantTaskTexts: Readonly<Record<string, TaskTexts>> = {
  'us-marriage-certificate': {
    title: {
      en: 'Certified US marriage certificate with apostille (married in the US)',
      ko: '미국 혼인증명서 발급 및 아포스티유 (미국에서 혼인한 경우)',
    },
    description: {
      en: 'Only for a marriage made in the US; a couple married in Korea needs no US certificate or apostille. Order certified copies of the certificate of marriage (not the license) from the county, and an apostille from the issuing state; add a Korean or English translation. One copy is also needed to report the marriage to a Korean mission.',
      ko: '미국에서 혼인한 경우에만 해당해요. 한국에서 혼인한 부부는 미국 혼인증명서나 아포스티유가 필요 없어요. 카운티에서 혼인증명서(혼인허가서가 아님) 인증 사본을 발급받고, 발급한 주에서 아포스티유를 받은 뒤 한국어 또는 영어 번역을 첨부해요. 재외공관에 혼인신고할 때도 한 부가 필요해요.',
    },
    source: assumption(
      sources.greeceEmbassy,
      'County and state processing (7–42 days) is a planning assumption; no official figure was found.',
      '카운티와 주의 처리 기간(7~42일)은 계획용 추정치예요.',
    ),
  },
  'foreign-marriage-certificate': {
    title: {
      en: 'Marriage certificate of the country where you married',
      ko: '혼인한 나라의 혼인증명서 발급',
    },
    description: {
      en: 'For a marriage made outside Korea and outside the US: the certificate of marriage from that country, legalised or apostilled as the Korean mission asks, with a Korean translation. One copy is also needed to report the marriage to a Korean mission. How long it takes there is not known here: ask the issuing office.',
      ko: '한국과 미국이 아닌 나라에서 혼인한 경우: 그 나라의 혼인증명서를 발급받아 재외공관이 요구하는 대로 영사확인이나 아포스티유를 받고 한국어 번역을 첨부해요. 재외공관에 혼인신고할 때도 한 부가 필요해요. 그 나라의 발급 기간은 여기서 알 수 없으니 발급 기관에 문의하세요.',
    },
    source: assumption(
      sources.familyRegister,
      'Issuing and legalisation time (7–42 days) is a planning assumption.',
      '발급과 영사확인 기간(7~42일)은 계획용 추정치예요.',
    ),
  },
  'applicant-criminal-record': {
    title: {
      en: "Applicant's criminal record from the country of nationality and of residence",
      ko: '신청인 국적국·거주국의 범죄경력 증명 서류 발급 신청',
    },
    description: {
      en: "A criminal record is needed from the country of nationality and of residence. It is that country's police or justice record, issued within 3 months of the application, legalised or apostilled and translated as the mission asks. The issuing office and its processing time are not known here: ask the mission.",
      ko: '범죄경력은 국적국과 거주국 모두의 것이 필요해요. 그 나라 경찰이나 법무 기관의 범죄경력 증명 서류를 신청일 기준 3개월 이내에 발급받아 재외공관이 요구하는 대로 영사확인이나 아포스티유, 번역을 갖춰요. 발급 기관과 처리 기간은 여기서 알 수 없으니 재외공관에 문의하세요.',
    },
    source: assumption(
      sources.criminalRecordResidence,
      'The 3-month window is official; the 7–30 day issuing time is a planning assumption.',
      '3개월 기간은 공식 기준이고, 발급에 걸리는 7~30일은 계획용 추정치예요.',
    ),
  },
  'fbi-check': {
    title: {
      en: 'Request the FBI Identity History Summary',
      ko: 'FBI 범죄경력증명서(Identity History Summary) 발급 신청',
    },
    description: {
      en: 'Request it electronically at edo.cjis.gov with fingerprints at a participating post office, or through an FBI-approved channeler. Cost: the $18 FBI fee plus about $50 for fingerprinting at USPS. Only the FBI check counts, not state checks. It must be at most 3 months old on the application date, so do not request it too early.',
      ko: 'edo.cjis.gov에서 전자 신청하고 참여 우체국에서 지문을 채취하거나, FBI 승인 채널러를 이용해요. 비용: FBI 수수료 18달러와 우체국(USPS) 지문 채취 약 50달러. 주 정부 조회는 인정되지 않고 FBI 조회만 인정돼요. 신청일 기준 발급 3개월 이내여야 하므로 너무 일찍 신청하지 마세요.',
    },
    expeditedNote: {
      en: 'FBI-approved channelers: about 3–5 business days, for an extra fee. The FBI itself does not expedite.',
      ko: 'FBI 승인 채널러: 추가 비용으로 약 3~5 영업일. FBI 자체는 신속 처리를 하지 않아요.',
    },
    source: {
      ...sources.fbiIdhs,
      uncertain: true,
      note: 'Sources disagree on processing times: check the current time on the FBI site.',
      ko: { ...sources.fbiIdhs.ko, note: '자료마다 처리 기간이 달라요. FBI 사이트에서 현재 처리 기간을 확인하세요.' },
    },
  },
  'fbi-apostille': {
    title: {
      en: 'Apostille the FBI result at the US Department of State',
      ko: '미국 국무부에서 FBI 결과 아포스티유 받기',
    },
    description: {
      en: "Only the Department of State's Office of Authentications can apostille an FBI result; a state Secretary of State cannot. Send the signed FBI result itself (not a copy) with form DS-4194 and $20 per document as soon as it arrives.",
      ko: 'FBI 결과는 미국 국무부 인증국(Office of Authentications)만 아포스티유할 수 있고, 주 국무장관실은 할 수 없어요. 결과를 받는 즉시 서명된 FBI 결과 원본(사본 아님)을 DS-4194 양식, 문서당 20달러와 함께 보내세요.',
    },
    expeditedNote: {
      en: 'Walk-in or appointment: 7 business days (up to 15 documents a day); private apostille services advertise 3–6 business days.',
      ko: '방문 또는 예약 접수: 7 영업일(1일 15건 한도). 민간 아포스티유 대행업체는 3~6 영업일을 안내해요.',
    },
    source: apostilleByMail,
  },
  'applicant-health-certificate': {
    title: { en: "Applicant's health certificate", ko: '신청인 건강진단서 발급' },
    description: {
      en: 'A health certificate valid where you apply, covering a chest X-ray, blood and urine tests, HIV/AIDS, STDs and mental illness, issued within 6 months of the application. US consulates designate no hospital; elsewhere the mission may designate hospitals, so ask it.',
      ko: '신청하는 나라에서 유효한 건강진단서로 흉부 X선, 혈액·소변 검사, HIV/AIDS, 성병, 정신질환 항목이 포함되어야 하고 신청일 기준 6개월 이내 발급분이어야 해요. 미국의 영사관은 병원을 지정하지 않지만, 다른 나라는 재외공관 지정 병원이 있을 수 있으니 재외공관에 확인하세요.',
    },
    source: assumption(
      sources.japanConsulate,
      'The 6-month window is official; the 1–14 day exam time is a planning assumption.',
      '6개월 기간은 공식 기준이고, 검사에 걸리는 1~14일은 계획용 추정치예요.',
    ),
  },
  'tb-test': {
    title: { en: 'TB certificate (high-risk nationalities only)', ko: '결핵 진단서 (결핵 고위험국가 국민만)' },
    description: {
      en: 'Only for nationals of the 35 TB high-risk countries (the US is not one): a chest X-ray at a hospital the mission designates, issued within 3 months. Children under 6 are exempt.',
      ko: '결핵 고위험국가 35개국 국민만 해당해요(미국은 해당 없음). 재외공관 지정 병원에서 흉부 X선 검사를 받아 3개월 이내 발급분을 제출해요. 6세 미만 아동은 면제돼요.',
    },
    source: assumption(
      sources.hikoreaTb,
      'The 3-month window is official; the 1–14 day time is a planning assumption.',
      '3개월 기간은 공식 기준이고, 걸리는 1~14일은 계획용 추정치예요.',
    ),
  },
  'topik-certificate': {
    title: { en: 'Sit TOPIK and get the score report', ko: 'TOPIK 응시 및 성적증명서 발급' },
    description: {
      en: 'Planned because you share no language and hold no Korean certificate. Level 1 or higher (80+ of 200 in TOPIK I). Registration closes 2–3 months before the test and results come 5–8 weeks after it; test dates and sites differ by country, and the official TOPIK site lists them. Valid 2 years from the results.',
      ko: '공통 언어가 없고 한국어 증명서도 없어서 계획에 넣었어요. 1급 이상(TOPIK I 200점 중 80점 이상)이 필요해요. 접수는 시험 2~3개월 전에 마감되고 결과는 시험 후 5~8주 뒤에 발표돼요. 시험 일정과 시험장은 나라마다 다르고 TOPIK 공식 웹사이트에 나와 있어요. 성적은 발표일로부터 2년간 유효해요.',
    },
    source: {
      ...sources.topikSchedule,
      uncertain: true,
      note: 'Duration derived from the 2026 PBT table; overseas dates vary.',
      ko: {
        ...sources.topikSchedule.ko,
        note: '기간은 2026년 PBT 시험 일정으로 계산했어요. 해외 시험 일정은 나라마다 달라요.',
      },
    },
  },
  'communication-evidence': {
    title: { en: 'Prove you can communicate', ko: '의사소통 능력 입증자료 준비' },
    description: {
      en: 'Gather proof of the language you share, or of your certificate or exemption: for a shared language, the sponsor’s degree or 1+ year stay in a country where it is spoken, or your messages in that language; otherwise the TOPIK score, the course certificate, a Korean-related degree or proof of 1+ year in Korea. The office that takes your application may test the shared language.',
      ko: '공통 언어나 증명서, 면제 사유를 입증하는 자료를 준비하세요. 공통 언어라면 초청인의 학위나 그 언어를 쓰는 나라에서 1년 이상 체류한 증빙, 그 언어로 나눈 대화를, 그 밖에는 TOPIK 성적, 과정 수료증, 한국 관련 학위, 한국 1년 이상 체류 증빙을 준비해요. 신청을 받는 기관이 공통 언어 능력을 확인할 수 있어요.',
    },
    source: assumption(
      sources.languageNotice,
      'Gathering time (3–14 days) is a planning assumption.',
      '준비 기간(3~14일)은 계획용 추정치예요.',
    ),
  },
  'relationship-evidence': {
    title: { en: 'Collect relationship evidence', ko: '관계 입증 자료 수집' },
    description: {
      en: 'Photos from dating and the wedding, photos with both families, chat and call logs, flight tickets and entry/exit records.',
      ko: '교제 및 결혼식 사진, 양가 가족과 함께 찍은 사진, 메신저·통화 기록, 항공권, 출입국 기록을 모아요.',
    },
    source: assumption(
      sources.seattleConsulate,
      'Gathering time (3–14 days) is a planning assumption.',
      '준비 기간(3~14일)은 계획용 추정치예요.',
    ),
  },
  'marriage-background-statement': {
    title: {
      en: 'Fill in the marriage background statement (form 19-3)',
      ko: '결혼배경 진술서 작성 (별지 제19호의3서식)',
    },
    description: {
      en: 'Four pages, in Korean or English. Answer every question and attach evidence; where a requirement cannot be met, attach a written statement of reasons.',
      ko: '4쪽 분량으로 한국어 또는 영어로 작성해요. 모든 질문에 답하고 입증자료를 첨부하며, 요건을 충족하지 못하는 경우 사유서를 첨부해요.',
    },
    source: assumption(
      sources.forms,
      'Writing time (2–7 days) is a planning assumption.',
      '작성 기간(2~7일)은 계획용 추정치예요.',
    ),
  },
  'passport-photos': {
    title: { en: 'Check the passport and get photos', ko: '여권 확인 및 사진 준비' },
    description: {
      en: 'The passport needs 6+ months of validity. The photo’s size and number are those of your mission (named above the plan; where unknown, ask it).',
      ko: '여권 유효기간이 6개월 이상 남아 있어야 해요. 사진 규격과 매수는 관할 재외공관마다 달라요(계획 위에 나와요. 알 수 없으면 재외공관에 문의하세요).',
    },
    source: sources.seattleConsulate,
  },
  'visa-application-form': {
    title: { en: 'Fill in the visa application form', ko: '사증발급신청서 작성' },
    description: {
      en: 'Complete and sign the visa application form and attach the photo.',
      ko: '사증발급신청서를 작성하고 서명한 뒤 사진을 부착해요.',
    },
    source: assumption(
      sources.seattleConsulate,
      'Filling time (1–3 days) is a planning assumption.',
      '작성 기간(1~3일)은 계획용 추정치예요.',
    ),
  },
};
