import { useLingui } from '@lingui/react/macro';
import type { DocumentFileRole } from '@/domain/application';
import type { SlotNeed } from '@/domain/documents/slots';
import type { Validity } from '@/domain/documents/validity';
import type { Tone } from '@/ui/badge-tone';

/** Names of the kinds of file a slot holds, and what a missing one is called. */
export function useRoleLabel() {
  const { t } = useLingui();
  return (role: DocumentFileRole | SlotNeed): string =>
    ({
      'korean-certificate': t({
        id: 'documents.role.korean_certificate',
        message: 'Korean marriage relation certificate (혼인관계증명서)',
      }),
      'foreign-certificate': t({ id: 'documents.role.foreign_certificate', message: 'Foreign marriage certificate' }),
      apostille: t({ id: 'documents.role.apostille', message: 'Apostille' }),
      translation: t({ id: 'documents.role.translation', message: 'Translation' }),
      applicant: t({ id: 'documents.role.applicant', message: 'Applicant’s certificate' }),
      sponsor: t({ id: 'documents.role.sponsor', message: 'Korean spouse’s certificate' }),
      file: t({ id: 'documents.role.file', message: 'A file' }),
    })[role];
}

/** A validity in words: the status, and the date that decides it. */
export function useValidityLabel() {
  const { t, i18n } = useLingui();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (v: Validity): { label: string; detail: string; tone: Tone } => {
    const months = v.window.unit === 'years' ? v.window.amount * 12 : v.window.amount;
    const until = v.validUntil ? day(v.validUntil) : '';
    const against = day(v.against);
    switch (v.status) {
      case 'valid':
        return {
          label: t({ id: 'documents.validity.valid', message: 'Valid' }),
          detail: t({
            id: 'documents.validity.valid_detail',
            message: `Accepted through ${until} (issued within ${months} months), so still valid on ${against}.`,
          }),
          tone: 'ok',
        };
      case 'expires-before-target':
        return {
          label: t({ id: 'documents.validity.expiring', message: 'Expires before the appointment' }),
          detail: t({
            id: 'documents.validity.expiring_detail',
            message: `Accepted only through ${until}, before your target date ${against}. Get a new one issued closer to the date, or move the date.`,
          }),
          tone: 'warn',
        };
      case 'expired':
        return {
          label: t({ id: 'documents.validity.expired', message: 'Expired' }),
          detail: t({
            id: 'documents.validity.expired_detail',
            message: `It had to be issued within ${months} months; it was accepted only through ${until}. Get a new one.`,
          }),
          tone: 'bad',
        };
      case 'future-date':
        return {
          label: t({ id: 'documents.validity.future', message: 'Check the date' }),
          detail: t({
            id: 'documents.validity.future_detail',
            message: 'The issue date is after today. Correct it as printed on the document.',
          }),
          tone: 'bad',
        };
      default:
        return {
          label: t({ id: 'documents.validity.needs_date', message: 'Issue date needed' }),
          detail: t({
            id: 'documents.validity.needs_date_detail',
            message: `Type the issue date printed on it: it must be issued within ${months} months of the application.`,
          }),
          tone: 'neutral',
        };
    }
  };
}
