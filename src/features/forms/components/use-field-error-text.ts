import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldError } from '@/domain/forms/validate';

/** Validation codes from domain/ in the user's language. */
export function useFieldErrorText() {
  const { t } = useLingui();
  return (error: FieldError | null | undefined): string | null => {
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
      case 'notWholeNumber':
        return t({ id: 'validation.whole_number', message: 'Enter a whole number, without decimals.' });
      case 'tooYoung':
        return t({ id: 'validation.too_young', message: `By this date of birth the person is under ${ph({ min: String(p.min ?? 18) })}. Check the year.` });
      case 'tooOld':
        return t({ id: 'validation.too_old', message: `By this date of birth the person is ${ph({ max: String(p.max ?? 120) })} or older. Check the year.` });
      case 'endBeforeStart':
        return t({ id: 'validation.end_before_start', message: 'This end date is before the start date.' });
      case 'invalidChoice':
        return t({ id: 'validation.choice', message: 'Choose one of the options.' });
      default:
        return t({ id: 'validation.generic', message: 'Check this answer.' });
    }
  };
}
