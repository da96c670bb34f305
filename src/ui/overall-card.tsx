import { Card, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ProgressRing } from './progress-ring';
import { StepsList, type StepRow } from './steps-list';

/** The overall ring and the four steps, each with what is left (the progress page and the final step). */
export function OverallCard({ percent, steps, size }: { percent: number; steps: StepRow[]; size: number }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="center" gap="xl" wrap="wrap">
        <ProgressRing
          size={size}
          thickness={12}
          percent={percent}
          label={
            <Text ta="center" fw={700} size="xl" data-testid="overall-percent">
              {`${percent}%`}
            </Text>
          }
          aria-label={t({ id: 'home.overall_progress', message: 'Overall progress' })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Text fw={600}>{t({ id: 'progress.steps', message: 'Four steps, a quarter each' })}</Text>
          <StepsList steps={steps} />
        </Stack>
      </Group>
    </Card>
  );
}
