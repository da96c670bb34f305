import type { Localized } from '../common';
import { documentSlots, type DocumentSlot } from '../application';

/**
 * The order the consulate's F-6 checklist lists the supporting documents in (rules doc §6.1:
 * identity, marriage, the sponsor's papers, income, housing, health, then relationship evidence);
 * copies in the package follow it.
 */
export const consulateOrder: DocumentSlot[] = [
  'passport',
  'marriageCertificate',
  'spouseIdCard',
  'financialDocuments',
  'housingDocuments',
  'healthCertificate',
  'proofOfRelationship',
];

export const slotLabels: Record<DocumentSlot, Localized> = {
  passport: { en: 'Passport (applicant)', ko: '여권 (신청인)' },
  marriageCertificate: { en: 'Marriage certificate', ko: '혼인증명서' },
  spouseIdCard: { en: 'Korean spouse’s ID and family relation records', ko: '초청인 신분증 및 가족관계 서류' },
  financialDocuments: { en: 'Income and financial documents', ko: '소득 및 재정 서류' },
  housingDocuments: { en: 'Housing documents', ko: '주거 서류' },
  healthCertificate: { en: 'Health certificate', ko: '건강진단서' },
  proofOfRelationship: { en: 'Proof of the relationship', ko: '관계 입증 자료' },
};

/** Slots the app does not know (added later) go last, in the app's own order. */
export const slotRank = (slot: string): number => {
  const i = consulateOrder.indexOf(slot as DocumentSlot);
  return i >= 0 ? i : consulateOrder.length + Math.max(0, documentSlots.indexOf(slot as DocumentSlot));
};

export const slotLabel = (slot: string): Localized => slotLabels[slot as DocumentSlot] ?? { en: slot, ko: slot };
