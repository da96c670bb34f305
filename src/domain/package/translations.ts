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
