import { ph, plural } from '@lingui/core/macro';
import { Alert, Card, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StatusCounts } from '@/domain/timeline';
import { MarkedDoneNote } from '@/ui/marked-done-note';

type Props = { counts: StatusCounts };

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz={26} fw={700} lh={1.1} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

export function ProgressSummary({ counts }: Props) {
  const { t } = useLingui();
  const allDone = counts.total > 0 && counts.completed === counts.total;
  const { total, markedDone } = counts;
  const overallLabel = t({ id: 'timeline.progress.title', message: 'Overall progress' });

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="timeline-progress">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4">
            {overallLabel}
          </Title>
          <Text fw={700} fz="xl" data-testid="timeline-percent">
            {counts.percent}%
          </Text>
        </Group>
        <Progress value={counts.percent} size="lg" radius="xl" aria-label={overallLabel} />
        <Text data-testid="tasks-completed">
          {t({
            id: 'timeline.progress.completed_of',
            message: plural(total, {
              one: `${ph({ completed: counts.completed })} of # task completed`,
              other: `${ph({ completed: counts.completed })} of # tasks completed`,
            }),
          })}
        </Text>
        <MarkedDoneNote count={markedDone} testId="tasks-marked-done" />
        <SimpleGrid cols={counts.markedDone > 0 ? { base: 2, xs: 4 } : 3} spacing="xs">
          <Count
            label={t({ id: 'status.completed', message: 'Completed' })}
            value={counts.completed}
            testId="count-completed"
          />
          {counts.markedDone > 0 && (
            <Count
              label={t({ id: 'status.marked_done', message: 'Marked done' })}
              value={counts.markedDone}
              testId="count-marked-done"
            />
          )}
          <Count
            label={t({ id: 'status.in_progress', message: 'In progress' })}
            value={counts.inProgress}
            testId="count-in-progress"
          />
          <Count
            label={t({ id: 'status.not_started', message: 'Not started' })}
            value={counts.notStarted}
            testId="count-not-started"
          />
        </SimpleGrid>
        {allDone && (
          <Alert
            title={t({ id: 'timeline.progress.congrats_title', message: 'Congratulations!' })}
            data-testid="timeline-congrats"
          >
            {t({
              id: 'timeline.progress.congrats_body',
              message: 'Every task in your plan is complete. Gather the originals and go to your appointment.',
            })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
