import type { Localized, Source } from '../common';
import type { Couple } from '../couple';
import { countryInProse, type CountryCode } from '../eligibility/nationality';
import { missionListSource, missions, regionsByCountry } from './data';
import { askInKorea, hikoreaSource, inKoreaRoute } from './in-korea';
import type { Jurisdiction, Mission, MissionAnswer, MissionSpecifics } from './types';

export type * from './types';
export { missionListSource, missions, regionsByCountry, regionsOf, usStates } from './data';
export { askInKorea, inKoreaRoute } from './in-korea';

export const getMission = (id: string): Mission | undefined => missions.find((m) => m.id === id);

export const missionsIn = (country: CountryCode): Mission[] => missions.filter((m) => m.country === country);

/** Where the applicant lives, as the couple's facts hold it. */
export type Residence = { country?: CountryCode; region?: string };

/**
 * The mission that takes the application (section 14 D11): the one with jurisdiction over where the
 * applicant lives. Korea has no mission: an applicant living there gets the in-Korea route (a change
 * of status where allowed); a country or place the app does not map is unknown, with whom to ask.
 */
export function missionFor(residence: Residence): MissionAnswer {
  const country = residence.country?.toUpperCase();
  if (!country) {
    return {
      kind: 'unknown',
      reason: {
        en: 'Tell us which country the applicant lives in: the application goes to the Korean mission with jurisdiction over that place.',
        ko: '신청인이 사는 나라를 알려 주세요. 신청은 그곳을 관할하는 재외공관에 해요.',
      },
      missions: [],
    };
  }
  // No Korean mission in Korea: a change of status where allowed, or a mission abroad (brief 6.3).
  if (country === 'KR') return { kind: 'in-korea', country, route: inKoreaRoute };
  const inCountry = missionsIn(country);
  const regions = regionsByCountry[country];
  if (regions) {
    const region = regions.find((r) => r.id === residence.region);
    if (!region) return { kind: 'choose-region', country, regions, missions: inCountry };
    const mission = region.jurisdiction && getMission(region.jurisdiction.missionId);
    if (mission && region.jurisdiction) return { kind: 'found', mission, jurisdiction: region.jurisdiction };
    if (region.split) {
      const candidates = region.split.missionIds.map(getMission).filter((m): m is Mission => m !== undefined);
      return { kind: 'unknown', country, reason: region.split.decidedBy, missions: candidates, region };
    }
    return { kind: 'unknown', country, reason: askWhich(country, region.name), missions: inCountry, region };
  }
  if (inCountry.length === 1) {
    const [only] = inCountry as [Mission];
    const jurisdiction: Jurisdiction = { missionId: only.id, certain: false, source: missionListSource };
    return { kind: 'found', mission: only, jurisdiction };
  }
  const name = countryInProse(country);
  return {
    kind: 'unknown',
    country,
    reason: {
      en: `This app holds no data on the Korean missions in ${name.en}: ask the Korean embassy in ${name.en} which mission takes F-6 applications from where you live, and its photo size, fee, booking and processing time.`,
      ko: `이 앱에는 ${name.ko}에 있는 재외공관 정보가 없어요. ${name.ko} 주재 대한민국 대사관에 거주지를 관할하는 재외공관과 사진 규격, 수수료, 예약 방법, 처리 기간을 문의하세요.`,
    },
    missions: [],
  };
}

/** The mission that takes this couple's application, from where the applicant lives (D28). */
export const missionOfCouple = (couple: Pick<Couple, 'applicant'>): MissionAnswer =>
  missionFor({ country: couple.applicant.residence, region: couple.applicant.region });

/**
 * What the eligibility check still has to be asked for the mission to be named: the country the
 * applicant lives in (not answered, or not matched to a country), the city or state where that
 * country has several missions, or nothing. A country answered with no mission to name (Korea, a
 * country this app holds no data on) asks nothing more: the reason says whom to ask.
 */
export const missionAsks = (answer: MissionAnswer): 'country' | 'region' | null => {
  if (answer.kind === 'choose-region') return 'region';
  if (answer.kind === 'unknown' && answer.country === undefined) return 'country';
  return null;
};

