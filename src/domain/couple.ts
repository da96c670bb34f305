/**
 * Who the couple are (D28), derived once from the people records, the eligibility answers
 * and the forms, so eligibility, the timeline's plan, the time-sensitive documents, the documents
 * checklist, the guides, the final checklist and the package guide all read the same facts and
 * never the raw answers. A fact nobody gave is undefined: each reader says what it assumes.
 */
import {
  guidanceProgramCountries,
  isKoreanNationality,
  normalizeNationality,
  type CountryCode,
} from './eligibility/nationality';
import { followChildAnswer } from './eligibility/child-exemptions';
import { splitMarriageAnswers } from './eligibility/marriage-answers';
import { tbHighRiskCountries } from './guides/tb-countries';
import { applicableAnswersOf } from './forms/skip';
import { factValue, type People } from './people';
import { isPlainObject } from '@/lib/is-plain-object';

export type SponsorRecordKind = 'domesticViolence' | 'sexOffenceAgainstMinor' | 'violentCrime' | 'falseMarriageReport';
export const sponsorRecordKinds: readonly SponsorRecordKind[] = [
  'domesticViolence',
  'sexOffenceAgainstMinor',
  'violentCrime',
  'falseMarriageReport',
];

/** How the couple meet the communication requirement, as far as their answers say (section 3, D7). */
export type LanguageRoute =
  /** A TOPIK score or a course certificate in hand. */
  | 'certificate'
  /** A language both speak (or the same native language). */
  | 'shared-language'
  /** An exemption or a "deemed able to communicate" ground. */
  | 'exempt'
  /** No shared language and no certificate: TOPIK (or a designated course) is the way. */
  | 'topik'
  | 'unknown';

export type Couple = {
  applicant: {
    nationality?: CountryCode;
    /** The country the applicant lives in, which decides the mission (D11). */
    residence?: CountryCode;
    /** A US state code or a city id of `regionsByCountry`, when the country has several missions. */
    region?: string;
  };
  sponsor: {
    /** Where the sponsor lives: Korea, the US, or another country (C7). */
    residence?: 'korea' | 'us' | 'other';
    /** How the sponsor became Korean, when by naturalisation (D2). */
    naturalisation?: { basis: 'marriage' | 'other' | 'no' | undefined; date?: string };
    /** The decisions asked in the invitation, item 9.1 (D1); undefined when not answered yet. */
    record?: { kinds: SponsorRecordKind[]; date?: string };
    invitedOtherSpouseWithin5Years?: boolean;
    /** The program is done, or the sponsor is exempt (D5). */
    guidanceProgramDone?: boolean;
    previouslyMarried?: boolean;
    /** A home in Korea to live in together (the eligibility answer); undefined when not answered. */
    hasHousingInKorea?: boolean;
    /** Net assets held 6+ months that the income check counts (eligibility); undefined when not given. */
    assetsKrw?: number;
  };
  marriage: {
    place?: 'korea' | 'abroad';
    /** The country the marriage was made in, when abroad. */
    country?: CountryCode;
    onKoreanRegister?: boolean;
    /** The couple holds the certificate of a marriage made abroad (the eligibility answer). */
    certificateHeld?: boolean;
    yearsMarried?: number;
  };
  language: { route: LanguageRoute; level?: string; exemptions: string[] };
  childTogether?: boolean;
  pregnancy?: boolean;
  /** Derived from the applicant's nationality: the rules each list decides (D5, D6). */
  guidanceProgramRequired: boolean;
  tbHighRisk: boolean;
};

export type CoupleInputs = {
  people?: People;
  /** The eligibility section as stored (the check's answers and the couple's extra facts). */
  eligibility?: Record<string, unknown> | null;
  /** The invitation letter's answers (formData of 'invitation-letter'). */
  invitation?: Record<string, unknown> | null;
  /** The health guide's section (its pregnancy answer). */
  health?: Record<string, unknown> | null;
};

