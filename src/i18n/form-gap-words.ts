/**
 * The words for what keeps a form from being complete (D25), one place: the form's summary line
 * (status-words) and the forms step's line (labels) say it alike.
 */
import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** The gaps of a form: required answers not given, answers not valid, and where the first invalid one is (0-based). */
export type FormGapCounts = { missing: number; invalid: number; firstInvalid?: number };

export function useFormGapWords() {
  const { t } = useLingui();
  const formInvalid = (count: number) =>
    t({
      id: 'status.form.invalid',
      message: plural(count, { one: '# answer is not valid', other: '# answers are not valid' }),
    });
  /** "4 questions still need an answer · 1 answer is not valid: question 3"; empty when there is no gap. */
  const formGapLine = ({ missing, invalid, firstInvalid }: FormGapCounts): string => {
    const parts: string[] = [];
    const count = missing;
    if (count > 0)
      parts.push(
        t({
          id: 'status.form.missing',
          message: plural(count, {
            one: '# question still needs an answer',
            other: '# questions still need an answer',
          }),
        }),
      );
    if (invalid === 1 && firstInvalid !== undefined)
      parts.push(
        t({
          id: 'status.form.one_invalid',
          message: `1 answer is not valid: question ${ph({ number: firstInvalid + 1 })}`,
        }),
      );
    else if (invalid > 0) parts.push(formInvalid(invalid));
    return parts.join(' · ');
  };
  return { formGapLine };
}
