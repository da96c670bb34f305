import { useLingui } from '@lingui/react/macro';
import type { DocumentSlot } from '@/domain/application';
import { pick, type Locale, type Source } from '@/domain/common';
import type { DocumentNeeds } from '@/domain/documents/couple-needs';
import { countryInProse } from '@/domain/eligibility/nationality';

export type SlotOwner = 'applicant' | 'sponsor' | 'both';
export type SlotInfo = {
  title: string;
  what: string;
  owner: SlotOwner;
  /** Married abroad: the foreign certificate's parts are needed before any is added (D28). */
  marriedAbroad?: boolean;
  /** Where they married, when known: a marriage made in Korea offers no foreign certificate's parts (D28). */
  marriagePlace?: 'korea' | 'abroad';
  /** Where the couple-specific part of `what` comes from (the Apostille Convention's status). */
  source?: Source;
};

/** A country's name as a sentence in the reader's language inserts it ("the Philippines"), or the code. */
export function useCountryName() {
  const { i18n } = useLingui();
  return (code: string) => pick(countryInProse(code), i18n.locale as Locale);
}

/** The marriage certificate: what it holds follows where the couple married and that country's rules (D28). */
function useMarriageWhat(needs: DocumentNeeds | undefined): string {
  const { t } = useLingui();
  const name = useCountryName();
  const m = needs?.marriage;
  if (m?.place === 'korea')
    return t({
      id: 'documents.slot.marriage.what_korea',
      message:
        'The Korean marriage relation certificate (혼인관계증명서, issued within 3 months). You married in Korea: no foreign marriage certificate is needed for the visa.',
    });
  if (m?.place === 'abroad') {
    const country = m.country
      ? name(m.country)
      : t({ id: 'documents.country_married_in', message: 'the country you married in' });
    return m.authentication.kind === 'apostille'
      ? t({
          id: 'documents.slot.marriage.what_apostille',
          message: `The Korean marriage relation certificate (혼인관계증명서, issued within 3 months), and the certificate of marriage from ${country} with its apostille (no consular legalisation) and a translation.`,
        })
      : t({
          id: 'documents.slot.marriage.what_ask',
          message: `The Korean marriage relation certificate (혼인관계증명서, issued within 3 months), and the certificate of marriage from ${country} with a translation. Whether it needs an apostille or consular legalisation is not known here: ask the Korean mission.`,
        });
  }
  return t({
    id: 'documents.slot.marriage.what',
    message:
      'The Korean marriage relation certificate (혼인관계증명서, issued within 3 months) and, if you married abroad, the foreign marriage certificate with its apostille and translation.',
  });
}

/** The health certificates: the TB certificate by the applicant's nationality (D6), pregnancy never assumed (D9). */
function useHealthWhat(needs: DocumentNeeds | undefined, nationality: string | undefined): string {
  const { t } = useLingui();
  const name = useCountryName();
  const country = nationality ? name(nationality) : '';
  const base =
    needs?.tb === true && needs.records.applicantInKorea
      ? t({
          id: 'documents.slot.health.what_tb_korea',
          message: `A health certificate for each spouse, issued within 6 months. ${country} is on the TB high-risk list: changing status in Korea, a TB certificate from a hospital in Korea is asked of an applicant who spent 6 months or more in a row in a high-risk country in the past year (which hospitals are accepted: ask 1345 or the immigration office).`,
        })
      : needs?.tb === true
        ? t({
            id: 'documents.slot.health.what_tb',
            message: `A health certificate for each spouse, issued within 6 months, and the applicant's TB certificate from a hospital the mission designates (재외공관 지정 병원), issued within 3 months: ${country} is on the TB high-risk list.`,
          })
        : needs?.tb === false
          ? t({
              id: 'documents.slot.health.what_no_tb',
              message: `A health certificate for each spouse, issued within 6 months. No TB certificate: ${country} is not on the TB high-risk list.`,
            })
          : t({
              id: 'documents.slot.health.what',
              message:
                'A health certificate for each spouse, issued within 6 months; a TB test result too where your nationality requires one.',
            });
  if (!needs?.pregnancy) return base;
  return `${base} ${t({
    id: 'documents.slot.health.pregnancy',
    message:
      'Pregnant: confirm the health-certificate exemption with the mission; keep both certificates planned until it says so.',
  })}`;
}

/**
 * What each of the seven documents is and who gets it (f6-rules-and-sources.md §2-5), for this
 * couple where their facts decide it (D28).
 */
export function useSlotInfo(needs?: DocumentNeeds, nationality?: string): Record<DocumentSlot, SlotInfo> {
  const { t } = useLingui();
  const marriageWhat = useMarriageWhat(needs);
  const healthWhat = useHealthWhat(needs, nationality);
  return {
    marriageCertificate: {
      title: t({ id: 'documents.slot.marriage.title', message: 'Marriage certificate' }),
      what: marriageWhat,
      owner: 'both',
      marriedAbroad: needs?.marriage.place === 'abroad',
      marriagePlace: needs?.marriage.place === 'unknown' ? undefined : needs?.marriage.place,
      source:
        needs?.marriage.place === 'abroad' && needs.marriage.authentication.kind === 'apostille'
          ? needs.marriage.authentication.source
          : undefined,
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
          'The front of the Korean spouse’s resident registration card (주민등록증) or driver’s licence; some offices ask for their passport too.',
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
      what: healthWhat,
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
