import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/ui/links/button-link';
import { useAppActions } from '@/lib/app-actions';
import { percent } from '@/lib/percent';
import { useStatusWords } from '@/i18n/status-words';
import { useDashboard } from '../use-dashboard';
import { BackupCard } from './backup-card';
import { useStepLabels } from '@/i18n/labels';
import { OverallCard } from '@/ui/overall-card';
import { RevisionsCard } from './revisions-card';
import { officialFormNames } from '@/i18n/form-names';

type Dashboard = NonNullable<ReturnType<typeof useDashboard>>;

/** Each official form: how far, and why it is not complete. */
function FormsSummary({ data, formNames }: { data: Dashboard; formNames: Record<string, string> }) {
  const { t } = useLingui();
  const words = useStatusWords();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t({ id: 'progress.forms', message: 'Official forms' })}
        </Title>
        <Badge variant="light">{words.formState({ state: data.formsState })}</Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {data.forms.map((f) => (
          <Card
            key={f.formId}
            withBorder
            radius="lg"
            padding="md"
            data-testid={`progress-form-${f.formId}`}
            data-state={f.state}
          >
            <Stack gap={6}>
              <Text fw={600}>{formNames[f.formId]}</Text>
              <Text size="sm" c="dimmed">
                {words.formCount(f)}
              </Text>
              {words.formReason(f) && (
                <Text size="sm" c="dimmed">
                  {words.formReason(f)}
                </Text>
              )}
              <Progress value={percent(f.answered + f.skipped, f.total)} aria-label={formNames[f.formId]} />
              <Group justify="space-between">
                <Badge
                  variant="light"
                  color={f.state === 'complete' ? 'teal' : f.state === 'in-progress' ? 'blue' : 'gray'}
                >
                  {words.formState(f)}
                </Badge>
                <ButtonLink to="/f6/$formId" params={{ formId: f.formId }} size="compact-sm" variant="light">
                  {t({ id: 'progress.open_form', message: 'Open' })}
                </ButtonLink>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Deleting the whole application, after asking. */
function ResetCard() {
  const { t } = useLingui();
  const { requestReset } = useAppActions();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{t({ id: 'progress.reset_title', message: 'Start over' })}</Text>
          <Text size="sm" c="dimmed">
            {t({
              id: 'progress.reset_body',
              message: 'Deletes the whole application from this device. You will be asked first.',
            })}
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={requestReset} data-testid="reset-application">
          {t({ id: 'progress.reset', message: 'Reset Application' })}
        </Button>
      </Group>
    </Card>
  );
}

export function ProgressPage() {
  const { t, i18n } = useLingui();
  const stepLabels = useStepLabels();
  const data = useDashboard();
  const formNames: Record<string, string> = Object.fromEntries(
    Object.entries(officialFormNames).map(([id, name]) => [id, i18n._(name)]),
  );

  return (
    <Stack gap="xl" maw={1040}>
      <Title order={1}>{t({ id: 'progress.title', message: 'Application Progress' })}</Title>

      {/* The cards arrive together with the status: drawn before it, its steps and forms would grow
          and push the cards under them down (a layout shift). */}
      {data && (
        <>
          <OverallCard percent={data.overall.percent} steps={stepLabels.rows(data.overall)} size={140} />
          <FormsSummary data={data} formNames={formNames} />
          <RevisionsCard formNames={formNames} />
          <BackupCard />
          <ResetCard />
        </>
      )}
    </Stack>
  );
}
