import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TaskStatus } from '@/domain/timeline';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeTimelineTask, resetTimelineTask, startTimelineTask } from '../repo';

type Props = { taskId: string; status: TaskStatus; describedBy: string };

/** Start / Mark done / Reset for one task; the buttons name the task through aria-describedby. */
export function TaskActions({ taskId, status, describedBy }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);

  const run = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    try {
      await action(taskId);
    } catch (error) {
      logger.error('Failed to save task progress', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs" data-print="hide">
      {status === 'not-started' && (
        <Button
          size="compact-sm"
          variant="light"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => run(startTimelineTask)}
          data-testid={`task-start-${taskId}`}
        >
          {t({ id: 'timeline.action.start', message: 'Start' })}
        </Button>
      )}
      {status !== 'completed' && (
        <Button
          size="compact-sm"
          variant="light"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => run(completeTimelineTask)}
          data-testid={`task-done-${taskId}`}
        >
          {t({ id: 'timeline.action.mark_done', message: 'Mark done' })}
        </Button>
      )}
      {status !== 'not-started' && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => run(resetTimelineTask)}
          data-testid={`task-reset-${taskId}`}
        >
          {t({ id: 'timeline.action.reset', message: 'Reset' })}
        </Button>
      )}
    </Group>
  );
}
