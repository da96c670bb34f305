import { Badge, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { pick, type Locale } from '@/domain/common';
import { earlyActionWarning, statusOf } from '@/domain/timeline';
import type { ScheduleEntry, ShownTaskProgress, TimelineTask } from '@/domain/timeline';
import type { TaskStatus as DerivedTaskStatus } from '@/domain/status';
import { useStatusWords } from '@/i18n/status-words';
import { toneText } from '@/ui/badge-tone';
import { TaskButtons } from '@/ui/task-buttons';
import { useStatusLabel } from '@/i18n/labels';
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

const saves = { start: startDocTask, done: completeDocTask, reset: resetDocTask };

/**
 * One planned task of a document: who does it, its status (the timeline's), Start / Mark done, and
 * what is left when it was marked done by hand before its document is ready (D25).
 */
export function DocTaskActions({ task, progress, derived, headingId, entry, today = '' }: Props) {
  const { t, i18n } = useLingui();
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
        <TaskButtons
          taskId={task.id}
          taskTitle={pick(task.title, i18n.locale as Locale)}
          status={status}
          describedBy={`${headingId} ${ownerId}`}
          saves={saves}
          warningFor={(action) => (entry && today ? earlyActionWarning(entry, action, today) : null)}
          testId="doc-task"
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
