import { pick, type Locale } from '../common';
import type { FieldDef, FieldValue, QuestionDef } from './types';

const hangul = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;
const latin = /[A-Za-z]/;
/** Field types whose value is words in a script (a date, number or email reads the same in any form). */
const written = new Set<FieldDef['type']>(['text', 'longText', 'address']);

export const hasHangul = (value: string): boolean => hangul.test(value);

/**
 * Whether a suggested value is written the way the question asks: a Korean-language item is
 * not offered a romanized name or address, an English-language item is not offered Hangul.
 */
export function suitsQuestion(
  question: Pick<QuestionDef, 'answerLanguage'>,
  field: Pick<FieldDef, 'type'>,
  value: FieldValue,
): boolean {
  if (typeof value !== 'string' || !written.has(field.type)) return true;
  if (question.answerLanguage === 'ko') return hasHangul(value) || !latin.test(value);
  if (question.answerLanguage === 'en') return !hasHangul(value);
  return true;
}

/**
 * A suggested value as the user would write it: a choice shows its option's label in the
 * user's language (never the stored code such as "korea" or "female"), yes/no its word.
 */
export function suggestionLabel(
  field: Pick<FieldDef, 'type' | 'options'>,
  value: FieldValue,
  locale: Locale,
  yesNo: { yes: string; no: string },
): string {
  if (typeof value === 'boolean') return value ? yesNo.yes : yesNo.no;
  const labelOf = (v: string) => {
    const option = field.options?.find((o) => o.value === v);
    return option ? pick(option.label, locale) : v;
  };
  if (Array.isArray(value)) return value.map((v) => labelOf(String(v))).join(', ');
  if (value === null || value === undefined) return '';
  return field.options ? labelOf(String(value)) : String(value);
}
