import type { AutoFillKey } from '../autofill-fields';
import type { Localized } from '../common';
import type { PersonFactRef } from '../people';
import type { ApplicationFormSection } from '../application';

/**
 * Official item numbers of 사증발급신청서 (별지 제17호서식) as printed ("1.1" … "11.1"), plus the
 * three unnumbered applicant items: the photo and the declaration's date and name/signature.
 */
export type VisaItemNo = string;

export type VisaRow = Record<string, string | null>;
export type VisaValue = string | number | boolean | null | VisaRow[];
export type VisaValues = Record<string, VisaValue>;

export type VisaFieldKind = 'text' | 'longText' | 'date' | 'email' | 'tel' | 'yesNo' | 'choice' | 'number' | 'table';

export type VisaOption = { value: string; label: Localized };

/** How a document's auto-fill value becomes this field's value (a suggestion only). */
export type SuggestConversion =
  | 'asIs'
  | 'upper'
  | 'isoDate'
  | 'sex'
  | 'passportNumber'
  | 'spouseFamily'
  | 'spouseGiven'
  | 'country'
  /** Only a value in Latin letters (an English box): a Korean or Chinese value is not offered there. */
  | 'latin';

export type VisaField = {
  /** Stable id stored in applicationForms[section]; never reused (old ids keep their meaning). */
  id: string;
  kind: VisaFieldKind;
  label: Localized;
  help?: Localized;
  /** Required when shown. */
  required: boolean;
  /** Official items this field fills (several when the form asks the same fact twice, e.g. 5.2 and 9.1). */
  items: VisaItemNo[];
  /** The person fact this field asks (D20); the people records read and write through it. */
  person?: PersonFactRef;
  /** A sub-heading shown above this field (the form's groups inside one of the five sections). */
  heading?: Localized;
  options?: VisaOption[];
  /** Shown (and only then required and validated) when a sibling field has one of these values. */
  showWhen?: { fieldId: string; in: Array<string | number | boolean | null> };
  /** Offered from the documents' auto-fill data; never applied without the user. */
  suggestFrom?: AutoFillKey;
  suggestAs?: SuggestConversion;
  min?: number;
  max?: number;
  maxLength?: number;
  notInFuture?: boolean;
  notInPast?: boolean;
  /** A date that may not be before this sibling's date (a period's end, an expiry). */
  notBefore?: string;
  /** Passport names in capitals; numbers without spaces. */
  format?: 'latin-uppercase' | 'no-spaces' | 'hanja';
  /** An answer elsewhere on the form that often is this one (8.4 = the spouse's address): offered as a one-tap copy. */
  copyFrom?: { section: ApplicationFormSection; fieldId: string; label: Localized };
  /** For a table: its columns and how many rows the answer may have. */
  columns?: VisaField[];
  rows?: { min: number; max: number };
};

export type VisaSectionDef = {
  id: ApplicationFormSection;
  title: Localized;
  description: Localized;
  fields: VisaField[];
};
