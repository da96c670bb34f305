import { Button, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { pick, type Locale } from '@/domain/common';
import type { ApplicationFormSection } from '@/domain/application';
import type { AutoFillData } from '@/domain/autofill-fields';
import { fieldHelpFor, type VisaError } from '@/domain/visa-application';
import {
  hasValue,
  isFieldShown,
  suggestionFor,
  type AppFormSectionDef,
  type AppFormValue,
  type AppFormValues,
} from '../model';
import { AppFormFieldInput } from './app-form-field';
import { RowsInput } from './rows-input';
import { useVisaErrorText } from './use-visa-error-text';
import { useStaged } from '@/ui/staged';

/** Fields drawn per frame on a cold start: a section's 25 fields laid out at once were one long task on a slow phone. */
const FIELDS_PER_PART = 6;

type Props = {
  def: AppFormSectionDef;
  values: AppFormValues;
  /** Every section's answers, for fields that offer a copy of another answer. */
  all: Partial<Record<ApplicationFormSection, AppFormValues>>;
  errors: Record<string, VisaError>;
  autoFill: AutoFillData;
  today: Date;
  onChange: (fieldId: string, value: AppFormValue) => void;
  /** True when the field's value is held in the people records (D20). */
  fromPerson: (field: AppFormSectionDef['fields'][number]) => boolean;
  /** True when the field's value comes from the other forms (facts once), not typed here. */
  fromForms?: (field: AppFormSectionDef['fields'][number]) => boolean;
};

/** One of the five sections: its questions under the form's sub-headings, with what is still missing listed. */
export function AppFormSection({ def, values, all, errors, autoFill, today, onChange, fromPerson, fromForms }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const errorText = useVisaErrorText();
  const shown = def.fields.filter((field) => isFieldShown(field, values));
  const open = shown.filter((f) => errors[f.id]);
  const started = shown.some((f) => hasValue(values[f.id]));
  const drawn = useStaged(Math.ceil(shown.length / FIELDS_PER_PART)) * FIELDS_PER_PART;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {pick(def.description, locale)}
      </Text>
      {shown.slice(0, drawn).map((field) => {
        const id = `final-${def.id}-${field.id}`;
        const value = values[field.id];
        // "Required" is said by the progress line, not under every empty box.
        const error = hasValue(value) && errors[field.id]?.code !== 'required' ? errorText(errors[field.id]) : null;
        return (
          <Stack key={field.id} gap="sm">
            {field.heading && (
              <Title order={3} size="h5" mt="xs">
                {pick(field.heading, locale)}
              </Title>
            )}
            {field.kind === 'table' ? (
              <RowsInput
                table={field}
                id={id}
                value={value}
                today={today}
                onChange={(rows) => onChange(field.id, rows)}
                error={errors[field.id]?.code === 'tooManyRows' ? errorText(errors[field.id]) : null}
                fromForms={hasValue(value) && !!fromForms?.(field)}
              />
            ) : (
              <AppFormFieldInput
                id={id}
                field={{ ...field, help: fieldHelpFor(field.id, field.help, values.nationality) }}
                value={value}
                error={error}
                suggestion={suggestionFor(field, autoFill)}
                from={
                  !hasValue(value) ? undefined : fromPerson(field) ? 'person' : fromForms?.(field) ? 'forms' : undefined
                }
                onChange={(v) => onChange(field.id, v)}
              />
            )}
            {field.copyFrom && (
              <CopyAnswer
                source={all[field.copyFrom.section]?.[field.copyFrom.fieldId]}
                value={value}
                label={pick(field.copyFrom.label, locale)}
                onCopy={(v) => onChange(field.id, v)}
              />
            )}
          </Stack>
        );
      })}
      {started && open.length > 0 && (
        <Text size="sm" c="dimmed" data-testid={`missing-${def.id}`}>
          {t({
            id: 'final.section_missing',
            message: `Still to answer or check: ${ph({ list: open.map((f) => pick(f.label, locale)).join(' · ') })}`,
          })}
        </Text>
      )}
    </Stack>
  );
}

/** A one-tap copy of an answer given elsewhere on the form, shown only while it would change something. */
function CopyAnswer({
  source,
  value,
  label,
  onCopy,
}: {
  source: AppFormValue | undefined;
  value: AppFormValue | undefined;
  label: string;
  onCopy: (v: string) => void;
}) {
  if (typeof source !== 'string' || !source.trim() || source === value) return null;
  return (
    <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => onCopy(source)} data-print="hide">
      {label}
    </Button>
  );
}
