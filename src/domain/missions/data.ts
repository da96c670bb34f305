import type { Localized, Source } from '../common';
import { koSourceText } from '../source-titles-ko';
import type { Jurisdiction, Mission, MissionFact, Region } from './types';

/**
 * Korean missions that take F-6 applications (section 14 D11), with what is known of each. A
 * specific not found in a source is `unknown` with whom to ask: never the US default (D28).
 * Figures from the brief (sections 6.1 and 8) were checked on 2026-11-23; the list of missions and
 * which city each one covers were put together on 2026-11-26 without reading each mission's own
 * jurisdiction page, so every mapping outside those pages is shown as "likely — confirm".
 */
const BRIEF_CHECKED = '2026-11-23';
const LISTED_ON = '2026-11-26';

const l = (en: string, ko: string): Localized => ({ en, ko });

const source = (title: string, url: string, asOf: string, extra: Partial<Source> = {}): Source => ({
  title,
  url,
  asOf,
  ...extra,
  ...koSourceText(title, extra.ko),
});

const known = (value: Localized, src: Source): MissionFact => ({ known: true, value, source: src });
const unknown = (ask: Localized): MissionFact => ({ known: false, ask });

const askMission = (name: Localized): MissionFact =>
  unknown(
    l(
      `Not known here: ask ${name.en} (its website or visa desk).`,
      `여기서는 알 수 없어요. ${name.ko}에 문의하세요(누리집 또는 사증 창구).`,
    ),
  );

/** A mission whose specifics are all unknown: each says to ask the mission itself. */
const unknownSpecifics = (name: Localized) => ({
  photo: askMission(name),
  fee: askMission(name),
  booking: askMission(name),
  processing: askMission(name),
});

const seattleSource = source(
  'Korean Consulate General in Seattle: F-6 document list',
  'https://overseas.mofa.go.kr/us-seattle-en/brd/m_23042/view.do?seq=2',
  BRIEF_CHECKED,
);
const laSource = source(
  'Korean Consulate General in Los Angeles, visa notices (2022)',
  'https://overseas.mofa.go.kr/us-losangeles-en/index.do',
  BRIEF_CHECKED,
);
const chicagoSource = source(
  'Korean Consulate General in Chicago: visa fees (2024)',
  'https://overseas.mofa.go.kr/us-chicago-en/wpge/m_4833/contents.do',
  BRIEF_CHECKED,
  { ko: { title: '주시카고 총영사관: 사증 수수료(2024)' } },
);
/** Where the list of missions and the cities they sit in come from. */
export const missionListSource = source(
  'Ministry of Foreign Affairs: Korean embassies and consulates (overseas.mofa.go.kr)',
  'https://overseas.mofa.go.kr',
  LISTED_ON,
  {
    secondary: true,
    note: "Which mission covers your place was not read from that mission's own jurisdiction page: confirm with the mission before booking.",
    ko: {
      title: '외교부 재외공관 누리집(overseas.mofa.go.kr)',
      note: '거주지를 관할하는 영사관은 해당 영사관의 관할 지역 안내에서 직접 확인하지 않았어요. 예약 전에 영사관에 확인하세요.',
    },
  },
);

const mission = (
  id: string,
  country: string,
  name: Localized,
  url: string,
  specifics?: Partial<Mission['specifics']>,
): Mission => ({ id, country, name, url, specifics: { ...unknownSpecifics(name), ...specifics } });

