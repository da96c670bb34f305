/**
 * What the documents checklist asks of this couple (D28), from the same facts the timeline plans
 * with: the marriage certificate's parts by where they married and how that country authenticates
 * a document, the TB certificate by nationality (D6), the criminal records by nationality and
 * residence (C7), the guidance program (D5) and TOPIK (D7). A fact nobody gave stays unknown and
 * the checklist says so, never the US default.
 */
import type { Source } from '../common';
import { applicantLivesInKorea, applicantOtherRecordCountries, applicantUsPapers, type Couple } from '../couple';
import type { CountryCode } from '../eligibility/nationality';
import { withKoTitle } from '../source-titles-ko';

const HCCH_STATUS = 'https://www.hcch.net/en/instruments/conventions/status-table/?cid=41';

const apostilleSource = withKoTitle({
  title: 'HCCH status table of the Apostille Convention (Korea a party since July 14, 2007)',
  url: HCCH_STATUS,
  asOf: '2026-11-26',
});

const vietnamSource = withKoTitle({
  title: 'Netherlands treaty database (depositary): Apostille Convention, Viet Nam in force on September 11, 2026',
  url: 'https://verdragen.nl/en/Treaty/Details/009051_w',
  asOf: '2026-11-26',
  uncertain: true,
  note: 'In force for Viet Nam only since 11 September 2026: a mission may still ask for consular legalisation while practice changes. Confirm with the mission.',
  ko: {
    note: '베트남은 2026년 9월 11일부터 적용돼요. 관행이 바뀌는 동안 재외공관이 영사 확인을 요구할 수도 있으니 재외공관에 확인하세요.',
  },
});

/**
 * Parties to the Apostille Convention among the countries the app plans for, with the day it entered
 * into force for each (Korea is a party, so an apostille replaces consular legalisation). Countries
 * not listed here are not known to the app: the checklist says "apostille or legalisation, ask".
 */
const apostilleParties: Readonly<Record<string, { since: string; source: Source }>> = {
  US: { since: '1981-10-15', source: apostilleSource },
  JP: { since: '1970-07-27', source: apostilleSource },
  PH: { since: '2019-05-14', source: apostilleSource },
  CN: { since: '2023-11-07', source: apostilleSource },
  VN: { since: '2026-09-11', source: vietnamSource },
};

export type Authentication =
  /** An apostille from the issuing country replaces consular legalisation. */
  | { kind: 'apostille'; country: CountryCode; source: Source }
  /** Not known here: an apostille where the country is a party, else consular legalisation; ask the mission. */
  | { kind: 'ask'; country?: CountryCode };

/** How a document issued in `country` is authenticated for Korea, on `onDay` (YYYY-MM-DD). */
export function authenticationFor(country: CountryCode | undefined, onDay: string): Authentication {
  const party = country ? apostilleParties[country] : undefined;
  if (country && party && party.since <= onDay) return { kind: 'apostille', country, source: party.source };
  return { kind: 'ask', country };
}

export type DocumentNeeds = {
  /** What the marriage certificate slot holds. */
  marriage:
    | { place: 'korea' }
    | { place: 'abroad'; country?: CountryCode; authentication: Authentication }
    | { place: 'unknown' };
  /** The applicant's TB certificate (D6); undefined when the nationality is not given. */
  tb: boolean | undefined;
  /** Pregnancy: the health-certificate exemption is confirmed with the mission, never assumed (D9). */
  pregnancy: boolean;
  /** Criminal records outside the seven slots (C7): whose, from where. */
  records: {
    applicantFbi: boolean | undefined;
    applicantCountries: CountryCode[];
    /** The applicant lives in Korea: whether a Korean record is also handed in is not known (ask 1345). */
    applicantInKorea: boolean;
    sponsorKorean: boolean;
    sponsorFbi: boolean;
    sponsorOtherCountry: boolean;
  };
  /** The sponsor's program completion number is asked on the application (D5). */
  guidanceProgram: 'done' | 'to-do' | 'not-needed';
  /** No shared language and no certificate: a TOPIK score (or a designated course) goes in the file (D7). */
  topik: boolean;
  /** The answers this list still depends on, named so the card says which (never assumed, D28). */
  unanswered: Array<'nationality' | 'residence' | 'marriage-place'>;
};

export function documentNeeds(couple: Couple, today: string): DocumentNeeds {
  const place = couple.marriage.place;
  return {
    marriage:
      place === 'korea'
        ? { place: 'korea' }
        : place === 'abroad'
          ? {
              place: 'abroad',
              country: couple.marriage.country,
              authentication: authenticationFor(couple.marriage.country, today),
            }
          : { place: 'unknown' },
    tb: couple.applicant.nationality === undefined ? undefined : couple.tbHighRisk,
    pregnancy: couple.pregnancy === true,
    records: {
      applicantFbi: applicantUsPapers(couple),
      applicantCountries: applicantOtherRecordCountries(couple),
      applicantInKorea: applicantLivesInKorea(couple),
      // Every Korean spouse hands in the Korean record (the timeline plans it for all, unless exempt).
      sponsorKorean: true,
      sponsorFbi: couple.sponsor.residence === 'us',
      sponsorOtherCountry: couple.sponsor.residence === 'other',
    },
    guidanceProgram: !couple.guidanceProgramRequired
      ? 'not-needed'
      : couple.sponsor.guidanceProgramDone
        ? 'done'
        : 'to-do',
    topik: couple.language.route === 'topik',
    unanswered: [
      ...(couple.applicant.nationality === undefined ? (['nationality'] as const) : []),
      ...(couple.applicant.residence === undefined ? (['residence'] as const) : []),
      ...(place === undefined ? (['marriage-place'] as const) : []),
    ],
  };
}
