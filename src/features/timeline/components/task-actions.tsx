import { Button, Group, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { earlyActionWarning } from '@/domain/timeline';
import type { ScheduleEntry, ShownTaskStatus } from '@/domain/timeline';
import { useEarlyActionConfirm } from '@/ui/early-action-confirm';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeTimelineTask, resetTimelineTask, startTimelineTask } from '../repo';

type Props = { entry: ScheduleEntry; today: string; taskTitle: string; status: ShownTaskStatus; describedBy: string };

/**
 * Start / Mark done / Reset for one task; the buttons name the task through aria-describedby.
 * Starting or finishing a dated document before its window asks first (timeline/early.ts).
 */
const actionOf = { start: startTimelineTask, done: completeTimelineTask } as const;

/** Saving one task's progress, one action at a time; starting or finishing too early asks first. */
function useTaskRunner(entry: ScheduleEntry, today: string) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = useEarlyActionConfirm();
  const run = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    try {
      await action(entry.taskId);
    } catch (error) {
      logger.error('Failed to save task progress', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };
  const attempt = (action: 'start' | 'done') => {
    const warning = earlyActionWarning(entry, action, today);
    if (warning) void confirm.ask(warning);
    else void run(actionOf[action]);
  };
  const proceed = () => {
    const action = confirm.asking?.action;
    confirm.close();
    if (action) void run(actionOf[action]);
  };
  return { confirm, busy, run, attempt, proceed };
}

export function TaskActions({ entry, today, taskTitle, status, describedBy }: Props) {
  const { t } = useLingui();
  const taskId = entry.taskId;
  const { confirm, busy, run, attempt, proceed } = useTaskRunner(entry, today);
  const loader = (action: 'start' | 'done') => (confirm.opening === action ? <Loader size={12} /> : undefined);

  return (
    <Group gap="xs" data-print="hide">
      {confirm.Dialog && (
        <confirm.Dialog
          warning={confirm.asking}
          taskTitle={taskTitle}
          testId={`task-early-${taskId}`}
          onWait={confirm.close}
          onProceed={proceed}
        />
      )}
      {status === 'not-started' && (
        <Button
          size="compact-sm"
          variant="light"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => attempt('start')}
          leftSection={loader('start')}
          aria-busy={confirm.opening === 'start' || undefined}
          data-testid={`task-start-${taskId}`}
        >
          {t({ id: 'timeline.action.start', message: 'Start' })}
        </Button>
      )}
      {/* Marked done already (even while its work is not finished): Reset undoes the mark. */}
      {status !== 'completed' && status !== 'marked-done' && (
        <Button
          size="compact-sm"
          variant="light"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => attempt('done')}
          leftSection={loader('done')}
          aria-busy={confirm.opening === 'done' || undefined}
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