const obj = (v: unknown): Record<string, unknown> | undefined => (isPlainObject(v) ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const day = (v: unknown): string | undefined => {
  const s = str(v);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : undefined;
};
const country = (v: unknown): CountryCode | undefined => normalizeNationality(str(v));
/**
 * The applicant is the foreign spouse: Korea is never their nationality. An answer saved before the
 * choices left Korea out reads as not given (eligibility asks for it again); nothing else changes.
 */
const foreignNationality = (v: unknown): CountryCode | undefined =>
  isKoreanNationality(str(v)) ? undefined : country(v);

/** Language levels that are a certificate in hand; the shared-language answer; no proof at all. */
const CERTIFICATE_LEVELS = ['topik1', 'topik2plus', 'korean-course'];
/** Exemptions that settle the requirement (pregnancy is only "likely": it does not drop TOPIK). */
const SETTLING_EXEMPTIONS = [
  'child-together',
  'korean-related-degree',
  'ethnic-korean',
  'applicant-lived-in-korea-1y',
  'sponsor-lived-in-applicant-country-1y',
  'lived-together-same-country-1y',
];

const languageRoute = (level: string | undefined, exemptions: string[]): LanguageRoute => {
  if (level && CERTIFICATE_LEVELS.includes(level)) return 'certificate';
  if (exemptions.some((e) => SETTLING_EXEMPTIONS.includes(e))) return 'exempt';
  if (level === 'native-or-shared-language') return 'shared-language';
  if (level === 'none' || level === 'basic') return 'topik';
  return 'unknown';
};

const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * The invitation's 7.2 and 7.3 (D5's programme, asked there with the completion number): an
 * exemption claimed, or the completion number written, is the programme done or exempt, as the
 * eligibility check's own question words it; otherwise the form says nothing and the check's answer stands.
 */
function guidanceDone(programme: Record<string, unknown> | undefined): true | undefined {
  const exemption = str(programme?.exemption);
  if (exemption && exemption !== 'none') return true;
  return exemption === 'none' && str(programme?.completionNumber) ? true : undefined;
}

/** Where they married (eligibility's answer, else the invitation's 2.9 report) and the certificate in hand (D25). */
function marriageFacts(e: Record<string, unknown>, report: Record<string, unknown> | undefined) {
  const reportedWith = str(report?.reportedWith);
  const storedPlace = str(e.marriagePlace);
  const place: 'korea' | 'abroad' | undefined =
    storedPlace === 'korea' || storedPlace === 'abroad'
      ? storedPlace
      : reportedWith === 'koreanReport'
        ? 'korea'
        : reportedWith === 'foreignCertificate'
          ? 'abroad'
          : undefined;
  const marriage = splitMarriageAnswers(e);
  const certificateHeld =
    place !== 'korea' &&
    marriage.hasMarriageCertificate === true &&
    (marriage.certificateAskedAlone === true || marriage.marriageRegisteredInKorea !== false);
  return { place, certificateHeld, marriage };
}

export function deriveCouple({ people, eligibility, invitation, health }: CoupleInputs): Couple {
  const e = eligibility ?? {};
  // Only what applies: an answer left on a question the invitation now skips says nothing.
  const il: Record<string, unknown> = invitation ? applicableAnswersOf('invitation-letter', invitation) : {};
  const birth = obj(il['il.sponsor-birth']);
  const crime = obj(il['il.criminal-record']);
  const report = obj(il['il.marriage-report']);
  const previously = obj(il['il.previously-married']);
  const programme = obj(il['il.programme-exemption']);

  const nationality = foreignNationality(
    factValue(people, { role: 'applicant', fact: 'nationality' }) ?? e.nationality,
  );
  const childAnswer = bool(e.childTogether);
  const incomeExemptions = followChildAnswer(list(e.incomeExemptions), childAnswer);
  const languageExemptions = followChildAnswer(list(e.languageExemptions), childAnswer);

  // The form's naturalisation answer (item 1.3) is the fact; the check asks only what the form
  // does not: on what basis. A "no" in the form is a no, whatever the check held before.
  const formNaturalised = bool(birth?.naturalised);
  const basisAnswer = str(e.sponsorNaturalisation);
  const basis: 'marriage' | 'other' | 'no' | undefined =
    formNaturalised === false
      ? 'no'
      : basisAnswer === 'marriage' || basisAnswer === 'other' || basisAnswer === 'no'
        ? basisAnswer
        : undefined;
  const naturalisationDate = day(birth?.naturalisationDate) ?? day(e.sponsorNaturalisedOn);

  const kinds = list(crime?.records).filter((k): k is SponsorRecordKind =>
    (sponsorRecordKinds as readonly string[]).includes(k),
  );
  const recordAnswered = crime !== undefined && list(crime.records).length > 0;

  const { place, certificateHeld, marriage } = marriageFacts(e, report);
  const residence = str(e.sponsorResidence);
  const years = typeof e.yearsMarried === 'number' && Number.isFinite(e.yearsMarried) ? e.yearsMarried : undefined;
  const child =
    childAnswer ??
    (incomeExemptions.includes('child-together') || languageExemptions.includes('child-together') ? true : undefined);

  return {
    applicant: {
      nationality,
      residence: country(e.applicantResidence),
      region: str(e.applicantRegion),
    },
    sponsor: {
      residence: residence === 'korea' || residence === 'us' || residence === 'other' ? residence : undefined,
      naturalisation:
        basis || naturalisationDate || formNaturalised
          ? { basis, ...(naturalisationDate ? { date: naturalisationDate } : {}) }
          : undefined,
      record: recordAnswered
        ? { kinds, ...(day(crime?.recordDate) ? { date: day(crime?.recordDate) } : {}) }
        : undefined,
      invitedOtherSpouseWithin5Years: bool(e.invitedOtherSpouseWithin5Years),
      guidanceProgramDone: guidanceDone(programme) ?? bool(e.completedMarriageGuidanceProgram),
      previouslyMarried: bool(previously?.previouslyMarried),
      hasHousingInKorea: bool(e.hasHousingInKorea),
      assetsKrw:
        typeof e.assetsKrw === 'number' && Number.isFinite(e.assetsKrw) && e.assetsKrw > 0 ? e.assetsKrw : undefined,
    },
    marriage: {
      place,
      country: place === 'korea' ? 'KR' : country(e.marriageCountry),
      // Two answers: the certificate in hand, and the marriage on the Korean register (D25).
      onKoreanRegister: bool(marriage.marriageRegisteredInKorea),
      certificateHeld: certificateHeld ? true : undefined,
      yearsMarried: years,
    },
    language: {
      route: languageRoute(str(e.koreanLanguageLevel), languageExemptions),
      level: str(e.koreanLanguageLevel),
      exemptions: languageExemptions,
    },
    childTogether: child,
    pregnancy: bool(health?.pregnancy) || languageExemptions.includes('pregnancy') || undefined,
    guidanceProgramRequired:
      nationality !== undefined && (guidanceProgramCountries as readonly string[]).includes(nationality),
    tbHighRisk: nationality !== undefined && (tbHighRiskCountries as readonly string[]).includes(nationality),
  };
}

