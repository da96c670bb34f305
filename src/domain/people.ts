/**
 * People records (decisions ruling 20): each fact about the applicant and the sponsor is held once.
 * This file is the shared vocabulary; form questions, the visa application form, eligibility, the
 * guides, the statements and the package name the facts they ask with a `PersonFactRef`.
 */
export type PersonRole = 'applicant' | 'sponsor';

export const personFactKeys = [
  /** Latin letters exactly as in the passport (capitals), family name and given names apart. */
  'familyName',
  'givenNames',
  /** The name in Hangul (the sponsor's legal name; the applicant's Korean transcription if any). */
  'hangulName',
  'dateOfBirth',
  'sex',
  'nationality',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
  'addressKorea',
  'addressAbroad',
  'phone',
  'email',
  'occupation',
] as const;

export type PersonFactKey = (typeof personFactKeys)[number];

/** Which person's which fact a field asks; a field tagged with it reads and edits the person. */
export type PersonFactRef = { role: PersonRole; fact: PersonFactKey };

/** A stored fact: the value and when it was last changed (sync merges per field by time). */
export type PersonFactValue = { value: string; updatedAt: string };

export type Person = { role: PersonRole } & Partial<Record<PersonFactKey, PersonFactValue>>;
