import { useLingui } from '@lingui/react/macro';
import type { DocumentSlot } from '@/domain/application';

export type SlotOwner = 'applicant' | 'sponsor' | 'both';
export type SlotInfo = { title: string; what: string; owner: SlotOwner };

/** What each of the seven documents is and who gets it (f6-rules-and-sources.md §2-5). */
export function useSlotInfo(): Record<DocumentSlot, SlotInfo> {
  const { t } = useLingui();
  return {
    marriageCertificate: {
      title: t({ id: 'documents.slot.marriage.title', message: 'Marriage certificate' }),
      what: t({
        id: 'documents.slot.marriage.what',
        message:
          'The Korean marriage relation certificate (혼인관계증명서, issued within 3 months) and, if you married abroad, the foreign marriage certificate with its apostille and translation.',
      }),
      owner: 'both',
    },
    passport: {
      title: t({ id: 'documents.slot.passport.title', message: 'Applicant’s passport' }),
      what: t({
        id: 'documents.slot.passport.what',
        message:
          'A clear photo or scan of the photo page, including the two machine-readable lines at the bottom. It should be valid for at least 6 more months.',
      }),
      owner: 'applicant',
    },
    spouseIdCard: {
      title: t({ id: 'documents.slot.spouse_id.title', message: 'Korean spouse’s ID card' }),
      what: t({
        id: 'documents.slot.spouse_id.what',
        message:
          'The front of the Korean spouse’s resident registration card (주민등록증) or driver’s licence; some consulates ask for their passport too.',
      }),
      owner: 'sponsor',
    },
    proofOfRelationship: {
      title: t({ id: 'documents.slot.relationship.title', message: 'Proof of relationship' }),
      what: t({
        id: 'documents.slot.relationship.what',
        message:
          'Evidence that the marriage is genuine: photos together and with both families, messages and call logs, travel records. Collect it in one PDF.',
      }),
      owner: 'both',
    },
    financialDocuments: {
      title: t({ id: 'documents.slot.financial.title', message: 'Financial documents' }),
      what: t({
        id: 'documents.slot.financial.what',
        message:
          'The Korean spouse’s income: income amount certificate (소득금액증명원), employment certificate (재직증명서) and withholding receipt, or deposit balances.',
      }),
      owner: 'sponsor',
    },
    housingDocuments: {
      title: t({ id: 'documents.slot.housing.title', message: 'Housing documents' }),
      what: t({
        id: 'documents.slot.housing.what',
        message:
          'Where you will live in Korea: the lease contract (임대차계약서) or, for an owned home, the property registry extract (부동산 등기부등본).',
      }),
      owner: 'sponsor',
    },
    healthCertificate: {
      title: t({ id: 'documents.slot.health.title', message: 'Health certificates' }),
      what: t({
        id: 'documents.slot.health.what',
        message:
          'A health certificate for each spouse, issued within 6 months; a TB test result too where your nationality requires one.',
      }),
      owner: 'both',
    },
  };
}

export function useOwnerLabel() {
  const { t } = useLingui();
  return (owner: SlotOwner) =>
    ({
      applicant: t({ id: 'documents.owner.applicant', message: 'Applicant provides' }),
      sponsor: t({ id: 'documents.owner.sponsor', message: 'Korean spouse provides' }),
      both: t({ id: 'documents.owner.both', message: 'Both of you provide' }),
    })[owner];
}
