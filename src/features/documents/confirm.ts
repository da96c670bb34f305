/**
 * What the user confirmed, as an extraction for the domain merge. A value the user typed or
 * changed is theirs: high confidence, confirmedByUser. A value kept as read keeps the confidence
 * the reading gave it (check digits for a passport), except the fields no check digit covers
 * (names, nationality, sex), which the user can confirm with one tick.
 */
import {
  lowestConfidence,
  partyFields,
  type ExtractedField,
  type ExtractedFields,
  type MarriageCertificateExtraction,
  type Party,
  type PartyField,
  type PartyRole,
  type PassportExtraction,
  type PassportKey,
} from '@/domain/autofill';

export const passportInputKeys = [
  'lastName',
  'firstName',
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'sex',
  'passportExpiryDate',
  'passportIssueDate',
  'placeOfBirth',
] as const satisfies readonly PassportKey[];
export type PassportInputKey = (typeof passportInputKeys)[number];
export type PassportValues = Record<PassportInputKey, string>;

/** Fields no check digit covers. */
export const uncoveredKeys: readonly PassportKey[] = ['lastName', 'firstName', 'nationality', 'sex'];

const upperKeys: readonly PassportKey[] = ['lastName', 'firstName', 'passportNumber', 'nationality'];

export function normalizePassportValue(key: PassportInputKey, raw: string): string {
  const v = raw.trim().replace(/\s+/g, ' ');
  if (key === 'passportNumber') return v.replace(/\s/g, '').toUpperCase();
  return upperKeys.includes(key) ? v.toUpperCase() : v;
}

const typed = (value: string): ExtractedField => ({ value, confidence: 'high', confirmedByUser: true });

export function passportValuesFrom(read: ExtractedFields<PassportKey> | null): PassportValues {
  return Object.fromEntries(passportInputKeys.map((k) => [k, read?.[k]?.value ?? ''])) as PassportValues;
}

export function confirmedPassport(
  values: PassportValues,
  read: ExtractedFields<PassportKey> | null,
  uncoveredChecked: boolean,
): PassportExtraction {
  const fields: ExtractedFields<PassportKey> = {};
  for (const key of passportInputKeys) {
    const value = normalizePassportValue(key, values[key]);
    if (!value) continue;
    const original = read?.[key];
    if (!original || original.value !== value) fields[key] = { ...typed(value), typedByUser: true };
    else if (uncoveredChecked && uncoveredKeys.includes(key)) fields[key] = typed(value);
    else fields[key] = original;
  }
  // Family name first, as every form and the package write a passport name (D26).
  const parts = [fields.lastName, fields.firstName].filter((f): f is ExtractedField => !!f);
  if (parts.length) {
    const fullName: ExtractedField = {
      value: parts.map((p) => p.value).join(' '),
      confidence: lowestConfidence(...parts.map((p) => p.confidence)),
    };
    if (parts.every((p) => p.confirmedByUser)) fullName.confirmedByUser = true;
    if (parts.some((p) => p.typedByUser)) fullName.typedByUser = true;
    fields.fullName = fullName;
  }
  return { documentType: 'passport', fields };
}

export type PartyValues = Record<PartyField, string>;
export type MarriageValues = {
  marriageDate: string;
  marriagePlace: string;
  spouseRole: PartyRole;
  groom: PartyValues;
  bride: PartyValues;
};

const partyValues = (party: Party | undefined): PartyValues =>
  Object.fromEntries(partyFields.map((f) => [f, party?.[f]?.value ?? ''])) as PartyValues;

export function marriageValuesFrom(read: MarriageCertificateExtraction | null, spouseRole: PartyRole): MarriageValues {
  return {
    marriageDate: read?.marriageDate?.value ?? '',
    marriagePlace: read?.marriagePlace?.value ?? '',
    spouseRole,
    groom: partyValues(read?.groom),
    bride: partyValues(read?.bride),
  };
}

const keepOrTyped = (raw: string, original: ExtractedField | undefined): ExtractedField | undefined => {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return undefined;
  return original && original.value === value ? original : { ...typed(value), typedByUser: true };
};

export function confirmedMarriage(
  values: MarriageValues,
  read: MarriageCertificateExtraction | null,
): MarriageCertificateExtraction {
  const role = values.spouseRole;
  const other: PartyRole = role === 'groom' ? 'bride' : 'groom';
  const spouse: Party = {};
  for (const field of partyFields) {
    const f = keepOrTyped(values[role][field], read?.[role]?.[field]);
    if (f) spouse[field] = f;
  }
  const out: MarriageCertificateExtraction = {
    documentType: 'marriageCertificate',
    [role]: spouse,
    applicantRole: other,
  };
  // The applicant's own row is kept as read, for the record; it fills nothing.
  if (read?.[other]) out[other] = read[other];
  const date = keepOrTyped(values.marriageDate, read?.marriageDate);
  const place = keepOrTyped(values.marriagePlace, read?.marriagePlace);
  if (date) out.marriageDate = date;
  if (place) out.marriagePlace = place;
  return out;
}
