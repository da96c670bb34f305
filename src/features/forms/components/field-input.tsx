import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import type { FieldDef, FieldType, FieldValue } from '@/domain/forms/types';
import { AnswerInput, type AnswerKind } from '@/ui/answer-input';

type Props = {
  field: FieldDef;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Unique DOM id prefix (question + row). */
  idPrefix: string;
};

const kinds: Partial<Record<FieldType, AnswerKind>> = { phone: 'tel', krw: 'number', address: 'text' };

/** One official-form field, rendered by its answer type (the same boxes as the visa form's). */
export function FieldInput({ field, value, onChange, onBlur, error, idPrefix }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const options = field.options?.map((o) => ({ value: o.value, label: pick(o.label, locale) }));
  // A long list of choices is the browser's own select (the phone's picker), a short one radio buttons.
  const kind = field.type === 'choice' && (options?.length ?? 0) > 5 ? 'select' : (kinds[field.type] ?? field.type);
  return (
    <AnswerInput
      kind={kind as AnswerKind}
      id={`${idPrefix}-${field.id}`}
      fieldKey={field.id}
      label={pick(field.label, locale)}
      description={field.help ? pick(field.help, locale) : undefined}
      placeholder={field.placeholder ? pick(field.placeholder, locale) : undefined}
      required={field.required}
      error={error}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      options={options}
      maxLength={field.maxLength}
      decimals={field.type === 'number' && field.integer === false}
      suffix={field.type === 'krw' ? ' ₩' : undefined}
    />
  );
}