const usMissions: Mission[] = [
  mission(
    'us-seattle',
    'US',
    l('the Korean Consulate General in Seattle', '주시애틀 총영사관'),
    'https://overseas.mofa.go.kr/us-seattle-en/index.do',
    {
      photo: known(
        l(
          'One 2×2 in photo taken within 6 months, not printed at home.',
          '6개월 이내 촬영한 2×2인치 사진 1매(자가 인쇄 불가).',
        ),
        seattleSource,
      ),
      fee: known(l('US$45 for US citizens.', '미국 국민 45달러.'), seattleSource),
      booking: known(
        l('In person, by appointment; no agent filing.', '예약 후 본인이 직접 방문해요. 대리 신청은 안 돼요.'),
        seattleSource,
      ),
      processing: known(l('About 3–4 weeks; no expedite.', '약 3~4주, 신속 처리 없음.'), seattleSource),
    },
  ),
  mission(
    'us-los-angeles',
    'US',
    l('the Korean Consulate General in Los Angeles', '주로스앤젤레스 총영사관'),
    'https://overseas.mofa.go.kr/us-losangeles-en/index.do',
    {
      booking: known(l('F-6: in-person appointment only.', 'F-6는 방문 예약으로만 접수해요.'), laSource),
      processing: known(
        l(
          'At least 10–15 business days; mailed filings 1–5 days more.',
          '최소 10~15 영업일, 우편 접수는 1~5일 더 걸려요.',
        ),
        laSource,
      ),
    },
  ),
  mission(
    'us-chicago',
    'US',
    l('the Korean Consulate General in Chicago', '주시카고 총영사관'),
    'https://overseas.mofa.go.kr/us-chicago-en/index.do',
    {
      fee: known(
        l(
          'US$45 for US citizens, whatever the entries; money order, or cash in person.',
          '미국 국민 45달러(입국 횟수 무관). 우편환 또는 방문 시 현금.',
        ),
        chicagoSource,
      ),
    },
  ),
  mission(
    'us-san-francisco',
    'US',
    l('the Korean Consulate General in San Francisco', '주샌프란시스코 총영사관'),
    'https://overseas.mofa.go.kr/us-sanfrancisco-en/index.do',
  ),
  mission(
    'us-new-york',
    'US',
    l('the Korean Consulate General in New York', '주뉴욕 총영사관'),
    'https://overseas.mofa.go.kr/us-newyork-en/index.do',
  ),
  mission(
    'us-washington',
    'US',
    l('the Korean Embassy in Washington, D.C.', '주미국 대한민국 대사관'),
    'https://overseas.mofa.go.kr/us-ko/index.do',
  ),
  mission(
    'us-boston',
    'US',
    l('the Korean Consulate General in Boston', '주보스턴 총영사관'),
    'https://overseas.mofa.go.kr/us-boston-en/index.do',
  ),
  mission(
    'us-atlanta',
    'US',
    l('the Korean Consulate General in Atlanta', '주애틀랜타 총영사관'),
    'https://overseas.mofa.go.kr/us-atlanta-en/index.do',
  ),
  mission(
    'us-houston',
    'US',
    l('the Korean Consulate General in Houston', '주휴스턴 총영사관'),
    'https://overseas.mofa.go.kr/us-houston-en/index.do',
  ),
  mission(
    'us-honolulu',
    'US',
    l('the Korean Consulate General in Honolulu', '주호놀룰루 총영사관'),
    'https://overseas.mofa.go.kr/us-honolulu-en/index.do',
  ),
];

const briefJurisdiction = (missionId: string, src: Source): Jurisdiction => ({ missionId, certain: true, source: src });
const likely = (missionId: string): Jurisdiction => ({ missionId, certain: false, source: missionListSource });

