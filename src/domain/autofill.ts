/**
 * Auto-fill precedence (spec §4 "Auto-fill"): how one document's extracted fields are merged into
 * the auto-fill data.
 *
 * - Passport: its fields override what is there, except the full name, which is overwritten only by
 *   a value of higher confidence. A value the user typed or corrected (confirmedByUser) always wins:
 *   the person holding the document has the last word over any machine reading.
 * - Marriage certificate: supplies the marriage date and place and the spouse's details (overriding).
 *   The spouse is the party on the certificate who is not the applicant:
 *     1. if the applicant's role is known (the user said so), the other party;
 *     2. else, if exactly one party's name matches the applicant's saved name, the other party;
 *     3. else the groom, or the bride when the certificate gives no groom details (the spec's rule).
 *   The spouse's details are taken from that one party only, never mixed between the two.
 * - Birth certificate: fills only fields that are still empty.
 * Empty values never clear a field. confidenceScores and sources change only for fields written.
 */
import type { AutoFillData, AutoFillKey, AutoFillSource, Confidence } from './autofill-fields';

export type ExtractedField = {
  value: string;
  confidence: Confidence;
  confirmedByUser?: boolean;
  /** Typed by hand (nothing read, or the read value replaced): shown as "typed by you", never with a read confidence. */
  typedByUser?: boolean;
};
export type ExtractedFields<K extends AutoFillKey = AutoFillKey> = Partial<Record<K, ExtractedField>>;

export const passportKeys = [
  'lastName',
  'firstName',
  'fullName',
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'sex',
  'passportExpiryDate',
  'passportIssueDate',
  'placeOfBirth',
] as const satisfies readonly AutoFillKey[];
export type PassportKey = (typeof passportKeys)[number];

export const birthCertificateKeys = [
  'fullName',
  'dateOfBirth',
  'placeOfBirth',
  'sex',
  'fatherName',
  'motherName',
] as const satisfies readonly AutoFillKey[];
export type BirthCertificateKey = (typeof birthCertificateKeys)[number];

export const partyFields = ['name', 'dateOfBirth', 'placeOfBirth', 'address', 'fatherName', 'motherName'] as const;
export type PartyField = (typeof partyFields)[number];
/** One party (groom or bride) as the marriage certificate names them. */
export type Party = Partial<Record<PartyField, ExtractedField>>;
export type PartyRole = 'groom' | 'bride';

/** Where each party field goes when that party is the applicant's spouse. */
export const spouseKeyOf: Record<PartyField, AutoFillKey> = {
  name: 'spouseName',
  dateOfBirth: 'spouseDateOfBirth',
  placeOfBirth: 'spousePlaceOfBirth',
  address: 'spouseAddress',
  fatherName: 'spouseFatherName',
  motherName: 'spouseMotherName',
};

export type PassportExtraction = { documentType: 'passport'; fields: ExtractedFields<PassportKey> };
export type MarriageCertificateExtraction = {
  documentType: 'marriageCertificate';
  marriageDate?: ExtractedField;
  marriagePlace?: ExtractedField;
  groom?: Party;
  bride?: Party;
  /** Which party the applicant is, when the user said so. */
  applicantRole?: PartyRole;
};
export type BirthCertificateExtraction = {
  documentType: 'birthCertificate';
  fields: ExtractedFields<BirthCertificateKey>;
};
export type Extraction = PassportExtraction | MarriageCertificateExtraction | BirthCertificateExtraction;

export type MergeResult = {
  data: AutoFillData;
  /** Fields written by this merge. */
  applied: AutoFillKey[];
  /** Fields the document offered but the precedence rules kept as they were. */
  kept: AutoFillKey[];
};

const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

export const lowestConfidence = (...levels: Confidence[]): Confidence =>
  levels.reduce<Confidence>((min, c) => (rank[c] < rank[min] ? c : min), 'high');

const hasValue = (field: ExtractedField | undefined): field is ExtractedField => !!field && field.value.trim() !== '';
const isEmpty = (data: AutoFillData, key: AutoFillKey) => (data[key] ?? '').trim() === '';

const normalizeName = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .sort()
    .join(' ');

/** The applicant's names as saved: the full name, and given + family name from the passport. */
function applicantNames(data: AutoFillData): string[] {
  const names = [data.fullName, [data.firstName, data.lastName].filter(Boolean).join(' ')];
  return names.filter((n): n is string => !!n && n.trim() !== '').map(normalizeName);
}

