import { Group, Radio, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { SuggestionHint } from '@/lib/suggestion-hint';
import { KeptDateInput, KeptNumberInput } from '@/lib/kept-inputs';
import type { AppFormField, AppFormSuggestion, AppFormValue } from '../model';

/** A short input box; the label and help keep the full width. */
const narrow = (maxWidth: number) => ({ wrapper: { maxWidth } });

type Props = {
  field: AppFormField;
  id: string;
  value: AppFormValue | undefined;
  onChange: (value: AppFormValue) => void;
  suggestion: AppFormSuggestion | null;
};

/** One question of the visa application form, with the documents' suggestion offered, never applied silently. */
export function AppFormFieldInput({ field, id, value, onChange, suggestion }: Props) {
  const { t } = useLingui();
  const label = t(field.label);
  const description = field.help ? t(field.help) : undefined;
  const common = { id, label, description, required: field.required, 'data-field': field.id };
  const str = typeof value === 'string' ? value : value == null ? '' : String(value);

  let input;
  switch (field.kind) {
    case 'longText':
      input = <Textarea {...common} value={str} autosize minRows={2} maxRows={8} onChange={(e) => onChange(e.currentTarget.value)} />;
      break;
    case 'date':
      input = <KeptDateInput {...common} value={str || null} styles={narrow(240)} onChange={onChange} />;
      break;
    case 'email':
      input = <TextInput {...common} type="email" inputMode="email" autoComplete="email" value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
      break;
    case 'tel':
      input = <TextInput {...common} type="tel" inputMode="tel" autoComplete="tel" value={str} styles={narrow(320)} onChange={(e) => onChange(e.currentTarget.value)} />;
      break;
    case 'number':
      input = (
        <KeptNumberInput
          {...common}
          value={typeof value === 'number' ? value : null}
          min={field.min}
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
              <Radio key={o.value} value={o.value} label={t(o.label)} />
            ))}
          </Group>
        </Radio.Group>
      );
      break;
    default:
      input = <TextInput {...common} value={str} autoComplete="off" onChange={(e) => onChange(e.currentTarget.value)} />;
  }

  return (
    <Stack gap={4}>
      {input}
      {suggestion && suggestion.value !== value && <SuggestionHint suggestion={suggestion} onAccept={() => onChange(suggestion.value)} />}
    </Stack>
  );
}
