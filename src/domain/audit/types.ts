/**
 * The audit (D27): a finding is one fact with different values in two or more places, or
 * facts that cannot all be true. Pure types; the rules are data (rules/*.ts, one file per kind).
 */
import type { Localized } from '../common';
import type { ApplicationForms, Eligibility, Statement } from '../application';
import type { EligibilityAnswers } from '../eligibility/types';
import type { FormAnswers, FormId } from '../forms/types';
import type { People } from '../people';

/** How much a finding matters: the consulate refuses it, an officer asks about it, or worth a check. */
export type Weight = 'refused' | 'ask' | 'check';
export const weightOrder: Record<Weight, number> = { refused: 0, ask: 1, check: 2 };

/** Where in the app a place is edited: a route path with its search or hash. */
export type PlaceLink = { to: string; search?: Record<string, string | number>; hash?: string };

/** One place a value comes from: a form item, a read document, a statement, eligibility, the details. */
export type Place = {
  kind: 'form' | 'visa' | 'document' | 'statement' | 'eligibility' | 'timeline' | 'details';
  /** e.g. "Invitation letter (초청장)", "passport.jpg" (a file name is the same in both languages). */
  source: Localized;
  /** e.g. "item 1.5", "machine-readable zone", "How we met". Empty where the source says it all. */
  item: Localized;
  link: PlaceLink;
  /** True when the value was read from a document (only these show a read confidence). */
  read?: boolean;
  confidence?: 'high' | 'medium' | 'low';
  /** True when the place prints a value carried over from the other answers, never typed there. */
  carried?: boolean;
  /** True when the item already says the value is the copy typed in that place ("as you typed it there"). */
  ownCopy?: boolean;
};

/** One value of the fact and every place that holds it. */
export type FindingValue = { value: string; places: Place[] };

export type FindingKind =
  | 'name-vs-passport'
  | 'date-of-birth'
  | 'passport-number'
  | 'passport-expiry'
  | 'nationality'
  | 'marriage-date'
  | 'marriage-place'
  | 'years-married'
  | 'address-scripts'
  | 'children'
  | 'prior-marriages'
  | 'korea-visits'
  | 'story'
  | 'married-before-met'
  | 'visit-after-application'
  | 'document-after-application'
  | 'typed-vs-read';

export type Finding = {
  /** Stable across runs while the fact is the same (acknowledgements are kept under it). */
  id: string;
  kind: FindingKind;
  weight: Weight;
  /** What the finding is about, e.g. "Applicant's family name". */
  fact: Localized;
  /** A sentence saying what disagrees or cannot be true. */
  explanation: Localized;
  values: FindingValue[];
  /** Changes when any value changes: an acknowledgement applies only to the values it saw. */
  fingerprint: string;
  acknowledged?: Acknowledgement;
};

/** "This is right" with a short reason: kept, synced, and printed on the couple's guide. */
export type Acknowledgement = { reason: string; at: string; fingerprint: string };
export type Acknowledgements = Record<string, Acknowledgement>;

/** A document read on the device: passport MRZ, marriage certificate text, and the like. */
export type ReadDocument = {
  id: string;
  fileName: string;
  type: 'passport' | 'marriageCertificate' | 'birthCertificate' | 'other';
  data: Record<string, string>;
  confidence?: Record<string, 'high' | 'medium' | 'low'>;
};

/** A file with the issue date the user gave or the app read (for "issued after the application date"). */
export type IssuedFile = { slot: string; fileName: string; issueDate: string | null };

/** Everything the audit reads. Pure data: the caller gathers it (data/audit.ts). */
export type AuditInput = {
  people: People;
  forms: Record<FormId, FormAnswers>;
  visa: ApplicationForms;
  documents: ReadDocument[];
  files: IssuedFile[];
  statements: { personal: Statement; sponsor: Statement };
  /** The eligibility section as stored: the check's answers and the couple's facts it asks (where they married). */
  eligibility: Eligibility &
    Partial<
      Pick<
        EligibilityAnswers,
        'marriagePlace' | 'marriageCountry' | 'childTogether' | 'invitedOtherSpouseWithin5Years' | 'incomeExemptions'
      >
    >;
  /** The date the application is made (the appointment, else the target date), ISO day; null if unknown. */
  applicationDate: string | null;
  /** Today, ISO day: what "years married" counts to when no application date is known. */
  today: string;
  acknowledgements?: Acknowledgements;
};

/** A finding as a rule makes it (the audit adds the fingerprint and the acknowledgement). */
export type RawFinding = Omit<Finding, 'fingerprint' | 'acknowledged' | 'id' | 'kind' | 'weight'> & {
  /** Distinguishes findings of one kind (the person, the fact). */
  key: string;
  weight?: Weight;
};

/** A rule: one kind of finding, its weight, and the function that finds it. */
export type AuditRule = { kind: FindingKind; weight: Weight; run: (ctx: AuditContext) => RawFinding[] };

/** The input with every form's answers resolved through the people records, as the forms show them. */
export type AuditContext = AuditInput & { resolved: Record<FormId, FormAnswers>; resolvedVisa: ApplicationForms };
