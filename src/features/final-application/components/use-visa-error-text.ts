import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { VisaError } from '@/domain/visa-application';
import { formatIsoDate } from '@/lib/format-date';

/** Validation codes of the visa application form's questions in the user's language. */
export function useVisaErrorText() {
  const { t, i18n } = useLingui();
  const day = (iso: unknown) => formatIsoDate(String(iso ?? ''), i18n.locale);
  return (error: VisaError | null | undefined): string | null => {
    if (!error) return null;
    const p = error.params ?? {};
    switch (error.code) {
      case 'required':
        return t({ id: 'validation.required', message: 'This is needed for the official form.' });
      case 'invalidDate':
        return t({ id: 'validation.invalid_date', message: 'Enter a real date (year, month, day).' });
      case 'dateInFuture':
        return t({ id: 'validation.date_future', message: 'This date cannot be in the future.' });
      case 'dateInPast':
        return t({ id: 'validation.date_past', message: 'This date cannot be in the past.' });
      case 'dateBefore':
        return t({ id: 'final.error.date_before', message: `This date cannot be before ${ph({ min: day(p.min) })}.` });
      case 'invalidEmail':
        return t({ id: 'validation.email', message: 'Enter an email address like name@example.com.' });
      case 'invalidPhone':
        return t({ id: 'validation.phone', message: 'Enter a phone number with digits, e.g. 010-1234-5678 or +1 555 123 4567.' });
      case 'notANumber':
        return t({ id: 'validation.number', message: 'Enter a number.' });
      case 'tooSmall':
        return t({ id: 'validation.too_small', message: `The smallest allowed value is ${ph({ min: String(p.min ?? '') })}.` });
      case 'tooLarge':
        return t({ id: 'validation.too_large', message: `The largest allowed value is ${ph({ max: String(p.max ?? '') })}.` });
      case 'tooLong':
        return t({ id: 'validation.too_long', message: `Keep this under ${ph({ max: String(p.maxLength ?? p.max ?? '') })} characters.` });
      case 'notUppercase':
        return t({ id: 'validation.uppercase', message: 'Write this in capital letters, as in the passport.' });
      case 'hasSpaces':
        return t({ id: 'validation.no_spaces', message: 'Write this without spaces, as printed.' });
      case 'invalidChoice':
        return t({ id: 'validation.choice', message: 'Choose one of the options.' });
      case 'tooFewRows':
        return t({ id: 'final.error.too_few_rows', message: `Add at least ${ph({ min: String(p.min ?? 1) })} row.` });
      case 'tooManyRows':
        return t({ id: 'final.error.too_many_rows', message: `List at most ${ph({ max: String(p.max ?? '') })} rows.` });
      case 'rowIncomplete':
        return t({ id: 'final.error.row_incomplete', message: `Row ${ph({ row: String(p.row ?? '') })} is not complete yet.` });
      case 'fewerThanListed':
        return t({ id: 'final.error.fewer_than_listed', message: `You listed ${ph({ count: String(p.count ?? '') })} visits; the number cannot be smaller.` });
      default:
        return t({ id: 'validation.generic', message: 'Check this answer.' });
    }
  };
}
