import { Badge, Button, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { statusOf } from '@/domain/timeline';
import type { TaskProgress, TimelineTask } from '@/domain/timeline';
import { useStatusLabel } from '@/i18n/labels';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeDocTask, resetDocTask, startDocTask } from '../repo';
import { statusColor } from './colors';

type Props = { task: TimelineTask; progress: Record<string, TaskProgress>; headingId: string };


/** One planned task of a document: who does it, its status, and Start / Mark done (the timeline's progress). */
export function DocTaskActions({ task, progress, headingId }: Props) {
  const { t } = useLingui();
  const ownerId = useId();
  const statusLabel = useStatusLabel();
  const [busy, setBusy] = useState(false);
  const status = statusOf(progress, task.id);
  const owner =
    task.owner === 'applicant'
      ? t({ id: 'timeline.owner.applicant', message: 'Applicant' })
      : t({ id: 'timeline.owner.sponsor', message: 'Korean spouse' });

  const run = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    try {
      await action(task.id);
    } catch (error) {
      logger.error('Failed to save task progress', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };
  const describedBy = `${headingId} ${ownerId}`;

  return (
    <Group justify="space-between" gap="xs" data-testid={`doc-task-${task.id}`} data-status={status}>
      <Group gap="xs">
        <Text size="sm" fw={600} id={ownerId}>
          {owner}
        </Text>
        <Badge variant="light" color={statusColor[status]} data-testid={`doc-task-status-${task.id}`}>
          {statusLabel(status)}
        </Badge>
      </Group>
      <Group gap="xs" data-print="hide">
        {status === 'not-started' && (
          <Button size="compact-sm" variant="light" disabled={busy} aria-describedby={describedBy} onClick={() => run(startDocTask)} data-testid={`doc-task-start-${task.id}`}>
            {t({ id: 'timeline.action.start', message: 'Start' })}
          </Button>
        )}
        {status !== 'completed' && (
          <Button size="compact-sm" variant="light" disabled={busy} aria-describedby={describedBy} onClick={() => run(completeDocTask)} data-testid={`doc-task-done-${task.id}`}>
            {t({ id: 'timeline.action.mark_done', message: 'Mark done' })}
          </Button>
        )}
        {status !== 'not-started' && (
          <Button size="compact-sm" variant="subtle" color="gray" disabled={busy} aria-describedby={describedBy} onClick={() => run(resetDocTask)} data-testid={`doc-task-reset-${task.id}`}>
            {t({ id: 'timeline.action.reset', message: 'Reset' })}
          </Button>
        )}
      </Group>
    </Group>
  );
}
