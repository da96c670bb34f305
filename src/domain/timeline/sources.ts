import type { Source } from '../common';

/** The domain brief (f6-rules-and-sources.md) was compiled and checked on this day. */
export const BRIEF_AS_OF = '2026-11-23';

const source = (title: string, url: string | undefined, extra: Partial<Source> = {}): Source => ({
  title,
  ...(url ? { url } : {}),
  asOf: BRIEF_AS_OF,
  ...extra,
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
    'Korean Embassy in Japan, F-6 health certificate and criminal record (since 2023-04-13)',
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
  socinet: source('International Marriage Guidance Program (국제결혼 안내프로그램), socinet.go.kr', 'https://www.socinet.go.kr'),
  fbiIdhs: source('FBI Identity History Summary FAQ and eDO (edo.cjis.gov)', 'https://ucr.fbi.gov/identity-history-summary-checks/faqs'),
  dosAuthentications: source('US Department of State, Office of Authentications (apostille, DS-4194)', 'https://travel.state.gov'),
  hikoreaTb: source('HiKorea notice 1446 (2022): TB certificate for high-risk nationalities', 'https://www.hikorea.go.kr'),
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
    note: 'Document list is [SECONDARY] (inblog.ai/kvisa, koreabyme.com 2022).',
  }),
  forms: source('Enforcement Rule forms 19-2 (invitation), 19-3 (statement), 129 (guarantee)', 'https://www.law.go.kr'),
} as const;

/** A planning figure the brief has no source for: shown as uncertain with this note. */
export const assumption = (base: Source, why: string): Source => ({
  ...base,
  uncertain: true,
  note: base.note ? `${base.note} ${why}` : why,
});
