import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import { earlyActionWarning, statusOf } from '@/domain/timeline';
import type { ScheduleEntry, TaskProgress, TimelineTask } from '@/domain/timeline';
import { useEarlyActionConfirm } from '@/ui/early-action-confirm';
import { useStatusLabel } from '@/i18n/labels';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeDocTask, resetDocTask, startDocTask } from '../repo';
import { statusColor } from './colors';

type Props = {
  task: TimelineTask;
  progress: Record<string, TaskProgress>;
  headingId: string;
  /** The task's dates in the plan, when an application date is set. */
  entry?: ScheduleEntry;
  today?: string;
};

/**
 * Saving a task's progress, one action at a time, with the same rule as the timeline: a dated
 * document started or finished before its window asks first.
 */
function useTaskRunner(task: TimelineTask, entry: ScheduleEntry | undefined, today: string) {
  const { t } = useLingui();
  const confirm = useEarlyActionConfirm();
  const [busy, setBusy] = useState(false);
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
  const attempt = (action: 'start' | 'done') => {
    const warning = entry && today ? earlyActionWarning(entry, action, today) : null;
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

const actionOf = { start: startDocTask, done: completeDocTask } as const;

/** One planned task of a document: who does it, its status, and Start / Mark done (the timeline's progress). */
export function DocTaskActions({ task, progress, headingId, entry, today = '' }: Props) {
  const { t, i18n } = useLingui();
  const ownerId = useId();
  const statusLabel = useStatusLabel();
  const { confirm, busy, run, attempt, proceed } = useTaskRunner(task, entry, today);
  const loader = (action: 'start' | 'done') => (confirm.opening === action ? <Loader size={12} /> : undefined);
  const status = statusOf(progress, task.id);
  const owner =
    task.owner === 'applicant'
      ? t({ id: 'timeline.owner.applicant', message: 'Applicant' })
      : t({ id: 'timeline.owner.sponsor', message: 'Korean spouse' });
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
        {confirm.Dialog && (
          <confirm.Dialog
            warning={confirm.asking}
            taskTitle={pick(task.title, i18n.locale as Locale)}
            testId={`doc-task-early-${task.id}`}
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
            data-testid={`doc-task-start-${task.id}`}
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
            leftSection={loader('done')}
            aria-busy={confirm.opening === 'done' || undefined}
            data-testid={`doc-task-done-${task.id}`}
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
            onClick={() => run(resetDocTask)}
            data-testid={`doc-task-reset-${task.id}`}
          >
            {t({ id: 'timeline.action.reset', message: 'Reset' })}
          </Button>
        )}
      </Group>
    </Group>
  );
}
