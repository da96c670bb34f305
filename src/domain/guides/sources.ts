import type { Localized, Source } from '../common';
import { koSourceText } from '../source-titles-ko';
import { checkedOn } from '../eligibility/sources';

const source = (title: string, url: string, extra: Partial<Source> = {}): Source => ({
  title,
  url,
  asOf: checkedOn,
  ...extra,
  ...koSourceText(title, extra.ko),
});

export const guideSources = {
  incomeDocuments: source(
    'Korean Consulate General in Seattle: F-6 income documents',
    'https://overseas.mofa.go.kr/us-seattle-en/brd/m_23042/view.do?seq=2',
    { note: 'Also practitioner guides (secondary sources).', ko: { note: '행정사 안내(2차 자료)도 참고했어요.' } },
  ),
  whatCountsAsIncome: source(
    'MOJ Notice 2016-369; Notice 2025-534: income that counts',
    'https://kbmaeil.com/article/20251230500082',
  ),
  familySupplement: source(
    'Supplementary application using family income and assets (가족 소득 및 재산에 의한 소득요건 보충신청서)',
    'https://overseas.mofa.go.kr/gb-en',
    {
      note: 'The UK consulate calls it a "Financial Supporting Letter". That a foreign spouse\'s income earned in Korea counts comes from a 2017 news report (a secondary source): check with the consulate.',
      ko: {
        note: '주영국 대사관은 이 서류를 "Financial Supporting Letter"라고 불러요. 외국인 배우자가 한국에서 번 소득이 인정된다는 내용은 2017년 기사(2차 자료)에 근거하니 영사관에 확인하세요.',
      },
    },
  ),
  usIncomeSummary: source(
    'Practitioner tip: add plain summaries of US tax forms (studying-korea.com)',
    'https://studying-korea.com',
    {
      uncertain: true,
      note: 'Secondary source. Whether income earned abroad counts at all is uncertain: practitioners report it is in principle not recognised, and form 19-2 (item 4.3.1) asks only about employment in Korea.',
      ko: {
        note: '2차 자료예요. 해외 소득이 인정되는지부터 불확실해요. 행정사들은 원칙적으로 인정되지 않는다고 안내하고, 초청장(별지 제19호의2서식 4.3.1 항목)도 국내 근무처만 물어요.',
      },
    },
  ),
  jeonseAsAsset: source(
    'Form 19-2 item 4.6.1: a leased home is valued at the lease-contract amount',
    'https://www.law.go.kr',
    {
      ko: { title: '별지 제19호의2서식 4.6.1 항목: 임차 주택은 임대차 계약 금액으로 적어요' },
    },
  ),
  incomeExemptions: source(
    'MOJ Notice 2016-369; Notice 2025-534 (income requirement exemptions)',
    'https://kbmaeil.com/article/20251230500082',
  ),
  housingDocuments: source(
    'F-6 housing documents (inblog.ai/kvisa; koreahelper.tistory.com)',
    'https://inblog.ai/kvisa',
    {
      note: 'Practitioner sources.',
    },
  ),
  healthExchange: source(
    'Korean Embassy in Japan: health and criminal-record certificates for both spouses (since April 13, 2023)',
    'https://overseas.mofa.go.kr/jp-ja/wpge/m_20135',
  ),
  healthExemptions: source(
    'Health/criminal-record exchange exemptions (hmzkorean.korean.net 2022; attorney column)',
    'https://hmzkorean.korean.net',
    {
      uncertain: true,
      note: 'The exemption text is partly cut off in the sources.',
    },
  ),
  healthContents: source(
    'Korean Embassy in Greece: F-6 health certificate contents',
    'https://overseas.mofa.go.kr/gr-en',
  ),
  tbList: source(
    'HiKorea notice 1446 (2022): TB certificate for high-risk nationalities',
    'https://www.hikorea.go.kr',
    {
      note: 'The country list is also published in practitioner guides; the 3-month validity applies since the 2017 MOJ guideline.',
      ko: { note: '국가 목록은 행정사 안내에도 나와 있어요. 3개월 유효기간은 2017년 법무부 지침부터 적용돼요.' },
    },
  ),
  relationshipScrutiny: source('F-6 extra scrutiny (immikorea.com; koatimes.net 2023)', 'https://immikorea.com/ja'),
  marriageDates: source(
    'Family Register Office for Overseas Koreans: reporting a marriage made abroad',
    'https://kfamily.scourt.go.kr/eng/report_guide/report_guide02_01.jsp',
  ),
  invitationLimit: source(
    'Consulate notice on the 5-year invitation limit (quoted by ktjyms.tistory.com)',
    'https://ktjyms.tistory.com',
  ),
  i130Evidence: source('USCIS Form I-130: evidence of a bona fide marriage', 'https://www.uscis.gov/i-130'),
} satisfies Record<string, Source>;

/**
 * One thing to gather or do; `id` is stable so the spec's checklist of done flags can key on it. `also`: the
 * ids the same thing had where it was listed more than once (a tick kept under one of them still counts).
 */
export type ChecklistItem = { id: string; label: Localized; detail?: Localized; also?: string[] };

/** Whether an item is ticked, under its id or one it was also listed under. */
export const isTicked = (item: ChecklistItem, done: Readonly<Record<string, boolean>>): boolean =>
  !!done[item.id] || !!item.also?.some((id) => done[id]);
