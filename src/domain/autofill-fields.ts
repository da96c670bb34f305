/** The spec's auto-fill data (section 3): what extraction from documents can supply. */
export const autoFillKeys = [
  'fullName',
  'firstName',
  'lastName',
  'dateOfBirth',
  'placeOfBirth',
  'nationality',
  'sex',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
  'marriageDate',
  'marriagePlace',
  'spouseName',
  'spouseDateOfBirth',
  'spousePlaceOfBirth',
  'spouseAddress',
  'spouseFatherName',
  'spouseMotherName',
  'fatherName',
  'motherName',
] as const;

export type AutoFillKey = (typeof autoFillKeys)[number];
export type Confidence = 'high' | 'medium' | 'low';
export type AutoFillSource = 'passport' | 'marriageCertificate' | 'birthCertificate' | 'manual';

export type AutoFillData = Partial<Record<AutoFillKey, string>> & {
  confidenceScores: Partial<Record<AutoFillKey, Confidence>>;
  sources?: Partial<Record<AutoFillKey, AutoFillSource>>;
  /** The values typed by hand on a document's details (not read): they carry no read confidence. */
  typed?: Partial<Record<AutoFillKey, true>>;
};
