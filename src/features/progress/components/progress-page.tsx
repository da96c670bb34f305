import { Badge, Button, Card, Group, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/ui/links/button-link';
import { useAppActions } from '@/lib/app-actions';
import type { StepId } from '@/domain/progress';
import { useStatusWords } from '@/i18n/status-words';
import { useDashboard } from '../use-dashboard';
import { BackupCard } from './backup-card';
import { useStepLabels } from '@/i18n/labels';
import { StepsList, type StepRow } from '@/ui/steps-list';
import { RevisionsCard } from './revisions-card';

type Dashboard = NonNullable<ReturnType<typeof useDashboard>>;

/** The overall ring and the four steps, each with what is left. */
function OverallCard({ data }: { data: Dashboard }) {
  const { t } = useLingui();
  const stepLabels = useStepLabels();
  const stepRows: StepRow[] = (['eligibility', 'documents', 'statements', 'forms'] as StepId[]).map((step) => ({
    id: step,
    title: stepLabels.title(step),
    to: stepLabels.to[step],
    done: !!data.overall.steps[step],
    left: (data.overall.left[step] ?? []).map(stepLabels.left),
  }));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="center" gap="xl" wrap="wrap">
        <RingProgress
          size={140}
          thickness={12}
          roundCaps={data.overall.percent > 0}
          sections={[{ value: data.overall.percent, color: 'teal' }]}
          label={
            <Text ta="center" fw={700} size="xl" data-testid="overall-percent">
              {`${data.overall.percent}%`}
            </Text>
          }
          aria-label={t({ id: 'home.overall_progress', message: 'Overall progress' })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Text fw={600}>{t({ id: 'progress.steps', message: 'Four steps, a quarter each' })}</Text>
          <StepsList steps={stepRows} />
        </Stack>
      </Group>
    </Card>
  );
}

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
              <Progress
                value={Math.round(((f.answered + f.skipped) / f.total) * 100)}
                aria-label={formNames[f.formId]}
              />
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
  const { t } = useLingui();
  const data = useDashboard();
  const formNames: Record<string, string> = {
    'personal-guarantee': t({ id: 'forms.personal_guarantee', message: 'Letter of guarantee' }),
    'invitation-letter': t({ id: 'forms.invitation_letter', message: 'Invitation letter' }),
    'spouse-information': t({ id: 'forms.spouse_information', message: 'Marriage background statement' }),
  };

  return (
    <Stack gap="xl" maw={1040}>
      <Title order={1}>{t({ id: 'progress.title', message: 'Application Progress' })}</Title>

      {/* The cards arrive together with the status: drawn before it, its steps and forms would grow
          and push the cards under them down (a layout shift). */}
      {data && (
        <>
          <OverallCard data={data} />
          <FormsSummary data={data} formNames={formNames} />
          <RevisionsCard formNames={formNames} />
          <BackupCard />
          <ResetCard />
        </>
      )}
    </Stack>
  );
}
