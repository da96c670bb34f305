import type { DurationRange, ValidityWindow } from './types';

/**
 * Processing times and validity windows shared by the task catalog and the time-sensitive document
 * catalog, so each figure lives in one place. Section numbers refer to f6-rules-and-sources.md.
 */

/**
 * FBI IdHS, electronic request (the route the brief recommends), in business days (7.1):
 * 48 hours with fingerprints at a participating USPS location; up to 10 days after a mailed card
 * arrives (edo.cjis.gov), plus about a week for the card to travel: 15. [UNCERTAIN: sources
 * disagree; the mail-in route (2–4 weeks per fbi.gov, 12–14 weeks per a secondary guide) is not planned.]
 */
export const FBI_BUSINESS_DAYS: DurationRange = { min: 2, max: 15 };
/** FBI-approved channeler: 3–5 business days (immigrationstartguide.com, 7.1). */
export const FBI_CHANNELER_BUSINESS_DAYS: DurationRange = { min: 3, max: 5 };

/**
 * DOS apostille by mail, in business days (7.2): official figures over time 3, 4, 5 and 12 weeks;
 * the current text says "within five weeks" and a 2025 secondary source 5+ weeks. 3 weeks = 15;
 * 5 weeks plus about a week of mail both ways = 30. [UNCERTAIN: the page keeps changing.]
 */
export const APOSTILLE_MAIL_BUSINESS_DAYS: DurationRange = { min: 15, max: 30 };
/** Private apostille services advertise 3–6 business days; walk-in is 7 (official) to 9 (2025 secondary). */
export const APOSTILLE_FAST_BUSINESS_DAYS: DurationRange = { min: 3, max: 9 };

/**
 * Korean criminal record (범죄경력회보서): same day at a police station in Korea; from the US through a
 * consulate it takes longer. No figure in the brief, a planning assumption. [ESTIMATE]
 */
export const KOREAN_CRIMINAL_RECORD_DAYS: DurationRange = { min: 1, max: 21 };

/** Exam plus lab results (HIV, STD): no figure in the brief, a planning assumption. [UNCERTAIN] */
export const HEALTH_CERTIFICATE_DAYS: DurationRange = { min: 1, max: 14 };
/** Chest X-ray at a designated hospital: no figure in the brief, a planning assumption. [UNCERTAIN] */
export const TB_CERTIFICATE_DAYS: DurationRange = { min: 1, max: 14 };

/**
 * TOPIK from registration to results [DERIVED from the 2026 PBT table, 7.4]: registration opening to
 * results is 93 days (session 107) to 128 days (session 108); waiting for the next registration
 * window adds up to 78 days (05-18 to 08-04): 93–206. [UNCERTAIN: overseas dates vary by country;
 * IBT timing in the US unknown.]
 */
export const TOPIK_DAYS: DurationRange = { min: 93, max: 206 };

/** "Issued within 3 months" (7.1, 7.5; Japan and Seattle consulates). */
export const THREE_MONTHS = { amount: 3, unit: 'months' } as const;
/** Health certificate "issued within 6 months" (5.5); photo "taken within 6 months" (Seattle, 6.1). */
export const SIX_MONTHS = { amount: 6, unit: 'months' } as const;
/** TOPIK results valid 2 years from the announcement (7.4). */
export const TWO_YEARS = { amount: 2, unit: 'years' } as const;

/** The brief's approximate day counts, for the time-sensitive document catalog's `validityDays`. */
export const VALIDITY_DAYS = { threeMonths: 90, sixMonths: 180, twoYears: 730 } as const;

export const threeMonthsFromIssue: ValidityWindow = {
  ...THREE_MONTHS,
  countsFrom: 'issue',
  note: {
    en: 'Must be issued within 3 months before the application date.',
    ko: '신청일 기준 3개월 이내에 발급된 것이어야 해요.',
  },
};

export const sixMonthsFromIssue: ValidityWindow = {
  ...SIX_MONTHS,
  countsFrom: 'issue',
  note: {
    en: 'Must be issued within 6 months before the application date.',
    ko: '신청일 기준 6개월 이내에 발급된 것이어야 해요.',
  },
};
