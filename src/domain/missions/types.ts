import type { Localized, Source } from '../common';
import type { CountryCode } from '../eligibility/nationality';

/** A specific of a mission that is known, with where it comes from and when it was last checked. */
export type KnownFact = { known: true; value: Localized; source: Source };
/** A specific not known for this mission: shown as unknown, with whom to ask. */
export type UnknownFact = { known: false; ask: Localized };
export type MissionFact = KnownFact | UnknownFact;

export type MissionSpecifics = {
  photo: MissionFact;
  fee: MissionFact;
  booking: MissionFact;
  processing: MissionFact;
};

/** A Korean embassy or consulate that takes F-6 applications (section 14 D11). */
export type Mission = {
  id: string;
  country: CountryCode;
  name: Localized;
  url: string;
  specifics: MissionSpecifics;
};

/**
 * How the applicant's place of residence maps to a mission. `certain` is false where the mapping
 * was not read from the mission's own jurisdiction page: the app says "likely, confirm".
 */
export type Jurisdiction = { missionId: string; certain: boolean; source: Source };

/** A place inside a country with more than one mission (a US state, a city or province). */
export type Region = {
  id: string;
  name: Localized;
  jurisdiction?: Jurisdiction;
  /** A place split between missions: the only missions that can have jurisdiction, and what decides. */
  split?: { missionIds: readonly string[]; decidedBy: Localized };
};

/**
 * An applicant living in Korea (brief 6.3): a change of status at the immigration office where the
 * status of stay allows it, otherwise a mission abroad; each point with its source where there is one.
 */
export type InKoreaRoute = {
  /** The immigration office, with what is known of it in a mission's shape (photo, fee, booking, time). */
  office: Mission;
  /** Whom to ask what the app does not know. */
  ask: Localized;
  points: ReadonlyArray<{ text: Localized; source?: Source }>;
};

/** The answer for one couple. */
export type MissionAnswer =
  | { kind: 'found'; mission: Mission; jurisdiction: Jurisdiction }
  /** The applicant lives in Korea: there is no mission to apply at there. */
  | { kind: 'in-korea'; country: 'KR'; route: InKoreaRoute }
  | {
      kind: 'choose-region';
      country: CountryCode;
      regions: readonly Region[];
      /** The missions of that country, to name while the region is not given. */
      missions: readonly Mission[];
    }
  | {
      kind: 'unknown';
      /** Why the app cannot name the mission, and whom to ask. */
      reason: Localized;
      country?: CountryCode;
      missions: readonly Mission[];
      /** The place the applicant lives, when it was answered: nothing more to ask the couple. */
      region?: Region;
    };