/**
 * Whether the applicant's US papers (FBI check) apply: a US national or a US resident (C7, D11).
 * Undefined while neither the nationality nor the residence is given: nothing is assumed (D28).
 */
export const applicantUsPapers = (c: Couple): boolean | undefined => {
  if (c.applicant.nationality === undefined && c.applicant.residence === undefined) return undefined;
  return c.applicant.nationality === 'US' || c.applicant.residence === 'US';
};

/**
 * Countries whose criminal record the applicant needs apart from the FBI check: nationality and
 * residence, when not the US (the Japan consulate's rule, C7, applied to the applicant). Korea is
 * not among them: see `applicantRecords` for an applicant living there.
 */
export const applicantOtherRecordCountries = (c: Couple): CountryCode[] =>
  [...new Set([c.applicant.nationality, c.applicant.residence])].filter(
    (x): x is CountryCode => x !== undefined && x !== 'US' && x !== 'KR',
  );

/** The applicant lives in Korea: there is no Korean mission to apply at there (section 6.3, D11). */
export const applicantLivesInKorea = (c: Couple): boolean => c.applicant.residence === 'KR';

/**
 * The applicant's criminal records (section 5.5: one from the country of nationality and one from
 * the country of residence), as far as the couple's facts name them (D28).
 */
export type ApplicantRecords = {
  /** The FBI check with its apostille: only for a US national or a US resident. */
  fbi: boolean;
  /** The record of each country of nationality and residence outside the US and Korea. */
  countries: CountryCode[];
  /**
   * The applicant lives in Korea: the rules say "of residence", but whether a foreign resident hands
   * in a Korean record, and which office issues it, is not in the sources (ask 1345).
   */
  korea: boolean;
  /** Facts not given yet, so the record of that country cannot be named. */
  unknown: Array<'nationality' | 'residence'>;
};

export function applicantRecords(c: Couple): ApplicantRecords {
  const unknown: ApplicantRecords['unknown'] = [];
  if (c.applicant.nationality === undefined) unknown.push('nationality');
  if (c.applicant.residence === undefined) unknown.push('residence');
  return {
    fbi: applicantUsPapers(c) === true,
    countries: applicantOtherRecordCountries(c),
    korea: applicantLivesInKorea(c),
    unknown,
  };
}

/** A record other than the FBI check is planned: another country's, Korea's question, or one not named yet. */
export const applicantNeedsOtherRecord = (r: ApplicantRecords): boolean => !r.fbi || r.countries.length > 0 || r.korea;
