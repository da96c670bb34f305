import { useLingui } from '@lingui/react/macro';
import { useGenericValidationText, useValidationText } from '@/ui/use-validation-text';
import type { FieldError } from '@/domain/forms/validate';

/** Validation codes from domain/ in the user's language. */
export function useFieldErrorText() {
  const { t } = useLingui();
  const shared = useValidationText();
  const generic = useGenericValidationText();
  return (error: FieldError | null | undefined): string | null => {
    if (!error) return null;
    const common = shared(error);
    if (common) return common;
    switch (error.code) {
      case 'notWholeNumber':
        return t({ id: 'validation.whole_number', message: 'Enter a whole number, without decimals.' });
      case 'endBeforeStart':
        return t({ id: 'validation.end_before_start', message: 'This end date is before the start date.' });
      default:
        return generic;
    }
  };
}
