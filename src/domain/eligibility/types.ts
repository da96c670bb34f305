import type { Localized, Source } from '../common';
import type { IncomeFigure } from './income-figures';
import type { EligibilitySourceId } from './sources';
import type { EligibilityMessage, EligibilityTitleId } from './texts';

export type RelationshipProofLevel = 'none' | 'some' | 'strong';

/**
 * The applicant's Korean / communication level, adapted to the communication requirement
 * (brief section 3): TOPIK level 1 or higher, a designated beginner course (or KIIP level 2+),
 * or a language both spouses share.
 */
export type KoreanLanguageLevel =
  'none' | 'basic' | 'topik1' | 'topik2plus' | 'korean-course' | 'native-or-shared-language';

/** Humanitarian exemptions from the income requirement (brief 2.5). */
export type IncomeExemption = 'child-together' | 'lived-abroad-together-1y' | 'prior-f6-same-spouse';

/** Deemed able to communicate, or humanitarian exemptions from the language requirement (brief section 3). */
export type LanguageExemption =
  | 'child-together'
  | 'pregnancy'
  | 'korean-related-degree'
  | 'ethnic-korean'
  | 'applicant-lived-in-korea-1y'
  | 'sponsor-lived-in-applicant-country-1y'
  | 'lived-together-same-country-1y';

export type MarriagePlace = 'korea' | 'abroad';
export type IncomeCountry = 'korea' | 'abroad' | 'both';
export type SponsorResidence = 'korea' | 'us' | 'other';
export type SponsorNaturalisation = 'no' | 'marriage' | 'other';

export type EligibilityAnswers = {
  // The spec's fields (section 3, eligibility).
  fullName: string;
  nationality: string;
  spouseName: string;
  yearsMarried: number;
  hasMarriageCertificate: boolean;
  relationshipProofLevel: RelationshipProofLevel;
  /** The sponsor's pre-tax income over the year before the application, KRW. */
  annualIncome: number;
  hasHousingInKorea: boolean;
  koreanLanguageLevel: KoreanLanguageLevel;
  plansToLiveTogether: boolean;

  // Optional inputs the real rules need; absent means the common case noted on each.
  /** Sponsor + spouse + lineal relatives on the sponsor's resident registration. Default 2. */
  householdSize?: number;
  /** Eligible net assets held 6+ months (sponsor, co-registered family, the spouse's assets in Korea). Default 0. */
  assetsKrw?: number;
  /** Income of co-registered lineal relatives and the spouse's income earned in Korea, past year. Default 0. */
  familyIncomeKrw?: number;
  incomeExemptions?: IncomeExemption[];
  languageExemptions?: LanguageExemption[];
  /** The marriage is on the sponsor's Korean family register. Absent: not answered. */
  marriageRegisteredInKorea?: boolean;
  /**
   * The certificate was answered as a question of its own; before, a yes also meant the marriage is
   * on the Korean register (marriage-answers.ts reads those answers so).
   */
  certificateAskedAlone?: boolean;
  /**
   * Where the marriage was made (section 13 C3): 'korea' = by a marriage report (혼인신고) in Korea,
   * which every US state recognises; 'abroad' = under another country's law, then reported to Korea
   * with that country's certificate. Absent: not asked.
   */
  marriagePlace?: MarriagePlace;
  /** Where the sponsor's income of the past year was earned (C4). Absent: assumed Korea. */
  sponsorIncomeEarnedIn?: IncomeCountry;
  /**
   * Where the sponsor lives now (C7): a sponsor living in the US also needs an FBI check; in another
   * country, that country's record. Absent: Korea.
   */
  sponsorResidence?: SponsorResidence;
  /** The country the applicant lives in (a country name or code): it decides the mission (D11). */
  applicantResidence?: string;
  /** Where in that country, when it has several missions: a US state code or a city id. */
  applicantRegion?: string;
  /** The country the marriage was made in, when outside Korea (a name or code). */
  marriageCountry?: string;
  /** The couple have a child together (D3, income and language exemptions). Absent: not asked. */
  childTogether?: boolean;
  /** How the sponsor became Korean: by birth ('no'), naturalisation based on marriage, or other (D2). */
  sponsorNaturalisation?: SponsorNaturalisation;
  /** The naturalisation day, when the invitation (item 1.3) does not hold it yet. */
  sponsorNaturalisedOn?: string;
  /** The sponsor invited a different foreign spouse in the 5 years before this application. Absent: assumed no. */
  invitedOtherSpouseWithin5Years?: boolean;
  /** The sponsor has the International Marriage Guidance Program completion number (or an exemption). */
  completedMarriageGuidanceProgram?: boolean;
};

/** Answers as stored while the user is still filling them in. */
export type EligibilityDraft = { [K in keyof EligibilityAnswers]?: EligibilityAnswers[K] | null };

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'unknown';

export type EligibilityCheckId =
  | 'marriage'
  | 'living-together'
  | 'income'
  | 'communication'
  | 'housing'
  | 'relationship-evidence'
  | 'invitation-limit'
  | 'marriage-guidance-program'
  | 'sponsor-record'
  | 'sponsor-naturalisation';

export type EligibilityCheck = {
  id: EligibilityCheckId;
  status: CheckStatus;
  title: Localized;
  detail: Localized;
  source: Source;
  /**
   * A check that cannot be acknowledged away (section 14 D1, D5): the step stays open until the
   * fact changes, even when the status reads "needs attention" because the source is secondary.
   */
  blocking?: true;
};

export type EligibilityOutcome = 'eligible' | 'needs-attention' | 'not-eligible';

export type EligibilityResult = { result: EligibilityOutcome; checks: EligibilityCheck[] };

/** A check's source: one of eligibility/sources.ts, or the income table the threshold came from. */
export type EligibilitySourceRef = EligibilitySourceId | IncomeFigure;

/**
 * What the rules decide for one check: its status, and what it found as message ids with their values.
 * The screens word it (texts.ts) into an EligibilityCheck; the statuses read only the verdict.
 */
export type EligibilityVerdict = {
  id: EligibilityCheckId;
  status: CheckStatus;
  title: EligibilityTitleId;
  /** Worded one after the other, joined by a space. */
  detail: EligibilityMessage[];
  source: EligibilitySourceRef;
  /** As EligibilityCheck.blocking. */
  blocking?: true;
};

export type EligibilityVerdicts = { result: EligibilityOutcome; checks: EligibilityVerdict[] };
