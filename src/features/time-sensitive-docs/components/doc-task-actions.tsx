import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import { earlyActionWarning, statusOf } from '@/domain/timeline';
import type { ScheduleEntry, ShownTaskProgress, ShownTaskStatus, TimelineTask } from '@/domain/timeline';
import type { TaskStatus as DerivedTaskStatus } from '@/domain/status';
import { useStatusWords } from '@/i18n/status-words';
import { toneText } from '@/ui/badge-tone';
import { useEarlyActionConfirm } from '@/ui/early-action-confirm';
import { useStatusLabel } from '@/i18n/labels';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { completeDocTask, resetDocTask, startDocTask } from '../repo';
import { statusBadge } from './colors';

type Props = {
  task: TimelineTask;
  progress: Record<string, ShownTaskProgress>;
  /** The task's status (domain/status): says when a hand mark and the data disagree. */
  derived?: DerivedTaskStatus;
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

type ButtonsProps = {
  task: TimelineTask;
  status: ShownTaskStatus;
  describedBy: string;
  entry?: ScheduleEntry;
  today: string;
};

/** Start / Mark done / Reset, as on the timeline: a task marked done (even on unfinished work) offers Reset. */
function DocTaskButtons({ task, status, describedBy, entry, today }: ButtonsProps) {
  const { t, i18n } = useLingui();
  const { confirm, busy, run, attempt, proceed } = useTaskRunner(task, entry, today);
  const loader = (action: 'start' | 'done') => (confirm.opening === action ? <Loader size={12} /> : undefined);
  return (
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
      {status !== 'completed' && status !== 'marked-done' && (
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
  );
}

/**
 * One planned task of a document: who does it, its status (the timeline's), Start / Mark done, and
 * what is left when it was marked done by hand before its document is ready (D25).
 */
export function DocTaskActions({ task, progress, derived, headingId, entry, today = '' }: Props) {
  const { t } = useLingui();
  const words = useStatusWords();
  const disagrees = derived ? words.taskDisagrees(derived) : null;
  const ownerId = useId();
  const statusLabel = useStatusLabel();
  const status = statusOf(progress, task.id);
  const owner =
    task.owner === 'applicant'
      ? t({ id: 'timeline.owner.applicant', message: 'Applicant' })
      : t({ id: 'timeline.owner.sponsor', message: 'Korean spouse' });

  return (
    <>
      <Group justify="space-between" gap="xs" data-testid={`doc-task-${task.id}`} data-status={status}>
        <Group gap="xs">
          <Text size="sm" fw={600} id={ownerId}>
            {owner}
          </Text>
          <Badge variant="light" {...statusBadge(status)} data-testid={`doc-task-status-${task.id}`}>
            {statusLabel(status)}
          </Badge>
        </Group>
        <DocTaskButtons
          task={task}
          status={status}
          describedBy={`${headingId} ${ownerId}`}
          entry={entry}
          today={today}
        />
      </Group>
      {disagrees && (
        <Text size="sm" c={toneText.warn} data-testid={`doc-task-disagrees-${task.id}`}>
          {disagrees}
        </Text>
      )}
    </>
  );
}
