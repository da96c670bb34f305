import { MAX_LONG_ANSWER_CHARS, MAX_SHORT_ANSWER_CHARS, TextLimit, withinLimit } from '@/lib/text-limit';
import { Checkbox, Group, Radio, Select, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import type { FieldDef, FieldValue } from '@/domain/forms/types';
import { KeptDateInput, KeptNumberInput } from '@/lib/kept-inputs';

type Props = {
  field: FieldDef;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Unique DOM id prefix (question + row). */
  idPrefix: string;
};

/** One official-form field, rendered by its answer type. */
export function FieldInput({ field, value, onChange, onBlur, error, idPrefix }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const label = pick(field.label, locale);
  const description = field.help ? pick(field.help, locale) : undefined;
  const placeholder = field.placeholder ? pick(field.placeholder, locale) : undefined;
  const common = {
    id: `${idPrefix}-${field.id}`,
    label,
    description,
    error: error ?? undefined,
    required: field.required,
    onBlur,
    'data-field': field.id,
  };
  const str = typeof value === 'string' ? value : value == null ? '' : String(value);

  switch (field.type) {
    case 'longText':
      return (
        <Textarea
          {...common}
          value={str}
          placeholder={placeholder}
          autosize
          minRows={4}
          maxRows={16}
          maxLength={MAX_LONG_ANSWER_CHARS}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          onChange={(e) => onChange(withinLimit(e.currentTarget.value, MAX_LONG_ANSWER_CHARS))}
          description={
            <>
              {description}
              <TextLimit length={str.length} max={MAX_LONG_ANSWER_CHARS} />
            </>
          }
        />
      );
    case 'date':
      return <KeptDateInput {...common} value={str || null} onChange={onChange} maw={240} />;
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={str}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          inputMode="tel"
          value={str}
          placeholder={placeholder}
          onChange={(e) => onChange(e.currentTarget.value)}
          maw={320}
        />
      );
    case 'number':
    case 'krw':
      return (
        <KeptNumberInput
          {...common}
          value={
            typeof value === 'number'
              ? value
              : str === '' || !Number.isFinite(Number(str.replace(/,/g, '')))
                ? null
                : Number(str.replace(/,/g, ''))
          }
          onChange={onChange}
          thousandSeparator=","
          allowNegative={false}
          allowDecimal={field.type === 'number' && field.integer === false}
          // Never clamp: a value out of range stays as typed and its message says why (a strict
          // clamp silently dropped the "5" of "Length in years").
          clampBehavior="none"
          suffix={field.type === 'krw' ? ' ₩' : undefined}
          placeholder={placeholder}
          maw={320}
        />
      );
    case 'yesNo':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${common.id}-label`}>
            {label}
            {field.required && (
              <Text span c="red" aria-hidden="true">
                {' *'}
              </Text>
            )}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
          <SegmentedControl
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(v) => onChange(v === 'yes')}
            data={[
              { value: 'yes', label: t({ id: 'common.yes', message: 'Yes' }) },
              { value: 'no', label: t({ id: 'common.no', message: 'No' }) },
            ]}
            aria-labelledby={`${common.id}-label`}
            w="fit-content"
            data-field={field.id}
          />
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'choice': {
      const options = (field.options ?? []).map((o) => ({ value: o.value, label: pick(o.label, locale) }));
      if (options.length > 5)
        return (
          <Select
            {...common}
            data={options}
            value={str || null}
            onChange={(v) => onChange(v)}
            searchable
            clearable
            maw={420}
          />
        );
      return (
        <Radio.Group {...common} value={str} onChange={(v) => onChange(v)}>
          <Group mt={6} gap="md">
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
    case 'multiChoice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={(v) => onChange(v)}>
          <Stack mt={6} gap={6}>
            {(field.options ?? []).map((o) => (
              <Checkbox key={o.value} value={o.value} label={pick(o.label, locale)} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    default:
      return (
        <TextInput
          {...common}
          value={str}
          placeholder={placeholder}
          maxLength={MAX_SHORT_ANSWER_CHARS}
          onChange={(e) => onChange(withinLimit(e.currentTarget.value, MAX_SHORT_ANSWER_CHARS))}
          error={
            common.error ??
            (str.length >= MAX_SHORT_ANSWER_CHARS ? (
              <TextLimit length={str.length} max={MAX_SHORT_ANSWER_CHARS} />
            ) : undefined)
          }
          autoComplete="off"
        />
      );
  }
}
