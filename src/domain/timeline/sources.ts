import type { Source } from '../common';
import { koSourceText } from '../source-titles-ko';

/** The domain brief (f6-rules-and-sources.md) was compiled and checked on this day. */
export const BRIEF_AS_OF = '2026-11-23';

const source = (title: string, url: string | undefined, extra: Partial<Source> = {}): Source => ({
  title,
  ...(url ? { url } : {}),
  asOf: BRIEF_AS_OF,
  ...extra,
  ...koSourceText(title, extra.ko),
});

export const sources = {
  enforcementRule: source(
    'Enforcement Rule of the Immigration Act, Art. 9-5 (marriage-cohabitation visa criteria)',
    'https://www.law.go.kr',
  ),
  seattleConsulate: source(
    'Korean Consulate General in Seattle, F-6 visa requirements',
    'https://overseas.mofa.go.kr/us-seattle-en/brd/m_23042/view.do?seq=2',
  ),
  losAngelesConsulate: source(
    'Korean Consulate General in Los Angeles, visa notices (2022)',
    'https://overseas.mofa.go.kr/us-losangeles-en',
  ),
  greeceEmbassy: source(
    'Korean Embassy in Greece, F-6 marriage migrant requirements',
    'https://overseas.mofa.go.kr/gr-en/brd/m_23224/view.do?page=1&seq=6',
  ),
  japanConsulate: source(
    'Korean Embassy in Japan, F-6 health certificate and criminal record (since April 13, 2023)',
    'https://overseas.mofa.go.kr/jp-ja/wpge/m_20135',
  ),
  sanFranciscoConsulate: source(
    'Korean Consulate General in San Francisco, ordering family-relation certificates (2023)',
    'https://overseas.mofa.go.kr/us-sanfrancisco-en',
  ),
  familyRegister: source(
    'Family Register Office for Overseas Koreans, reporting a marriage abroad (Family Relations Registration Act Art. 35)',
    'https://kfamily.scourt.go.kr/eng/report_guide/report_guide02_01.jsp',
  ),
  socinet: source(
    'International Marriage Guidance Program (국제결혼 안내프로그램), socinet.go.kr',
    'https://www.socinet.go.kr',
  ),
  fbiIdhs: source(
    'FBI Identity History Summary FAQ and eDO (edo.cjis.gov)',
    'https://ucr.fbi.gov/identity-history-summary-checks/faqs',
  ),
  dosAuthentications: source(
    'US Department of State, Office of Authentications (apostille, DS-4194)',
    'https://travel.state.gov',
  ),
  hikoreaTb: source(
    'HiKorea notice 1446 (2022): TB certificate for high-risk nationalities',
    'https://www.hikorea.go.kr',
  ),
  topikSchedule: source(
    'TOPIK 2026 schedule (wisefullife.com); score bands niied.go.kr; validity klc.skis.kr, elkorean.kr',
    'https://www.topik.go.kr',
  ),
  languageNotice: source(
    'MOJ Notice 2016-378 and 2025-534 on the communication requirement (lawrk.co.kr; kbmaeil 2025)',
    undefined,
  ),
  incomeDocuments: source(
    'Seattle and Greece consulate lists; MOJ Notice 2016-369 (income and assets)',
    'https://overseas.mofa.go.kr/us-seattle-en/brd/m_23042/view.do?seq=2',
  ),
  housingDocuments: source('Enforcement Rule Art. 9-5(1) item 7; consulate notice quoted by practitioners', undefined, {
    uncertain: true,
    note: 'The document list comes from secondary sources (practitioner guides, 2022): check it with the consulate.',
    ko: { note: '서류 목록은 2차 자료(2022년 행정사 안내)에서 가져왔어요. 영사관에 확인하세요.' },
  }),
  forms: source(
    'Enforcement Rule forms 19-2 (invitation), 19-3 (statement), 129 (guarantee)',
    'https://www.law.go.kr',
    {
      ko: { title: '출입국관리법 시행규칙 별지 제19호의2서식(초청장), 제19호의3서식(진술서), 제129호서식(신원보증서)' },
    },
  ),
  guarantee: source(
    'Enforcement Rule form 129 and annex 5: guarantee period at least 2, at most 4 years',
    'https://www.law.go.kr',
    {
      ko: { title: '출입국관리법 시행규칙 별지 제129호서식 및 별표 5: 보증기간 2년 이상 4년 이하' },
    },
  ),
  marriageInKorea: source(
    'US Embassy Seoul: getting married in Korea',
    'https://kr.usembassy.gov/services-getting-married/',
    {
      note: 'A marriage registered in Korea is recognised in every US state; no US registration is needed.',
      ko: { title: '주한 미국대사관: 한국에서의 혼인', note: '한국에서 신고한 혼인은 미국 모든 주에서 인정돼요.' },
    },
  ),
  criminalRecordResidence: source(
    'Korean Embassy in Japan, F-6 page: criminal record from the country of nationality and of residence',
    'https://overseas.mofa.go.kr/jp-ja/wpge/m_20135',
    { ko: { title: '주일본 대한민국 대사관 F-6 안내: 국적국과 거주국의 범죄경력 증명' } },
  ),
  topikIbt: source('TOPIK 2025 plan (etoday): the only US IBT site is Guam', 'https://www.topik.go.kr', {
    ko: { title: 'TOPIK 2025 시행 계획(이투데이): 미국 IBT 시험장은 괌뿐이에요' },
  }),
} as const;

/**
 * A planning figure the brief has no source for (section 13 C13): shown with an "Estimate" badge and
 * this note, in Korean when `whyKo` is given (otherwise the UI's generic Korean estimate note).
 */
export const assumption = (base: Source, why: string, whyKo?: string): Source => ({
  ...base,
  estimate: true,
  note: base.note ? `${base.note} ${why}` : why,
  ...(whyKo ? { ko: { ...base.ko, note: base.ko?.note ? `${base.ko.note} ${whyKo}` : whyKo } } : {}),
});

/** The apostille by mail, for the applicant's FBI check and the sponsor's documents alike: its time has moved. */
export const apostilleByMail: Source = {
  ...sources.dosAuthentications,
  uncertain: true,
  note: 'Mail processing has been 3, 4, 5 or 12 weeks at different times: check the current time with the Department of State.',
  ko: {
    ...sources.dosAuthentications.ko,
    note: '우편 처리 기간이 시기에 따라 3주, 4주, 5주, 12주로 바뀌었어요. 현재 처리 기간은 미국 국무부에 확인하세요.',
  },
};
