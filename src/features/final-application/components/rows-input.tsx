import { ph } from '@lingui/core/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { isShown, rowErrors, type VisaRow } from '@/domain/visa-application';
import type { AppFormField, AppFormValue } from '../model';
import { AppFormFieldInput } from './app-form-field';
import { useVisaErrorText } from './use-visa-error-text';

type Props = {
  table: AppFormField;
  id: string;
  value: AppFormValue | undefined;
  onChange: (rows: VisaRow[]) => void;
  /** The table's own error (too few rows), shown once the user has touched it. */
  error?: string | null;
  today: Date;
};

const emptyRow = (table: AppFormField): VisaRow => Object.fromEntries((table.columns ?? []).map((c) => [c.id, null]));

/** A table of the form (visits, family members, helpers): rows added and removed, each saved as a whole. */
export function RowsInput({ table, id, value, onChange, error, today }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const errorText = useVisaErrorText();
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
      {rows.map((row, index) => {
        const errors = rowErrors(table, row, today);
        const n = index + 1;
        return (
          <Card key={index} withBorder radius="md" padding="sm" data-testid={`${table.id}-row`}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} size="sm">
                  {t({ id: 'final.row_title', message: `${ph({ table: label })} · ${ph({ n })}` })}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
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
                        id={`${id}-${index}-${column.id}`}
                        field={column}
                        value={cell}
                        onChange={(v) =>
                          onChange(
                            rows.map((r, i) =>
                              i === index
                                ? { ...r, [column.id]: typeof v === 'string' ? v : v == null ? null : String(v) }
                                : r,
                            ),
                          )
                        }
                        error={cell != null && cell !== '' ? errorText(errors[column.id]) : null}
                      />
                    );
                  })}
              </SimpleGrid>
            </Stack>
          </Card>
        );
      })}
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
