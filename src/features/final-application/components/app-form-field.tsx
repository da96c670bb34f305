import { Group, Radio, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { SuggestionHint } from '@/lib/suggestion-hint';
import { KeptDateInput, KeptNumberInput } from '@/lib/kept-inputs';
import { FromYourDetails } from '@/lib/from-your-details';
import type { AppFormField, AppFormSuggestion, AppFormValue } from '../model';

/** A short input box; the label and help keep the full width. */
const narrow = (maxWidth: number) => ({ wrapper: { maxWidth } });

type Props = {
  field: AppFormField;
  id: string;
  value: AppFormValue | undefined;
  onChange: (value: AppFormValue) => void;
  suggestion?: AppFormSuggestion | null;
  /** Shown under the input, in the user's language. */
  error?: string | null;
  /** The value is held in the people records (ruling 20): "from your details". */
  fromPerson?: boolean;
};

/** One question (or one table cell) of the visa application form; a document's suggestion is offered, never applied silently. */
export function AppFormFieldInput({ field, id, value, onChange, suggestion, error, fromPerson = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const label = pick(field.label, locale);
  const description = field.help ? pick(field.help, locale) : undefined;
  const common = {
    id,
    label,
    description,
    required: field.required,
    error: error ?? undefined,
    'data-field': field.id,
  };
  const str = typeof value === 'string' ? value : value == null || Array.isArray(value) ? '' : String(value);

  let input;
  switch (field.kind) {
    case 'longText':
      input = (
        <Textarea
          {...common}
          value={str}
          autosize
          minRows={2}
          maxRows={8}
          styles={narrow(640)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'date':
      input = <KeptDateInput {...common} value={str || null} styles={narrow(240)} onChange={onChange} />;
      break;
    case 'email':
      input = (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={str}
          styles={narrow(480)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'tel':
      input = (
        <TextInput
          {...common}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={str}
          styles={narrow(320)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
      break;
    case 'number':
      input = (
        <KeptNumberInput
          {...common}
          value={typeof value === 'number' ? value : null}
          min={field.min}
          max={field.max}
          allowNegative={false}
          thousandSeparator=","
          styles={narrow(240)}
          onChange={onChange}
        />
      );
      break;
    case 'yesNo':
      input = (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${id}-label`}>
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
            w="fit-content"
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(v) => onChange(v === 'yes')}
            data={[
              { value: 'yes', label: t({ id: 'common.yes', message: 'Yes' }) },
              { value: 'no', label: t({ id: 'common.no', message: 'No' }) },
            ]}
            aria-labelledby={`${id}-label`}
            data-field={field.id}
          />
        </Stack>
      );
      break;
    case 'choice':
      input = (
        <Radio.Group {...common} value={str} onChange={(v) => onChange(v)}>
          <Group mt={6} gap="md">
            {(field.options ?? []).map((o) => (
              <Radio key={o.value} value={o.value} label={pick(o.label, locale)} />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    default:
      input = (
        <TextInput
          {...common}
          value={str}
          autoComplete="off"
          styles={narrow(480)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }

  return (
    <Stack gap={4}>
      {input}
      {fromPerson && <FromYourDetails />}
      {suggestion && suggestion.value !== value && (
        <SuggestionHint suggestion={suggestion} onAccept={() => onChange(suggestion.value)} />
      )}
    </Stack>
  );
}