/** [state code, English name, Korean name, jurisdiction] */
const states: ReadonlyArray<[string, string, string, Jurisdiction | undefined]> = [
  ['AL', 'Alabama', '앨라배마', likely('us-atlanta')],
  ['AK', 'Alaska', '알래스카', likely('us-seattle')],
  ['AZ', 'Arizona', '애리조나', briefJurisdiction('us-los-angeles', laSource)],
  ['AR', 'Arkansas', '아칸소', likely('us-houston')],
  // California is split between Los Angeles and San Francisco by county (splitStates below).
  ['CA', 'California', '캘리포니아', undefined],
  ['CO', 'Colorado', '콜로라도', undefined],
  ['CT', 'Connecticut', '코네티컷', likely('us-new-york')],
  ['DE', 'Delaware', '델라웨어', likely('us-new-york')],
  ['DC', 'District of Columbia', '워싱턴 D.C.', likely('us-washington')],
  ['FL', 'Florida', '플로리다', likely('us-atlanta')],
  ['GA', 'Georgia', '조지아', likely('us-atlanta')],
  ['HI', 'Hawaii', '하와이', likely('us-honolulu')],
  ['ID', 'Idaho', '아이다호', briefJurisdiction('us-seattle', seattleSource)],
  ['IL', 'Illinois', '일리노이', likely('us-chicago')],
  ['IN', 'Indiana', '인디애나', likely('us-chicago')],
  ['IA', 'Iowa', '아이오와', likely('us-chicago')],
  ['KS', 'Kansas', '캔자스', likely('us-chicago')],
  ['KY', 'Kentucky', '켄터키', likely('us-chicago')],
  ['LA', 'Louisiana', '루이지애나', likely('us-houston')],
  ['ME', 'Maine', '메인', likely('us-boston')],
  ['MD', 'Maryland', '메릴랜드', likely('us-washington')],
  ['MA', 'Massachusetts', '매사추세츠', likely('us-boston')],
  ['MI', 'Michigan', '미시간', likely('us-chicago')],
  ['MN', 'Minnesota', '미네소타', likely('us-chicago')],
  ['MS', 'Mississippi', '미시시피', undefined],
  ['MO', 'Missouri', '미주리', likely('us-chicago')],
  ['MT', 'Montana', '몬태나', briefJurisdiction('us-seattle', seattleSource)],
  ['NE', 'Nebraska', '네브래스카', likely('us-chicago')],
  ['NV', 'Nevada', '네바다', briefJurisdiction('us-los-angeles', laSource)],
  ['NH', 'New Hampshire', '뉴햄프셔', likely('us-boston')],
  ['NJ', 'New Jersey', '뉴저지', likely('us-new-york')],
  ['NM', 'New Mexico', '뉴멕시코', briefJurisdiction('us-los-angeles', laSource)],
  ['NY', 'New York', '뉴욕', likely('us-new-york')],
  ['NC', 'North Carolina', '노스캐롤라이나', likely('us-atlanta')],
  ['ND', 'North Dakota', '노스다코타', likely('us-chicago')],
  ['OH', 'Ohio', '오하이오', likely('us-chicago')],
  ['OK', 'Oklahoma', '오클라호마', likely('us-houston')],
  ['OR', 'Oregon', '오리건', briefJurisdiction('us-seattle', seattleSource)],
  ['PA', 'Pennsylvania', '펜실베이니아', likely('us-new-york')],
  ['RI', 'Rhode Island', '로드아일랜드', likely('us-boston')],
  ['SC', 'South Carolina', '사우스캐롤라이나', likely('us-atlanta')],
  ['SD', 'South Dakota', '사우스다코타', likely('us-chicago')],
  ['TN', 'Tennessee', '테네시', likely('us-atlanta')],
  ['TX', 'Texas', '텍사스', likely('us-houston')],
  ['UT', 'Utah', '유타', undefined],
  ['VT', 'Vermont', '버몬트', likely('us-boston')],
  ['VA', 'Virginia', '버지니아', likely('us-washington')],
  ['WA', 'Washington', '워싱턴주', briefJurisdiction('us-seattle', seattleSource)],
  ['WV', 'West Virginia', '웨스트버지니아', likely('us-washington')],
  ['WI', 'Wisconsin', '위스콘신', likely('us-chicago')],
  ['WY', 'Wyoming', '와이오밍', undefined],
];

/** States split between consulates: the candidates and what decides between them. */
const splitStates: Readonly<Record<string, NonNullable<Region['split']>>> = {
  CA: {
    missionIds: ['us-los-angeles', 'us-san-francisco'],
    decidedBy: l(
      "California is split between the Consulates General in Los Angeles and San Francisco by county: the county the applicant lives in decides. Check the two consulates' jurisdiction pages for your county.",
      '캘리포니아는 카운티에 따라 로스앤젤레스 총영사관과 샌프란시스코 총영사관으로 관할이 나뉘어요. 신청인이 사는 카운티가 정해요. 두 총영사관의 관할 지역 안내에서 카운티를 확인하세요.',
    ),
  },
};

export const usStates: readonly Region[] = states.map(([id, en, ko, jurisdiction]) => ({
  id,
  name: l(en, ko),
  ...(jurisdiction ? { jurisdiction } : {}),
  ...(splitStates[id] ? { split: splitStates[id] } : {}),
}));