const askWhich = (country: CountryCode, place: Localized): Localized => {
  const name = countryInProse(country);
  return country === 'US'
    ? {
        en: `Which consulate covers ${place.en} is not known here (California, for one, is split by county): check the consulates' jurisdiction pages, or ask the Korean Embassy in Washington, D.C.`,
        ko: `${place.ko} 지역을 관할하는 영사관은 여기서 알 수 없어요(캘리포니아는 카운티마다 달라요). 각 영사관의 관할 지역 안내를 확인하거나 주미국 대한민국 대사관에 문의하세요.`,
      }
    : {
        en: `Which mission covers where you live is not known here: ask the Korean embassy in ${name.en}.`,
        ko: `거주지를 관할하는 재외공관은 여기서 알 수 없어요. ${name.ko} 주재 대한민국 대사관에 문의하세요.`,
      };
};

/**
 * One of the mission's specifics as every screen states it (D28): the timeline's mission card, the
 * final checklist and the couple's guide read the same answer. Known: the value, its mission and
 * source. Not known: whom to ask, the mission by name where the app can name it.
 */
export type MissionSpecific =
  | { known: true; mission: Mission; value: Localized; source: Source }
  | { known: false; mission?: Mission; ask: Localized };

const askTheMission: Localized = {
  en: 'Not known here: ask the Korean mission that covers where the applicant lives (the timeline names it, or says what decides it).',
  ko: '여기서는 알 수 없어요. 신청인이 사는 곳을 관할하는 재외공관에 문의하세요(일정 계획에 그 재외공관이나, 무엇으로 정해지는지가 나와요).',
};

/** The place that takes the application when the app can name it: the mission, or the immigration office in Korea. */
export const placeOfApplication = (answer: MissionAnswer): Mission | undefined =>
  answer.kind === 'found' ? answer.mission : answer.kind === 'in-korea' ? answer.route.office : undefined;

export function missionSpecific(answer: MissionAnswer, key: keyof MissionSpecifics): MissionSpecific {
  const place = placeOfApplication(answer);
  if (!place) return { known: false, ask: askTheMission };
  const fact = place.specifics[key];
  return fact.known
    ? { known: true, mission: place, value: fact.value, source: fact.source }
    : { known: false, mission: place, ask: fact.ask };
}

/** The country the couple applies in, whether or not the app can name the mission there. */
export const missionCountry = (answer: MissionAnswer): CountryCode | undefined =>
  answer.kind === 'found' ? answer.mission.country : answer.country;

/** A US consulate's or the US embassy's own page (overseas.mofa.go.kr/us-…). */
const isUsMissionPage = (source: Source): boolean => (source.url ?? '').startsWith('https://overseas.mofa.go.kr/us-');

const joinNotes = (...notes: Array<string | undefined>): string => notes.filter(Boolean).join(' ');

/**
 * The source a step cites, for this couple's mission (D28). A US consulate's page stands for a
 * couple applying at that consulate (the steps were written from those pages); for another mission the
 * step cites that mission's official site, saying the app holds no page of it for this step; with no
 * mission named yet, it says whom to ask. Never a US consulate's page for a couple applying elsewhere.
 * An estimate keeps its badge and its reason.
 */
export function sourceForMission(source: Source, answer: MissionAnswer | undefined): Source {
  if (!answer || !isUsMissionPage(source)) return source;
  if (answer.kind === 'in-korea') return inKoreaSite(source);
  const country = missionCountry(answer);
  if (country === 'US') return usSourceForMission(source, answer);
  if (answer.kind === 'found') return missionSite(source, answer.mission);
  return notNamedYet(source);
}

/** The US mission whose own pages a source is (overseas.mofa.go.kr/us-seattle-en/…), if any. */
const missionOfPage = (source: Source): Mission | undefined => {
  const url = source.url ?? '';
  return missions.find((m) => {
    const site = m.url.replace(/\/index\.do$/, '');
    return m.country === 'US' && (url === site || url.startsWith(`${site}/`));
  });
};

/**
 * A US couple applies at the consulate of their state (D11): a page of that consulate stands; a page
 * of another US consulate gives way to their own consulate's site, saying the step was written from
 * the other's page; a state not given, or split between consulates, names none (the timeline's card
 * says what decides it).
 */
