import { ph } from '@lingui/core/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { isShown, rowErrors, type VisaRow } from '@/domain/visa-application';
import type { AppFormField, AppFormValue } from '../model';
import { AppFormFieldInput, FromYourOtherAnswers } from './app-form-field';
import { useVisaErrorText } from './use-visa-error-text';

type Props = {
  table: AppFormField;
  id: string;
  value: AppFormValue | undefined;
  onChange: (rows: VisaRow[]) => void;
  /** The table's own error (too few rows), shown once the user has touched it. */
  error?: string | null;
  today: Date;
  /** The rows come from the other forms (facts once), not typed here. */
  fromForms?: boolean;
};

const emptyRow = (table: AppFormField): VisaRow => Object.fromEntries((table.columns ?? []).map((c) => [c.id, null]));

/** A table of the form (visits, family members, helpers): rows added and removed, each saved as a whole. */
export function RowsInput({ table, id, value, onChange, error, today, fromForms = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const rows = Array.isArray(value) ? value : [];
  const max = table.rows?.max ?? 20;
  const label = pick(table.label, locale);

  return (
    <Stack gap="xs" data-field={table.id} role="group" aria-labelledby={`${id}-label`}>
      <Text size="sm" fw={500} id={`${id}-label`}>
        {label}
        {table.required && (
          <Text span c="red" aria-hidden="true">
            {' *'}
          </Text>
        )}
      </Text>
      {table.help && (
        <Text size="xs" c="dimmed">
          {pick(table.help, locale)}
        </Text>
      )}
      {rows.map((row, index) => (
        <RowCard
          key={index}
          table={table}
          id={`${id}-${index}`}
          label={label}
          n={index + 1}
          row={row}
          today={today}
          onChange={(next) => onChange(rows.map((r, i) => (i === index ? next : r)))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      {fromForms && rows.length > 0 && <FromYourOtherAnswers />}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      {rows.length < max && (
        <Button
          variant="light"
          w="fit-content"
          onClick={() => onChange([...rows, emptyRow(table)])}
          data-testid={`${table.id}-add`}
        >
          {t({ id: 'final.add_row', message: 'Add a row' })}
        </Button>
      )}
    </Stack>
  );
}

type RowProps = {
  table: AppFormField;
  /** The row's DOM id prefix. */
  id: string;
  label: string;
  n: number;
  row: VisaRow;
  today: Date;
  onChange: (row: VisaRow) => void;
  onRemove: () => void;
};

/** One row of a table: its number, a remove button and a box per column shown for it. */
function RowCard({ table, id, label, n, row, today, onChange, onRemove }: RowProps) {
  const { t } = useLingui();
  const errorText = useVisaErrorText();
  const errors = rowErrors(table, row, today);
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`${table.id}-row`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {t({ id: 'final.row_title', message: `${ph({ table: label })} · ${ph({ n })}` })}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            onClick={onRemove}
            aria-label={t({
              id: 'final.remove_row_label',
              message: `Remove row ${ph({ n })} of ${ph({ table: label })}`,
            })}
          >
            {t({ id: 'forms.remove_row', message: 'Remove' })}
          </Button>
        </Group>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: Math.min(4, table.columns?.length ?? 2) }}
          spacing="sm"
          verticalSpacing="xs"
        >
          {(table.columns ?? [])
            .filter((c) => isShown(c, row))
            .map((column) => {
              const cell = row[column.id];
              return (
                <AppFormFieldInput
                  key={column.id}
                  id={`${id}-${column.id}`}
                  field={column}
                  value={cell}
                  // A cell holds text: a number or a date is kept as its text.
                  onChange={(v) =>
                    onChange({ ...row, [column.id]: typeof v === 'string' ? v : v == null ? null : String(v) })
                  }
                  error={cell != null && cell !== '' ? errorText(errors[column.id]) : null}
                />
              );
            })}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
