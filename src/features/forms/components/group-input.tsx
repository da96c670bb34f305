import { ph } from '@lingui/core/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import type { FieldValues, QuestionDef } from '@/domain/forms/types';
import type { FieldError } from '@/domain/forms/validate';
import { FieldInput } from './field-input';
import { isFieldVisible } from '@/domain/forms/skip';

type Props = {
  question: QuestionDef;
  rows: FieldValues[] | undefined;
  onChange: (rows: FieldValues[]) => void;
  errors: Record<string, FieldError>;
  errorText: (e: FieldError | null | undefined) => string | null;
};

/** A table on the official form: rows the user adds and removes, up to the form's row count. */
export function GroupInput({ question, rows, onChange, errors, errorText }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const group = question.group ?? { minRows: 0, maxRows: 10, rowLabel: { en: 'Entry', ko: '항목' } };
  const list = rows ?? [];
  const rowLabel = pick(group.rowLabel, locale);

  return (
    <Stack gap="sm">
      {list.length === 0 && rows !== undefined && (
        <Text size="sm" c="dimmed" data-testid="group-none">
          {t({ id: 'forms.group_none', message: 'None: nothing to list here.' })}
        </Text>
      )}
      {list.map((row, index) => (
        <Card key={index} withBorder radius="md" padding="sm">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {rowLabel} {index + 1}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                onClick={() => onChange(list.filter((_, i) => i !== index))}
                aria-label={t({
                  id: 'forms.remove_row_label',
                  message: `Remove ${rowLabel} ${ph({ number: index + 1 })}`,
                })}
              >
                {t({ id: 'forms.remove_row', message: 'Remove' })}
              </Button>
            </Group>
            {question.fields
              .filter((field) => isFieldVisible(field, row))
              .map((field) => (
                <FieldInput
                  key={field.id}
                  field={field}
                  idPrefix={`${question.id}-${index}`}
                  value={row[field.id]}
                  onChange={(v) => onChange(list.map((r, i) => (i === index ? { ...r, [field.id]: v } : r)))}
                  error={
                    row[field.id] != null && row[field.id] !== '' ? errorText(errors[`${index}.${field.id}`]) : null
                  }
                />
              ))}
          </Stack>
        </Card>
      ))}
      <Group>
        {list.length < group.maxRows && (
          <Button variant="light" onClick={() => onChange([...list, {}])} data-testid="add-row">
            {t({ id: 'forms.add_row', message: `Add ${rowLabel}` })}
          </Button>
        )}
        {group.minRows === 0 && rows === undefined && (
          <Button variant="subtle" onClick={() => onChange([])} data-testid="group-none-button">
            {t({ id: 'forms.none_to_list', message: 'None to list' })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
