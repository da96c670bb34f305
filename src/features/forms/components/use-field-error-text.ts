import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useGenericValidationText, useValidationText } from '@/lib/use-validation-text';
import type { FieldError } from '@/domain/forms/validate';

/** Validation codes from domain/ in the user's language. */
export function useFieldErrorText() {
  const { t } = useLingui();
  const shared = useValidationText();
  const generic = useGenericValidationText();
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null;
    const p = error.params ?? {};
    const common = shared(error);
    if (common) return common;
    switch (error.code) {
      case 'notWholeNumber':
        return t({ id: 'validation.whole_number', message: 'Enter a whole number, without decimals.' });
      case 'tooYoung':
        return t({ id: 'validation.too_young', message: `By this date of birth the person is under ${ph({ min: String(p.min ?? 18) })}. Check the year.` });
      case 'tooOld':
        return t({ id: 'validation.too_old', message: `By this date of birth the person is ${ph({ max: String(p.max ?? 120) })} or older. Check the year.` });
      case 'endBeforeStart':
        return t({ id: 'validation.end_before_start', message: 'This end date is before the start date.' });
      default:
        return generic;
    }
  };
}
