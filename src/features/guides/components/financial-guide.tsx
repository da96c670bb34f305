import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Radio, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FinancialGuide as FinancialSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import {
  deriveFinancialCases,
  financialCaseGuide,
  financialChecklist,
  type FinancialInputs,
  type SponsorEmploymentStatus,
  type SponsorHousingStatus,
} from '@/domain/guides/financial';
import { SaveStatus } from '@/lib/save-status';
import { SourceNote } from '@/lib/source-note';
import { useAutosave } from '@/lib/use-autosave';
import { usePending } from '@/lib/use-pending';
import { financialInputsOf } from '../model';
import { saveFinancialInputs, setFinancialItemDone } from '../repo';
import { ChecklistCard } from './checklist-card';
import { useGuideLabels } from './use-labels';

const employmentOptions: SponsorEmploymentStatus[] = ['employed', 'self-employed', 'unemployed', 'retired'];
const housingOptions: SponsorHousingStatus[] = ['unknown', 'jeonsePaid', 'owned', 'monthlyRent', 'livingWithFamily'];
type Change = { kind: 'inputs'; patch: Partial<FinancialInputs> } | { kind: 'item'; id: string; done: boolean };
const saveChange = (c: Change) =>
  c.kind === 'inputs' ? saveFinancialInputs(c.patch) : setFinancialItemDone(c.id, c.done);
type Flag =
  | 'sponsorHasRegularDeposits'
  | 'sponsorHasLargeSavings'
  | 'sponseeWorksInKorea'
  | 'sponsorIsRetiredOrPension'
  | 'humanitarianFlag';

export function FinancialGuide({ section }: { section: FinancialSection }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useGuideLabels();
  const { save, state } = useAutosave(saveChange, { journal: 'guide:financial' });
  const [inputs, setLocal] = usePending(financialInputsOf(section));
  const cases = deriveFinancialCases(inputs);
  const checklist = financialChecklist(inputs, cases);
  const flags: Array<{ key: Flag; label: string }> = [
    {
      key: 'sponsorHasRegularDeposits',
      label: t({
        id: 'guides.financial.regular_deposits',
        message: 'Income arrives as regular deposits (e.g. a monthly salary)',
      }),
    },
    {
      key: 'sponsorHasLargeSavings',
      label: t({ id: 'guides.financial.large_savings', message: 'The Korean spouse has large savings' }),
    },
    {
      key: 'sponseeWorksInKorea',
      label: t({ id: 'guides.financial.sponsee_works', message: 'The applicant works in Korea' }),
    },
    {
      key: 'sponsorIsRetiredOrPension',
      label: t({ id: 'guides.financial.pension', message: 'The Korean spouse lives on a pension' }),
    },
    {
      key: 'humanitarianFlag',
      label: t({
        id: 'guides.financial.humanitarian',
        message: 'A humanitarian exemption may apply (for example, a child together)',
      }),
    },
  ];
  const set = (patch: Partial<FinancialInputs>) => {
    setLocal(patch);
    void save({ kind: 'inputs', patch });
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {t({ id: 'guides.financial.situation', message: "The Korean spouse's finances" })}
            </Title>
            <SaveStatus state={state} />
          </Group>
          <Radio.Group
            label={t({ id: 'guides.financial.employment', message: 'Work' })}
            value={inputs.sponsorEmploymentStatus}
            onChange={(v) => set({ sponsorEmploymentStatus: v as SponsorEmploymentStatus })}
            data-testid="financial-employment"
          >
            <Group mt={8} gap="lg">
              {employmentOptions.map((o) => (
                <Radio key={o} value={o} label={labels.employment[o]} />
              ))}
            </Group>
          </Radio.Group>
          <Select
            label={t({ id: 'guides.financial.housing', message: 'Housing' })}
            data={housingOptions.map((o) => ({ value: o, label: labels.housing[o] }))}
            value={inputs.sponsorHousingStatus}
            onChange={(v) => v && set({ sponsorHousingStatus: v as SponsorHousingStatus })}
            allowDeselect={false}
            maw={320}
            data-testid="financial-housing"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flags.map((f) => (
              <Checkbox
                key={f.key}
                label={f.label}
                checked={inputs[f.key]}
                onChange={(e) => set({ [f.key]: e.currentTarget.checked })}
                data-testid={`financial-${f.key}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Card>

      <Stack gap="sm" data-testid="financial-cases">
        <Title order={2} size="h4">
          {t({ id: 'guides.financial.cases', message: 'What applies to you' })}
        </Title>
        {cases.length === 0 && (
          <Text size="sm" c="dimmed">
            {t({
              id: 'guides.financial.no_cases',
              message: 'No special case: the standard income documents below are enough.',
            })}
          </Text>
        )}
        {cases.map((id) => {
          const guide = financialCaseGuide(id);
          return (
            <Card key={id} withBorder radius="lg" padding="lg" data-testid={`financial-case-${id}`}>
              <Stack gap={6}>
                <Text fw={600}>{pick(guide.title, locale)}</Text>
                <Text size="sm">{pick(guide.summary, locale)}</Text>
                {guide.sources.map((s) => (
                  <SourceNote key={s.title} source={s} />
                ))}
              </Stack>
            </Card>
          );
        })}
      </Stack>

      <ChecklistCard
        title={t({ id: 'guides.financial.checklist', message: 'Income documents to gather' })}
        items={checklist}
        done={section.checklist}
        onToggle={(id, done) => void save({ kind: 'item', id, done })}
        testId="financial-checklist"
      />
    </Stack>
  );
}
