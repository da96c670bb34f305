import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatIsoDate } from '@/lib/format-date';

/** A validation result as domain/ reports it: a code and its parameters. */
export type ValidationCode = { code: string; params?: Record<string, string | number> };

/**
 * The validation messages every form shares (the three official forms and the visa application
 * form), in the user's language; null for a code that only one form knows, which its own hook says.
 */
export function useValidationText() {
  const { t, i18n } = useLingui();
  const writing = useWritingText();
  const day = (iso: unknown) => formatIsoDate(String(iso ?? ''), i18n.locale);
  return ({ code, params: p = {} }: ValidationCode): string | null => {
    switch (code) {
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
        return t({
          id: 'validation.phone',
          message: 'Enter a phone number with digits, e.g. 010-1234-5678 or +84 91 234 5678.',
        });
      case 'notANumber':
        return t({ id: 'validation.number', message: 'Enter a number.' });
      case 'tooSmall':
        return t({
          id: 'validation.too_small',
          message: `The smallest allowed value is ${ph({ min: String(p.min ?? '') })}.`,
        });
      case 'tooLarge':
        return t({
          id: 'validation.too_large',
          message: `The largest allowed value is ${ph({ max: String(p.max ?? '') })}.`,
        });
      case 'tooLong':
        return t({
          id: 'validation.too_long',
          message: `Keep this under ${ph({ max: String(p.maxLength ?? p.max ?? '') })} characters.`,
        });
      case 'invalidChoice':
        return t({ id: 'validation.choice', message: 'Choose one of the options.' });
      // A person's date of birth (both forms ask it).
      case 'tooYoung':
        return t({
          id: 'validation.too_young',
          message: `By this date of birth the person is under ${ph({ min: String(p.min ?? 18) })}. Check the year.`,
        });
      case 'tooOld':
        return t({
          id: 'validation.too_old',
          message: `By this date of birth the person is ${ph({ max: String(p.max ?? 120) })} or older. Check the year.`,
        });
      // Plausibility across forms (domain/plausibility.ts): the other date is named, so the user knows which to check.
      case 'underAgeAtMarriage':
        return t({
          id: 'validation.under_age_at_marriage',
          message: `By this date of birth the person was under ${ph({ min: String(p.min ?? 18) })} on the marriage date (${ph({ date: day(p.date) })}). Check the year.`,
        });
      case 'marriageBeforeBirth':
        return t({
          id: 'validation.marriage_before_birth',
          message: `The marriage date must come after both dates of birth (${ph({ date: day(p.date) })}). Check the dates.`,
        });
      case 'expiryBeforeIssue':
        return t({
          id: 'validation.expiry_before_issue',
          message: `A passport expires after it was issued (${ph({ date: day(p.date) })}). Check the dates.`,
        });
      default:
        return writing(code);
    }
  };
}

/** The messages of the written-form checks (Latin letters, capitals, no spaces, Hanja). */
function useWritingText() {
  const { t } = useLingui();
  return (code: string): string | null => {
    switch (code) {
      case 'notLatin':
        return t({
          id: 'validation.latin',
          message:
            'Write the name in Latin letters exactly as printed in the passport (no Hangul, other scripts or emoji).',
        });
      case 'notLatinVersion':
        return t({
          id: 'validation.latin_version',
          message: 'This is the English version: write it in Latin letters, without Hangul.',
        });
      case 'koreanVersionKept':
        return t({
          id: 'validation.korean_version_kept',
          message:
            'This box takes the English version, in Latin letters. What you typed in Hangul is kept as the Korean version, which the Korean forms print.',
        });
      case 'notUppercase':
        return t({ id: 'validation.uppercase', message: 'Write this in capital letters, as in the passport.' });
      case 'hasSpaces':
        return t({ id: 'validation.no_spaces', message: 'Write this without spaces, as printed.' });
      case 'notHanja':
        return t({
          id: 'validation.hanja',
          message:
            'Write this name in Chinese characters (漢字) only, e.g. 金民秀. A name in Hangul or Latin letters goes in the name questions; leave this empty if there is no Hanja name.',
        });
      default:
        return null;
    }
  };
}

/** What any form says when a code has no message of its own. */
export function useGenericValidationText() {
  const { t } = useLingui();
  return t({ id: 'validation.generic', message: 'Check this answer.' });
}
