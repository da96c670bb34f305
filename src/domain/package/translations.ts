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

/** The language a country's civil documents are usually issued in, in Korean; unknown countries leave it to the translator. */
const documentLanguage: Record<string, string> = {
  US: '영어',
  GB: '영어',
  CA: '영어',
  AU: '영어',
  NZ: '영어',
  IE: '영어',
  PH: '영어',
  SG: '영어',
  IN: '영어',
  VN: '베트남어',
  CN: '중국어',
  TW: '중국어',
  JP: '일본어',
  TH: '태국어',
  ID: '인도네시아어',
  KH: '크메르어',
  MN: '몽골어',
  UZ: '우즈베크어',
  RU: '러시아어',
  FR: '프랑스어',
  DE: '독일어',
};
export const languageOfDocuments = (country: string | undefined): string =>
  (country && documentLanguage[country]) || '(원문 언어: 번역자가 기재)';

type SlotFiles = { files: readonly { role: string | null; fileName: string; issueDate: string | null }[] };

/**
 * 번역문 drafts for foreign documents the device holds as files but has not read: a marriage certificate
 * issued abroad with no reading, and the applicant's health certificate from a country outside Korea.
 * They are laid out from what was typed (the file, its issue date) with the rest written in by the
 * translator; none where a translation is already among the slot's files.
 */
export function translationsFromFiles(
  documents: { marriageCertificate?: SlotFiles; healthCertificate?: SlotFiles },
  couple: { applicantResidence?: string; marriageCountry?: string; marriedAbroad: boolean },
  read: readonly TranslationDraft[],
): TranslationDraft[] {
  const drafts: TranslationDraft[] = [];
  const marriage = documents.marriageCertificate?.files ?? [];
  const foreign = marriage.find((f) => f.role === 'foreign-certificate');
  if (
    couple.marriedAbroad &&
    foreign &&
    !marriage.some((f) => f.role === 'translation') &&
    !read.some((d) => d.document === '혼인증명서')
  )
    drafts.push(template('혼인증명서', languageOfDocuments(couple.marriageCountry), foreign));
  const residence = couple.applicantResidence;
  const health = (documents.healthCertificate?.files ?? []).find((f) => f.role === 'applicant');
  if (health && residence && residence !== 'KR')
    drafts.push(template('건강진단서', languageOfDocuments(residence), health));
  return drafts;
}

function template(document: string, language: string, file: SlotFiles['files'][number]): TranslationDraft {
  const rows: [string, string][] = [['발급일', file.issueDate ? formatDate(file.issueDate) : '']];
  rows.push(['발급 기관', ''], ['문서 번호', '']);
  return { document, language, fileName: file.fileName, rows };
}
