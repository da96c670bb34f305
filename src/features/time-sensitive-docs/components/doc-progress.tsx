import { Card, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { StatusCounts } from '@/domain/timeline';
import { MarkedDoneNote } from '@/ui/marked-done-note';

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

export function DocProgress({ counts }: { counts: StatusCounts }) {
  const { t } = useLingui();
  const title = t({ id: 'time_sensitive.progress.title', message: 'Document progress' });
  const { completed, total, markedDone } = counts;
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="doc-progress">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Progress value={counts.percent} size="lg" radius="xl" aria-label={title} />
        <Text size="sm" data-testid="doc-progress-summary">
          {t({
            id: 'time_sensitive.progress.summary',
            message: plural(total, {
              one: `Completed: ${ph({ completed })} of # time-sensitive task in your plan`,
              other: `Completed: ${ph({ completed })} of # time-sensitive tasks in your plan`,
            }),
          })}
        </Text>
        <MarkedDoneNote count={markedDone} testId="doc-progress-marked-done" />
        <SimpleGrid cols={counts.markedDone > 0 ? { base: 2, xs: 4 } : 3} spacing="xs">
          <Count
            label={t({ id: 'status.completed', message: 'Completed' })}
            value={counts.completed}
            testId="doc-count-completed"
          />
          {counts.markedDone > 0 && (
            <Count
              label={t({ id: 'status.marked_done', message: 'Marked done' })}
              value={counts.markedDone}
              testId="doc-count-marked-done"
            />
          )}
          <Count
            label={t({ id: 'status.in_progress', message: 'In progress' })}
            value={counts.inProgress}
            testId="doc-count-in-progress"
          />
          <Count
            label={t({ id: 'status.not_started', message: 'Not started' })}
            value={counts.notStarted}
            testId="doc-count-not-started"
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
