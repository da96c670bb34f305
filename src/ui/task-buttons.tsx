import { Button, Group, Loader } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { useEarlyActionConfirm, type EarlyWarningLike } from './early-action-confirm';

type Save = (taskId: string) => Promise<unknown>;
/** How a page stores a task's progress (the timeline's repo, the time-sensitive documents' repo). */
export type TaskSaves = { start: Save; done: Save; reset: Save };
type Action = 'start' | 'done';

type Props = {
  taskId: string;
  taskTitle: string;
  /** The task's shown status (domain/timeline ShownTaskStatus). */
  status: 'not-started' | 'in-progress' | 'completed' | 'marked-done';
  /** The ids of what names the task (its title, its owner) for the buttons' descriptions. */
  describedBy: string;
  saves: TaskSaves;
  /** The question to ask first, when starting or finishing now is early (domain/timeline earlyActionWarning). */
  warningFor: (action: Action) => EarlyWarningLike | null;
  /** The test ids' prefix: `task` on the timeline, `doc-task` on the time-sensitive documents. */
  testId: string;
};

/** Saving one task's progress, one action at a time; an early start or finish asks first. */
function useTaskRunner(taskId: string, saves: TaskSaves, warningFor: Props['warningFor']) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = useEarlyActionConfirm();
  const run = async (save: Save) => {
    setBusy(true);
    try {
      await save(taskId);
    } catch (error) {
      logger.error('Failed to save task progress', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };
  const attempt = (action: Action) => {
    const warning = warningFor(action);
    if (warning) void confirm.ask(warning);
    else void run(saves[action]);
  };
  const proceed = () => {
    const action = confirm.asking?.action;
    confirm.close();
    if (action) void run(saves[action]);
  };
  return { confirm, busy, run, attempt, proceed };
}

/**
 * Start / Mark done / Reset for one task, the same on the timeline and the time-sensitive documents: a task marked
 * done (even on unfinished work) offers Reset, not Mark done; the buttons name the task through aria-describedby.
 */
export function TaskButtons({ taskId, taskTitle, status, describedBy, saves, warningFor, testId }: Props) {
  const { t } = useLingui();
  const { confirm, busy, run, attempt, proceed } = useTaskRunner(taskId, saves, warningFor);
  const button = (action: Action, label: string) => (
    <Button
      size="compact-sm"
      variant="light"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => attempt(action)}
      leftSection={confirm.opening === action ? <Loader size={12} /> : undefined}
      aria-busy={confirm.opening === action || undefined}
      data-testid={`${testId}-${action}-${taskId}`}
    >
      {label}
    </Button>
  );
  return (
    <Group gap="xs" data-print="hide">
      {confirm.Dialog && (
        <confirm.Dialog
          warning={confirm.asking}
          taskTitle={taskTitle}
          testId={`${testId}-early-${taskId}`}
          onWait={confirm.close}
          onProceed={proceed}
        />
      )}
      {status === 'not-started' && button('start', t({ id: 'timeline.action.start', message: 'Start' }))}
      {status !== 'completed' &&
        status !== 'marked-done' &&
        button('done', t({ id: 'timeline.action.mark_done', message: 'Mark done' }))}
      {status !== 'not-started' && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => run(saves.reset)}
          data-testid={`${testId}-reset-${taskId}`}
        >
          {t({ id: 'timeline.action.reset', message: 'Reset' })}
        </Button>
      )}
    </Group>
  );
}
