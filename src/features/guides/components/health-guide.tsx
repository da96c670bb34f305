import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Autocomplete, Badge, Card, Checkbox, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ExemptionStatus, HealthGuide as HealthSection } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { countries, countryName } from '@/domain/eligibility/nationality';
import { healthRequirements, type HealthInputs, type SubmittingFrom } from '@/domain/guides/health';
import { badgeTone } from '@/lib/badge-tone';
import { FromYourDetails } from '@/lib/from-your-details';
import { SaveStatus } from '@/lib/save-status';
import { SourceNote } from '@/lib/source-note';
import { useAutosave } from '@/lib/use-autosave';
import { usePending } from '@/lib/use-pending';
import { healthInputsOf } from '../model';
import { saveHealthInputs } from '../repo';
import { HealthExemptionCard } from './health-exemption-card';
import { requirementTone, useGuideLabels } from './use-labels';

type Flag = 'pregnancy' | 'tbHighRisk' | 'priorHealthCertWithinValidity';
const origins: SubmittingFrom[] = ['us', 'korea', 'other'];

type Props = { section: HealthSection; exemptionStatus: ExemptionStatus; nationalityFromPerson?: boolean };

export function HealthGuide({ section, exemptionStatus, nationalityFromPerson = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = useGuideLabels();
  const { save, state } = useAutosave(saveHealthInputs, { journal: 'guide:health' });
  const [stored, setLocal] = usePending(healthInputsOf(section));
  // The nationality is typed: keep it on the page so typing never waits for the database.
  // Held as its country code (ruling 20), shown as the country's name in the user's language.
  const [nationality, setNationality] = useState(() => {
    const name = /^[A-Z]{2}$/.test(stored.applicantNationality ?? '')
      ? countryName(stored.applicantNationality)
      : undefined;
    return name ? pick(name, locale) : stored.applicantNationality;
  });
  const inputs: HealthInputs = { ...stored, applicantNationality: nationality };
  const guide = healthRequirements(inputs);
  const set = (patch: Partial<HealthInputs>) => {
    setLocal(patch);
    void save(patch);
  };
  const flags: Array<{ key: Flag; label: string }> = [
    { key: 'pregnancy', label: t({ id: 'guides.health.pregnancy', message: 'The applicant is pregnant' }) },
    {
      key: 'tbHighRisk',
      label: t({ id: 'guides.health.tb_high_risk', message: 'The applicant counts as a TB high-risk case' }),
    },
    {
      key: 'priorHealthCertWithinValidity',
      label: t({
        id: 'guides.health.prior_cert',
        message: 'Health certificates for this application are already in hand, issued within 6 months',
      }),
    },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {t({ id: 'guides.health.situation', message: 'Your situation' })}
            </Title>
            <SaveStatus state={state} />
          </Group>
          <Autocomplete
            label={t({ id: 'guides.health.nationality', message: "Applicant's nationality" })}
            data={countries.map((c) => pick(c.name, locale))}
            value={nationality}
            onChange={(v) => {
              setNationality(v);
              set({ applicantNationality: v });
            }}
            maw={360}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            description={nationalityFromPerson && nationality ? <FromYourDetails compact /> : undefined}
            data-testid="health-nationality"
          />
          <Radio.Group
            label={t({ id: 'guides.health.submitting_from', message: 'Where will you apply from?' })}
            value={inputs.submittingFrom}
            onChange={(v) => set({ submittingFrom: v as SubmittingFrom })}
            data-testid="health-submitting-from"
          >
            <Group mt={8} gap="lg">
              {origins.map((o) => (
                <Radio key={o} value={o} label={labels.submittingFrom[o]} />
              ))}
            </Group>
          </Radio.Group>
          <Stack gap="sm">
            {flags.map((f) => (
              <Checkbox
                key={f.key}
                label={f.label}
                checked={inputs[f.key]}
                onChange={(e) => set({ [f.key]: e.currentTarget.checked })}
                data-testid={`health-${f.key}`}
              />
            ))}
          </Stack>
        </Stack>
      </Card>

      <Stack gap="sm" data-testid="health-requirements">
        <Title order={2} size="h4">
          {t({ id: 'guides.health.requirements', message: 'What you need' })}
        </Title>
        {guide.requirements.map((r) => (
          <Card key={r.id} withBorder radius="lg" padding="lg" data-testid={`health-${r.id}`} data-status={r.status}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600}>{pick(r.title, locale)}</Text>
                <Badge variant="light" {...badgeTone(requirementTone[r.status], { flexShrink: 0 })}>
                  {labels.requirement[r.status]}
                </Badge>
              </Group>
              <Text size="sm">{pick(r.detail, locale)}</Text>
              {r.validityMonths !== undefined && r.status !== 'not-required' && (
                <Text size="sm" c="dimmed">
                  {t({
                    id: 'guides.health.validity',
                    message: `Must be issued within ${ph({ months: r.validityMonths })} months before the application.`,
                  })}
                </Text>
              )}
              <SourceNote source={r.source} />
            </Stack>
          </Card>
        ))}
        {guide.notes.map((n) => (
          <Alert key={n.id} color="blue" radius="lg" data-testid={`health-note-${n.id}`}>
            <Stack gap={6}>
              <Text size="sm">{pick(n.text, locale)}</Text>
              <SourceNote source={n.source} />
            </Stack>
          </Alert>
        ))}
      </Stack>

      <HealthExemptionCard inputs={inputs} current={exemptionStatus.healthCheck} />
    </Stack>
  );
}
