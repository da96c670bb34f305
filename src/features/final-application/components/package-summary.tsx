import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { formatIsoDate } from '@/lib/format-date';
import { pick, type Locale } from '@/domain/common';
import { migrateSectionValues } from '@/domain/visa-application';
import {
  applicationFormDefs,
  hasValue,
  isFieldShown,
  type AppFormSectionDef,
  type AppFormField,
  type AppFormValue,
} from '../model';
import type { FinalApplicationData } from '../use-final-application';
import nearScreen from './near-screen.module.css';
import { DataTable } from '@/ui/data-table';
import { useStaged } from '@/ui/staged';

/**
 * The application package summary: who, how far, and the visa application form answers, laid out
 * to print (window.print; the page's controls carry data-print="hide").
 */
export function PackageSummary({ data }: { data: FinalApplicationData }) {
  const { t, i18n } = useLingui();
  const { sections } = data;
  const applicant = sections.eligibility.fullName || sections.autoFill.fullName || '—';
  const spouse = sections.eligibility.spouseName || sections.autoFill.spouseName || '—';
  const prepared = formatIsoDate(data.today, i18n.locale, 'long');
  const done = data.checklist.filter((i) => i.status === 'done' || i.status === 'exempt').length;
  const counted = data.checklist.filter((i) => i.status !== 'bring').length;
  // Its tables one section per frame on a cold start (useStaged), as the form card above draws its fields.
  const drawn = useStaged(applicationFormDefs.length);

  return (
    <Card
      className={nearScreen.card}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="package-summary"
      style={{ breakBefore: 'page' }}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t({ id: 'final.summary_title', message: 'Application package summary' })}
          </Title>
          <Text size="sm" c="dimmed">
            {t({
              id: 'final.summary_prepared',
              message: `Prepared on ${ph({ date: prepared })}. Print it and keep it with the originals.`,
            })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Text size="sm">
            <Text span c="dimmed">
              {t({ id: 'final.summary_applicant', message: 'Applicant:' })}
            </Text>{' '}
            {applicant}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t({ id: 'final.summary_spouse', message: 'Korean spouse:' })}
            </Text>{' '}
            {spouse}
          </Text>
          <Text size="sm" data-testid="summary-counts">
            {t({
              id: 'final.summary_counts',
              message: `Checklist: ${ph({ done })} of ${ph({ counted })} done · overall ${ph({ pct: data.overall.percent })}%`,
            })}
          </Text>
        </SimpleGrid>
        {applicationFormDefs.slice(0, drawn).map((def) => (
          <SummarySection key={def.id} def={def} stored={sections.applicationForms[def.id]} />
        ))}
      </Stack>
    </Card>
  );
}

/** One section of the visa application form, its shown questions and the answers as the user reads them. */
function SummarySection({ def, stored }: { def: AppFormSectionDef; stored: Record<string, unknown> | null }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = useFormatAnswer();
  const values = migrateSectionValues(def.id, stored);
  return (
    <Stack gap={4} style={{ breakInside: 'avoid-page' }}>
      <Title order={3} size="h5">
        {pick(def.title, locale)}
      </Title>
      <DataTable style={{ tableLayout: 'fixed' }}>
        <tbody>
          {def.fields
            .filter((field) => isFieldShown(field, values))
            .map((field) => (
              <tr key={field.id}>
                <th style={{ width: '45%', fontWeight: 500 }}>{pick(field.label, locale)}</th>
                <td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
                  {format(field, values[field.id])}
                </td>
              </tr>
            ))}
        </tbody>
      </DataTable>
    </Stack>
  );
}

/** An answer as text: yes/no in words, a table one line per row, a choice by its label, a date as the locale writes it. */
function useFormatAnswer() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const format = (field: AppFormField, value: AppFormValue | undefined): string => {
    if (!hasValue(value)) return '—';
    if (field.kind === 'yesNo')
      return value ? t({ id: 'common.yes', message: 'Yes' }) : t({ id: 'common.no', message: 'No' });
    if (Array.isArray(value))
      // One line per row, its cells in the table's column order.
      return value
        .map((row) =>
          (field.columns ?? [])
            .map((c) => row[c.id] ?? '')
            .filter(Boolean)
            .join(' · '),
        )
        .join('\n');
    if (field.kind === 'choice') {
      const option = field.options?.find((o) => o.value === value);
      return option ? pick(option.label, locale) : String(value);
    }
    if (field.kind === 'date' && typeof value === 'string') return formatIsoDate(value, i18n.locale);
    return String(value);
  };
  return format;
}