function usSourceForMission(source: Source, answer: MissionAnswer): Source {
  const page = missionOfPage(source);
  if (answer.kind === 'found') {
    if (!page || page.id === answer.mission.id) return source;
    return missionSite(source, answer.mission, page);
  }
  return notNamedYet(source, page);
}

function withoutPage(source: Source): Source {
  const rest: Source = { ...source };
  delete rest.url;
  delete rest.ko;
  return rest;
}

/** The mission's own site, for a step the app holds no page of that mission for. */
function missionSite(source: Source, m: Mission, writtenFrom?: Mission): Source {
  const from = writtenFrom
    ? {
        en: `The step was written from the page of ${writtenFrom.name.en}, which is not your consulate. `,
        ko: `이 단계는 ${writtenFrom.name.ko} 안내를 바탕으로 썼고, 그곳은 신청할 영사관이 아니에요. `,
      }
    : { en: '', ko: '' };
  return {
    ...withoutPage(source),
    title: `${m.name.en.replace(/^the /, 'The ')}: official site, to confirm this step`,
    url: m.url,
    // The date the mission's address was listed, not that of the page the step was written from.
    asOf: missionListSource.asOf,
    secondary: true,
    note: joinNotes(
      `${from.en}This app holds no page of ${m.name.en} for this step: what it says here is the general F-6 practice, and the link is the mission's own site, where to confirm it.`,
      source.estimate ? source.note : undefined,
    ),
    ko: {
      title: `${m.name.ko} 누리집 (이 단계 확인용)`,
      note: joinNotes(
        `${from.ko}이 앱에는 이 단계에 대한 ${m.name.ko} 안내가 없어요. 여기 적힌 내용은 일반적인 F-6 절차이고, 링크는 확인할 수 있는 재외공관 누리집이에요.`,
        source.estimate ? source.ko?.note : undefined,
      ),
    },
  };
}

/** No mission named yet (no residence, no state, or a state split between consulates): whom to ask. */
function notNamedYet(source: Source, writtenFrom?: Mission): Source {
  const from = writtenFrom
    ? {
        en: ` The step was written from the page of ${writtenFrom.name.en}, which may not be yours.`,
        ko: ` 이 단계는 ${writtenFrom.name.ko} 안내를 바탕으로 썼고, 신청할 곳이 아닐 수 있어요.`,
      }
    : { en: '', ko: '' };
  return {
    ...withoutPage(source),
    title: 'The Korean mission that covers where the applicant lives (not named yet)',
    secondary: true,
    note: joinNotes(
      `This app holds no page of your mission for this step: what it says here is the general F-6 practice. Confirm it with the mission that takes your application.${from.en}`,
      source.estimate ? source.note : undefined,
    ),
    ko: {
      title: '신청인 거주지를 관할하는 재외공관(아직 정해지지 않음)',
      note: joinNotes(
        `이 앱에는 이 단계에 대한 해당 재외공관의 안내가 없어요. 여기 적힌 내용은 일반적인 F-6 절차예요. 신청을 받는 재외공관에 확인하세요.${from.ko}`,
        source.estimate ? source.ko?.note : undefined,
      ),
    },
  };
}

/** An applicant living in Korea: a mission's page gives way to HiKorea and whom to ask (brief 6.3, 10). */
function inKoreaSite(source: Source): Source {
  return {
    ...withoutPage(source),
    title: hikoreaSource.title,
    url: hikoreaSource.url,
    asOf: hikoreaSource.asOf,
    secondary: true,
    note: joinNotes(
      `This step was written for an application at a Korean mission abroad. Living in Korea, confirm it with ${askInKorea.en}.`,
      source.estimate ? source.note : undefined,
    ),
    ko: {
      title: hikoreaSource.ko?.title,
      note: joinNotes(
        `이 단계는 해외 재외공관에 신청하는 경우를 바탕으로 썼어요. 한국에 살고 있으면 ${askInKorea.ko}에 확인하세요.`,
        source.estimate ? source.ko?.note : undefined,
      ),
    },
  };
}
