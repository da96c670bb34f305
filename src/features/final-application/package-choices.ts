import type { PackageChoices, UnobtainableDocument } from '@/domain/application';
import type { CheckItem, CheckItemId, CriminalRecords } from './checklist';

/** The longest reason kept: a 사유서 page or two in the user's words, not a pasted file. */
export const REASON_MAX = 3000;

/**
 * What a couple can say they cannot obtain, with the name the 사유서 prints (it is in Korean
 * whatever the app's language): the documents and certificates, not the forms the app fills in.
 */
export const unobtainableNames: Partial<Record<CheckItemId, string>> = {
  'doc-marriageCertificate': '혼인증명서',
  'doc-passport': '여권 사본',
  'doc-spouseIdCard': '초청인 신분증',
  'doc-proofOfRelationship': '교제 입증 자료',
  'doc-financialDocuments': '소득 증빙 서류',
  'doc-housingDocuments': '주거 증빙 서류',
  'doc-healthCertificate': '건강진단서',
  // Named from the couple's facts (recordNames below); this is the name when they are not known.
  'criminal-records': '신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
  'sponsor-civil-documents': '초청인 가족관계 서류',
  'resident-registration': '주민등록등본',
  'language-proof': '의사소통 능력 입증 서류',
  'health-certificates': '건강진단서',
};

/** The criminal records as the 사유서 names them, by whose records the couple needs (D28): the FBI's only for the US. */
const recordNames: Record<CriminalRecords, string> = {
  fbi: 'FBI 범죄경력증명서 및 초청인 범죄경력회보서',
  both: 'FBI 범죄경력증명서, 신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
  'other-country': '신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
  'in-korea': '신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
  unknown: '신청인 국적국·거주국의 범죄경력 증명 서류 및 초청인 범죄경력회보서',
};

/** The Korean name the 사유서 prints for a checklist item, read with the couple's facts the item carries. */
export const unobtainableName = (item: Pick<CheckItem, 'id' | 'records'>): string | undefined =>
  item.id === 'criminal-records' && item.records ? recordNames[item.records] : unobtainableNames[item.id];

export const canBeUnobtainable = (id: string): id is CheckItemId => id in unobtainableNames;

/**
 * The stored choices as the package reads them. They arrive from other devices and backups as
 * any JSON, so only well-formed entries are kept; an entry without the couple's words is dropped
 * (the 사유서 needs them).
 */
export function readPackageChoices(raw: unknown): Required<PackageChoices> {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const list = Array.isArray(value.unobtainable) ? value.unobtainable : [];
  const unobtainable = list.flatMap((entry): UnobtainableDocument[] => {
    const { item: saved, reason } = (entry ?? {}) as Record<string, unknown>;
    // Saved before the checklist had one line for the Korean spouse's ID: the documents row is that line.
    const item = saved === 'sponsor-id' ? 'doc-spouseIdCard' : saved;
    if (typeof item !== 'string' || !canBeUnobtainable(item) || typeof reason !== 'string') return [];
    const words = reason.trim().slice(0, REASON_MAX);
    return words ? [{ item, reason: words }] : [];
  });
  // One entry per item (the old line and the documents row could both have been chosen): the first kept.
  const seen = new Set<string>();
  const unique = unobtainable.filter((u) => !seen.has(u.item) && seen.add(u.item));
  return { signingDates: value.signingDates === 'print' ? 'print' : 'blank', unobtainable: unique };
}

/**
 * The 사유서 builder's input: each document's Korean name, as this couple's checklist names it, and
 * the couple's words.
 */
export const unobtainableForPackage = (choices: Required<PackageChoices>, checklist: readonly CheckItem[] = []) =>
  choices.unobtainable.map((u) => {
    const item = checklist.find((i) => i.id === u.item) ?? { id: u.item as CheckItemId };
    return { document: unobtainableName(item) ?? u.item, reason: u.reason };
  });
