import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGenericValidationText, useValidationText } from '@/ui/use-validation-text';
import type { VisaError } from '@/domain/visa-application';
import { formatIsoDate } from '@/lib/format-date';

/** Validation codes of the visa application form's questions in the user's language. */
export function useVisaErrorText() {
  const { t, i18n } = useLingui();
  const shared = useValidationText();
  const generic = useGenericValidationText();
  const day = (iso: unknown) => formatIsoDate(String(iso ?? ''), i18n.locale);
  return (error: VisaError | null | undefined): string | null => {
    if (!error) return null;
    const p = error.params ?? {};
    const common = shared(error);
    if (common) return common;
    switch (error.code) {
      case 'dateBefore':
        return t({ id: 'final.error.date_before', message: `This date cannot be before ${ph({ min: day(p.min) })}.` });
      case 'tooFewRows':
        return t({ id: 'final.error.too_few_rows', message: `Add at least ${ph({ min: String(p.min ?? 1) })} row.` });
      case 'tooManyRows':
        return t({
          id: 'final.error.too_many_rows',
          message: `List at most ${ph({ max: String(p.max ?? '') })} rows.`,
        });
      case 'rowIncomplete':
        return t({
          id: 'final.error.row_incomplete',
          message: `Row ${ph({ row: String(p.row ?? '') })} is not complete yet.`,
        });
      case 'fewerThanListed': {
        const count = Number(p.count ?? 0);
        return t({
          id: 'final.error.fewer_than_listed',
          message: plural(count, {
            one: 'You listed # visit; the number cannot be smaller.',
            other: 'You listed # visits; the number cannot be smaller.',
          }),
        });
      }
      default:
        return generic;
    }
  };
}
