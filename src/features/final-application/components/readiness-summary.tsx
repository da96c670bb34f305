import { ph } from '@lingui/core/macro';
import { Alert, Anchor, Badge, Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StepId } from '@/domain/progress';
import { PrefetchLink } from '@/lib/prefetch-link';
import type { FinalApplicationData } from '../use-final-application';

/** Ready or not, in one sentence, with the spec's four-step overall progress beside it. */
export function ReadinessSummary({ data }: { data: FinalApplicationData }) {
  const { t } = useLingui();
  const ready = data.open.length === 0;
  const count = data.open.length;
  const steps: Record<StepId, { label: string; to: string }> = {
    eligibility: { label: t({ id: 'progress.step.eligibility', message: 'Eligibility' }), to: '/eligibility' },
    documents: { label: t({ id: 'progress.step.documents', message: 'Documents (all seven)' }), to: '/documents' },
    statements: { label: t({ id: 'progress.step.statements', message: 'Personal and sponsor statements' }), to: '/enhancement' },
    forms: { label: t({ id: 'progress.step.forms', message: 'Application form sections' }), to: '/final-application' },
  };

  return (
    <Stack gap="md">
      {ready ? (
        <Alert color="brand" title={t({ id: 'final.ready_title', message: 'Ready to apply' })} data-testid="readiness" data-ready="true">
          {t({
            id: 'final.ready_body',
            message: 'Everything on the checklist is done. Book the in-person appointment and bring the originals, the photo and the fee.',
          })}
        </Alert>
      ) : (
        <Alert color="blue" title={t({ id: 'final.not_ready_title', message: 'Not ready yet' })} data-testid="readiness" data-ready="false">
          {t({ id: 'final.not_ready_body', message: `${ph({ count })} items on the checklist still need work. Each one links to where you can finish it.` })}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg">
        <Group align="center" gap="xl" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            roundCaps
            sections={[{ value: data.overall.percent, color: 'brand' }]}
            label={
              <Text ta="center" fw={700} size="xl" data-testid="overall-percent">
                {`${data.overall.percent}%`}
              </Text>
            }
            aria-label={t({ id: 'home.overall_progress', message: 'Overall progress' })}
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
            <Text fw={600}>{t({ id: 'progress.steps', message: 'Four steps, a quarter each' })}</Text>
            {(Object.keys(steps) as StepId[]).map((step) => (
              <Group key={step} justify="space-between" wrap="nowrap" data-testid={`step-${step}`}>
                {step === 'forms' ? (
                  <Text size="sm">{steps[step].label}</Text>
                ) : (
                  <Anchor component={PrefetchLink} to={steps[step].to} size="sm">
                    {steps[step].label}
                  </Anchor>
                )}
                <Badge color={data.overall.steps[step] ? 'brand' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                  {data.overall.steps[step] ? t({ id: 'status.complete', message: 'Complete' }) : t({ id: 'status.incomplete', message: 'Not yet' })}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