const partyHasDetails = (party: Party | undefined) => !!party && partyFields.some((f) => hasValue(party[f]));

/** The party who is the applicant's spouse, by the rules at the top of this file. */
export function pickSpouseRole(extraction: MarriageCertificateExtraction, current: AutoFillData): PartyRole | null {
  const { groom, bride, applicantRole } = extraction;
  if (applicantRole) return applicantRole === 'groom' ? 'bride' : 'groom';
  const names = applicantNames(current);
  const matches = (party: Party | undefined) =>
    hasValue(party?.name) && names.includes(normalizeName((party.name as ExtractedField).value));
  const groomIsApplicant = matches(groom);
  const brideIsApplicant = matches(bride);
  if (groomIsApplicant !== brideIsApplicant) return groomIsApplicant ? 'bride' : 'groom';
  if (partyHasDetails(groom)) return 'groom';
  if (partyHasDetails(bride)) return 'bride';
  return null;
}

/** The certificate's fields as auto-fill keys: marriage date and place, and the spouse's details. */
export function marriageCertificateFields(
  extraction: MarriageCertificateExtraction,
  current: AutoFillData,
): ExtractedFields {
  const out: ExtractedFields = {};
  if (extraction.marriageDate) out.marriageDate = extraction.marriageDate;
  if (extraction.marriagePlace) out.marriagePlace = extraction.marriagePlace;
  const role = pickSpouseRole(extraction, current);
  const spouse = role ? extraction[role] : undefined;
  for (const field of partyFields) {
    const value = spouse?.[field];
    if (value) out[spouseKeyOf[field]] = value;
  }
  return out;
}

function mayWrite(
  documentType: Extraction['documentType'],
  key: AutoFillKey,
  field: ExtractedField,
  current: AutoFillData,
): boolean {
  if (documentType === 'birthCertificate') return isEmpty(current, key);
  if (documentType === 'passport' && key === 'fullName' && !isEmpty(current, key)) {
    if (field.confirmedByUser) return true;
    const existing = current.confidenceScores[key] ?? 'low';
    return rank[field.confidence] > rank[existing];
  }
  return true;
}

export function mergeExtraction(current: AutoFillData, extraction: Extraction): MergeResult {
  const offered: ExtractedFields =
    extraction.documentType === 'marriageCertificate'
      ? marriageCertificateFields(extraction, current)
      : extraction.fields;
  const source: AutoFillSource = extraction.documentType;
  const data: AutoFillData = {
    ...current,
    confidenceScores: { ...current.confidenceScores },
    sources: { ...current.sources },
    typed: { ...current.typed },
  };
  const applied: AutoFillKey[] = [];
  const kept: AutoFillKey[] = [];
  for (const [key, field] of Object.entries(offered) as Array<[AutoFillKey, ExtractedField | undefined]>) {
    if (!hasValue(field)) continue;
    if (!mayWrite(extraction.documentType, key, field, current)) {
      kept.push(key);
      continue;
    }
    data[key] = field.value.trim();
    data.confidenceScores[key] = field.confidence;
    (data.sources as NonNullable<AutoFillData['sources']>)[key] = source;
    const typed = data.typed as NonNullable<AutoFillData['typed']>;
    if (field.typedByUser) typed[key] = true;
    else delete typed[key];
    applied.push(key);
  }
  return { data, applied, kept };
}

/** The flat record kept in the extracted documents store (spec §3: extractionResult.data). */
export function extractionRecordData(extraction: Extraction): Record<string, string> {
  const out: Record<string, string> = {};
  if (extraction.documentType !== 'marriageCertificate') {
    for (const [key, field] of Object.entries(extraction.fields)) if (hasValue(field)) out[key] = field.value.trim();
    return out;
  }
  if (hasValue(extraction.marriageDate)) out.marriageDate = extraction.marriageDate.value.trim();
  if (hasValue(extraction.marriagePlace)) out.marriagePlace = extraction.marriagePlace.value.trim();
  for (const role of ['groom', 'bride'] as const) {
    for (const field of partyFields) {
      const value = extraction[role]?.[field];
      if (hasValue(value)) out[`${role}.${field}`] = value.value.trim();
    }
  }
  if (extraction.applicantRole) out.applicantRole = extraction.applicantRole;
  return out;
}