/** Missions outside the US: names and sites only; every specific is unknown here (ask the mission). */
const abroadMissions: Mission[] = [
  mission(
    'vn-hanoi',
    'VN',
    l('the Korean Embassy in Vietnam (Hanoi)', '주베트남 대한민국 대사관(하노이)'),
    'https://overseas.mofa.go.kr/vn-ko/index.do',
  ),
  mission(
    'vn-ho-chi-minh',
    'VN',
    l('the Korean Consulate General in Ho Chi Minh City', '주호치민 총영사관'),
    'https://overseas.mofa.go.kr/vn-hochiminh-ko/index.do',
  ),
  mission(
    'vn-da-nang',
    'VN',
    l('the Korean Consulate General in Da Nang', '주다낭 총영사관'),
    'https://overseas.mofa.go.kr/vn-danang-ko/index.do',
  ),
  mission(
    'cn-beijing',
    'CN',
    l('the Korean Embassy in China (Beijing)', '주중국 대한민국 대사관(베이징)'),
    'https://overseas.mofa.go.kr/cn-ko/index.do',
  ),
  mission(
    'cn-shanghai',
    'CN',
    l('the Korean Consulate General in Shanghai', '주상하이 총영사관'),
    'https://overseas.mofa.go.kr/cn-shanghai-ko/index.do',
  ),
  mission(
    'cn-guangzhou',
    'CN',
    l('the Korean Consulate General in Guangzhou', '주광저우 총영사관'),
    'https://overseas.mofa.go.kr/cn-guangzhou-ko/index.do',
  ),
  mission(
    'cn-shenyang',
    'CN',
    l('the Korean Consulate General in Shenyang', '주선양 총영사관'),
    'https://overseas.mofa.go.kr/cn-shenyang-ko/index.do',
  ),
  mission(
    'cn-qingdao',
    'CN',
    l('the Korean Consulate General in Qingdao', '주칭다오 총영사관'),
    'https://overseas.mofa.go.kr/cn-qingdao-ko/index.do',
  ),
  mission(
    'ph-manila',
    'PH',
    l('the Korean Embassy in the Philippines (Manila)', '주필리핀 대한민국 대사관(마닐라)'),
    'https://overseas.mofa.go.kr/ph-ko/index.do',
  ),
  mission(
    'jp-tokyo',
    'JP',
    l('the Korean Embassy in Japan (Tokyo)', '주일본 대한민국 대사관(도쿄)'),
    'https://overseas.mofa.go.kr/jp-ko/index.do',
  ),
  mission(
    'jp-osaka',
    'JP',
    l('the Korean Consulate General in Osaka', '주오사카 총영사관'),
    'https://overseas.mofa.go.kr/jp-osaka-ko/index.do',
  ),
  mission(
    'jp-fukuoka',
    'JP',
    l('the Korean Consulate General in Fukuoka', '주후쿠오카 총영사관'),
    'https://overseas.mofa.go.kr/jp-fukuoka-ko/index.do',
  ),
  mission(
    'jp-nagoya',
    'JP',
    l('the Korean Consulate General in Nagoya', '주나고야 총영사관'),
    'https://overseas.mofa.go.kr/jp-nagoya-ko/index.do',
  ),
];

export const missions: readonly Mission[] = [...usMissions, ...abroadMissions];

const city = (id: string, en: string, ko: string, missionId?: string): Region => ({
  id,
  name: l(en, ko),
  ...(missionId ? { jurisdiction: likely(missionId) } : {}),
});
const otherPlace = city('other', 'Somewhere else', '그 밖의 지역');

/**
 * Countries with more than one mission: the places the app can map (each mission's own city), and
 * "somewhere else", which is unknown here (ask the embassy which mission covers you).
 */
export const regionsByCountry: Readonly<Record<string, readonly Region[]>> = {
  US: usStates,
  VN: [
    city('hanoi', 'Hanoi', '하노이', 'vn-hanoi'),
    city('ho-chi-minh-city', 'Ho Chi Minh City', '호치민시', 'vn-ho-chi-minh'),
    city('da-nang', 'Da Nang', '다낭', 'vn-da-nang'),
    otherPlace,
  ],
  CN: [
    city('beijing', 'Beijing', '베이징', 'cn-beijing'),
    city('shanghai', 'Shanghai', '상하이', 'cn-shanghai'),
    city('guangzhou', 'Guangzhou', '광저우', 'cn-guangzhou'),
    city('shenyang', 'Shenyang', '선양', 'cn-shenyang'),
    city('qingdao', 'Qingdao', '칭다오', 'cn-qingdao'),
    otherPlace,
  ],
  JP: [
    city('tokyo', 'Tokyo', '도쿄', 'jp-tokyo'),
    city('osaka', 'Osaka', '오사카', 'jp-osaka'),
    city('fukuoka', 'Fukuoka', '후쿠오카', 'jp-fukuoka'),
    city('nagoya', 'Nagoya', '나고야', 'jp-nagoya'),
    otherPlace,
  ],
};

/** The places to choose from when a country has more than one mission (US states, cities). */
export const regionsOf = (country: string | undefined): readonly Region[] =>
  (country && regionsByCountry[country]) || [];
