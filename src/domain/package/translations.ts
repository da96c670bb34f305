import type { MarriageCertificateExtraction, Party, PartyField } from '../autofill';
import { certificateDate } from '../marriage-certificate-text';
import { formatDate } from './reader';

/**
 * 번역문 drafts: a Korean translation laid out from the details read from (or typed for) a
 * foreign-language document, with a 번역확인서 for whoever checks and signs it. A draft is never a
 * certified translation; the translator named on the 번역확인서 answers for it.
 */
export type TranslationDraft = {
  /** The document, e.g. "혼인증명서" */
  document: string;
  /** The source language's Korean name, e.g. "영어" */
  language: string;
  fileName: string;
  /** Translated rows: label in Korean, the value as on the document (names stay as printed), dates as YYYY. MM. DD. */
  rows: [string, string][];
};

/**
 * Whether a mission asks for Korean translations of foreign documents. The app knows no mission's
 * rule for certain, so this is 'unknown' everywhere until a mission's published list says more.
 */
export type TranslationRule = 'required' | 'unknown';
export const missionTranslationRule = (_mission?: string | null): TranslationRule => 'unknown';

const partyLabels: Record<PartyField, string> = {
  name: '성명',
  dateOfBirth: '생년월일',
  placeOfBirth: '출생지',
  address: '주소',
  fatherName: '부 성명',
  motherName: '모 성명',
};
const fields: PartyField[] = ['name', 'dateOfBirth', 'placeOfBirth', 'address', 'fatherName', 'motherName'];

const dateKo = (raw: string) => formatDate(certificateDate(raw));

/** A foreign (e.g. English) marriage certificate's 번역문 rows from what was read from it. */
export function marriageCertificateTranslation(
  extraction: MarriageCertificateExtraction,
  fileName: string,
  language = '영어',
): TranslationDraft {
  const rows: [string, string][] = [];
  if (extraction.marriageDate?.value) rows.push(['혼인일', dateKo(extraction.marriageDate.value)]);
  if (extraction.marriagePlace?.value) rows.push(['혼인 장소', extraction.marriagePlace.value]);
  const party = (who: string, p: Party | undefined) => {
    for (const f of fields) {
      const v = p?.[f]?.value?.trim();
      if (v) rows.push([`${who} ${partyLabels[f]}`, f === 'dateOfBirth' ? dateKo(v) : v]);
    }
  };
  party('남편', extraction.groom);
  party('아내', extraction.bride);
  return { document: '혼인증명서', language, fileName, rows };
}

/** A document read (or typed) on the device, as the extracted documents store keeps it. */
export type StoredReading = { id: string; type: string; fileName: string; data: Record<string, string> };

const hangul = /[\u3131-\u318e\uac00-\ud7a3]/;

/** The stored flat record (`groom.name`, `marriageDate`, ...) back into the certificate's shape. */
function certificateFromRecord(data: Record<string, string>): MarriageCertificateExtraction {
  const field = (key: string) =>
    data[key]?.trim() ? { value: data[key].trim(), confidence: 'high' as const } : undefined;
  const party = (role: 'groom' | 'bride'): Party =>
    Object.fromEntries(fields.flatMap((f) => (field(`${role}.${f}`) ? [[f, field(`${role}.${f}`)]] : []))) as Party;
  return {
    documentType: 'marriageCertificate',
    marriageDate: field('marriageDate'),
    marriagePlace: field('marriagePlace'),
    groom: party('groom'),
    bride: party('bride'),
  };
}

/**
 * The 번역문 drafts the stored readings call for: a marriage certificate read in another script
 * than Hangul (a Korean 혼인관계증명서 needs none), unless a translation is already among the
 * slot's files. Passports are bilingual and need none.
 */
export function translationsFromReadings(
  readings: readonly StoredReading[],
  documents: { marriageCertificate?: { files: readonly { role: string | null; fileName: string }[] } },
): TranslationDraft[] {
  const files = documents.marriageCertificate?.files ?? [];
  if (files.some((f) => f.role === 'translation')) return [];
  return readings.flatMap((r) => {
    if (r.type !== 'marriageCertificate') return [];
    const values = Object.entries(r.data).filter(([k, v]) => k !== 'applicantRole' && v.trim());
    if (values.length === 0 || values.some(([, v]) => hangul.test(v))) return [];
    const foreign = files.find((f) => f.role === 'foreign-certificate');
    const draft = marriageCertificateTranslation(
      certificateFromRecord(r.data),
      foreign?.fileName || r.fileName || r.id,
    );
    return draft.rows.length ? [draft] : [];
  });
}
