import { Button, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { earlyActionWarning } from '@/domain/timeline';
import type { EarlyWarning, ScheduleEntry, TaskStatus } from '@/domain/timeline';
import { EarlyActionConfirm } from '@/ui/early-action-confirm';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeTimelineTask, resetTimelineTask, startTimelineTask } from '../repo';

type Props = { entry: ScheduleEntry; today: string; taskTitle: string; status: TaskStatus; describedBy: string };

/**
 * Start / Mark done / Reset for one task; the buttons name the task through aria-describedby.
 * Starting or finishing a dated document before its window asks first (timeline/early.ts).
 */
export function TaskActions({ entry, today, taskTitle, status, describedBy }: Props) {
  const { t } = useLingui();
  const taskId = entry.taskId;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<EarlyWarning | null>(null);

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

  const actionOf = { start: startTimelineTask, done: completeTimelineTask } as const;
  const attempt = (action: 'start' | 'done') => {
    const warning = earlyActionWarning(entry, action, today);
    if (warning) setAsking(warning);
    else void run(actionOf[action]);
  };

  return (
    <Group gap="xs" data-print="hide">
      <EarlyActionConfirm
        warning={asking}
        taskTitle={taskTitle}
        testId={`task-early-${taskId}`}
        onWait={() => setAsking(null)}
        onProceed={() => {
          const action = asking?.action;
          setAsking(null);
          if (action) void run(actionOf[action]);
        }}
      />
      {status === 'not-started' && (
        <Button
          size="compact-sm"
          variant="light"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => attempt('start')}
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
          onClick={() => attempt('done')}
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
