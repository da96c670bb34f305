import { Card, Group, RingProgress, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { StepsList, type StepRow } from './steps-list';

/** The overall ring and the four steps, each with what is left (the progress page and the final step). */
export function OverallCard({ percent, steps, size }: { percent: number; steps: StepRow[]; size: number }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group align="center" gap="xl" wrap="wrap">
        <RingProgress
          size={size}
          thickness={12}
          // A round cap on an empty ring draws a dot.
          roundCaps={percent > 0}
          sections={[{ value: percent, color: 'brand' }]}
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
