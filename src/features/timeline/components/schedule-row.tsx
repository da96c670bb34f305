import { ph } from '@lingui/core/macro';
import { Badge, Box, Grid, Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { pick, type Locale } from '@/domain/common';
import { earlyActionWarning, statusOf, toIsoDate } from '@/domain/timeline';
import type { ScheduleEntry, ShownTaskProgress, ShownTaskStatus as TaskStatus } from '@/domain/timeline';
import { useStatusLabel } from '@/i18n/labels';
import { useStatusWords } from '@/i18n/status-words';
import type { TaskStatus as DerivedTaskStatus } from '@/domain/status';
import { toneText } from '@/ui/badge-tone';
import { formatIsoDate } from '@/lib/format-date';
import { SourceNote } from '@/ui/source-note';
import { positionOf } from '../model';
import { TaskActions } from './task-actions';
import { statusBadge, warningText } from './colors';
import { ownerColor, useOwnerLabel } from './use-labels';

type Props = {
  entry: ScheduleEntry;
  today: string;
  progress: Record<string, ShownTaskProgress>;
  /** The task's status (domain/status): says when a hand mark and the data disagree. */
  task?: DerivedTaskStatus;
  divider: boolean;
};

/** The bar from the recommended start to the last day the task can finish; the dates are in the text. */
function ScheduleBar({
  entry,
  today,
  late,
  status,
}: {
  entry: ScheduleEntry;
  today: string;
  late: boolean;
  status: TaskStatus;
}) {
  const start = positionOf(
    entry.recommendedStart <= entry.latestFinish ? entry.recommendedStart : entry.latestFinish,
    today,
    entry.targetDate,
  );
  const end = positionOf(entry.latestFinish, today, entry.targetDate);
  const color = late
    ? 'var(--mantine-color-red-filled)'
    : status === 'completed'
      ? 'var(--mantine-primary-color-filled)'
      : status === 'marked-done'
        ? 'var(--mantine-color-yellow-filled)'
        : status === 'in-progress'
          ? 'var(--mantine-color-blue-filled)'
          : 'var(--mantine-color-indigo-filled)';
  return (
    <Box aria-hidden h={10} pos="relative" style={{ borderRadius: 999, background: 'var(--mantine-color-gray-light)' }}>
      <Box
        pos="absolute"
        top={0}
        h={10}
        style={{
          left: `${start * 100}%`,
          width: `max(${(end - start) * 100}%, 8px)`,
          maxWidth: `${(1 - start) * 100}%`,
          borderRadius: 999,
          background: color,
          opacity: status === 'not-started' && !late ? 0.55 : 1,
        }}
      />
    </Box>
  );
}

/** The task's title, whose it is and its status. */
function RowHeading({ entry, status, titleId }: { entry: ScheduleEntry; status: TaskStatus; titleId: string }) {
  const { t, i18n } = useLingui();
  const ownerLabel = useOwnerLabel();
  const statusLabel = useStatusLabel();
  return (
    <Stack gap={6}>
      <Text fw={600} id={titleId} lh={1.35}>
        {pick(entry.task.title, i18n.locale as Locale)}
      </Text>
      <Group gap={6}>
        <Badge variant="light" color={ownerColor[entry.owner]}>
          {entry.task.together ? t({ id: 'home.who.both', message: 'Both of you' }) : ownerLabel(entry.owner)}
        </Badge>
        <Badge variant="light" {...statusBadge(status)} data-testid={`task-status-${entry.taskId}`}>
          {statusLabel(status)}
        </Badge>
      </Group>
    </Stack>
  );
}

/** When: completed on, or the window to do it in, and the window to request a dated document. */
function RowWhen({
  entry,
  status,
  behind,
  completedAt,
}: {
  entry: ScheduleEntry;
  status: TaskStatus;
  behind: boolean;
  completedAt: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const date = (iso: string) => formatIsoDate(iso, locale);
  return (
    <>
      {status === 'completed' ? (
        <Text size="sm" c="dimmed">
          {completedAt
            ? t({
                id: 'timeline.row.completed_on',
                message: `Completed on ${ph({ date: date(toIsoDate(completedAt)) })}`,
              })
            : t({ id: 'status.completed', message: 'Completed' })}
        </Text>
      ) : behind ? null : (
        <Text size="sm">
          {t({
            id: 'timeline.row.window',
            message: `Start ${ph({ start: date(entry.recommendedStart) })} · done by ${ph({ finish: date(entry.latestFinish) })}`,
          })}
        </Text>
      )}
      {status !== 'completed' && entry.requestFrom && entry.requestFrom <= entry.latestStart && (
        <Text size="sm" c="dimmed" data-testid={`task-request-window-${entry.taskId}`}>
          {t({
            id: 'timeline.row.request_between',
            message: `Request between ${ph({ earliest: date(entry.requestFrom) })} and ${ph({ latest: date(entry.latestStart) })}`,
          })}
          {entry.task.validity ? ` · ${pick(entry.task.validity.note, locale)}` : ''}
        </Text>
      )}
    </>
  );
}

export function ScheduleRow({ entry, today, progress, task, divider }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const titleId = useId();
  const words = useStatusWords();
  const status = statusOf(progress, entry.taskId);
  const disagrees = task ? words.taskDisagrees(task) : null;
  const late = entry.shouldHaveStarted && status === 'not-started';
  // Its own start (after everything before it) is already past the day it had to be done.
  const behind = entry.recommendedStart > entry.latestFinish;

  return (
    <Box
      component="li"
      py="sm"
      data-testid={`task-row-${entry.taskId}`}
      data-status={status}
      style={{ breakInside: 'avoid', borderTop: divider ? '1px solid var(--mantine-color-default-border)' : undefined }}
    >
      <Grid gap="sm" align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <RowHeading entry={entry} status={status} titleId={titleId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap={6}>
            <ScheduleBar entry={entry} today={today} late={late} status={status} />
            <RowWhen entry={entry} status={status} behind={behind} completedAt={progress[entry.taskId]?.completedAt} />
            {disagrees && (
              <Text size="sm" c={toneText.warn} data-testid={`task-disagrees-${entry.taskId}`}>
                {disagrees}
              </Text>
            )}
            <RowWarnings entry={entry} status={status} late={late} behind={behind} today={today} />
            <EarlyRecordNote entry={entry} record={progress[entry.taskId]} status={status} />
            <TaskDuration entry={entry} />
            <TaskActions
              entry={entry}
              today={today}
              taskTitle={pick(entry.task.title, locale)}
              status={status}
              describedBy={titleId}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Box>
  );
}

/** How long the task is planned to take, with where the figure comes from (section 13 C13). */
function TaskDuration({ entry }: { entry: ScheduleEntry }) {
  const { t } = useLingui();
  const { min, max } = entry.task.durationDays;
  if (max === 0) return <SourceNote source={entry.task.source} />;
  const range = min === max ? String(max) : `${min}–${max}`;
  return (
    <Stack gap={2} data-testid={`task-duration-${entry.taskId}`}>
      <Text size="sm" c="dimmed">
        {entry.task.businessDays
          ? t({ id: 'timeline.row.takes_business_days', message: `Takes ${ph({ range })} business days` })
          : t({ id: 'timeline.row.takes_days', message: `Takes ${ph({ range })} days` })}
      </Text>
      <SourceNote source={entry.task.source} />
    </Stack>
  );
}

/** A dated document started or finished before its window stays flagged, with what it means. */
function EarlyRecordNote({
  entry,
  record,
  status,
}: {
  entry: ScheduleEntry;
  record: ShownTaskProgress | undefined;
  status: TaskStatus;
}) {
  const { t, i18n } = useLingui();
  const date = (iso: string) => formatIsoDate(iso, i18n.locale);
  // A hand "done" on unfinished work keeps the day it was marked: a document got too early is still flagged.
  const done = status === 'completed' || status === 'marked-done';
  const at = done ? record?.completedAt : status === 'in-progress' ? record?.startedAt : undefined;
  if (!at) return null;
  let day: string;
  try {
    day = toIsoDate(at);
  } catch {
    return null;
  }
  const warning = earlyActionWarning(entry, done ? 'done' : 'start', day);
  if (!warning) return null;
  return (
    <Text size="sm" c={warningText} fw={500} data-testid={`task-early-note-${entry.taskId}`}>
      {warning.action === 'start'
        ? t({
            id: 'timeline.row.started_early',
            message: `Started before its window opened (${ph({ opensOn: date(warning.opensOn) })}): it may be too old on your application date (${ph({ target: date(warning.targetDate) })}).`,
          })
        : t({
            id: 'timeline.row.done_early',
            message: `If it was issued on ${ph({ issued: date(day) })}, it is valid only until ${ph({ validUntil: date(warning.validUntil) })}, before your application date: get a new one issued on or after ${ph({ opensOn: date(warning.opensOn) })}.`,
          })}
    </Text>
  );
}

type WarningProps = { entry: ScheduleEntry; status: TaskStatus; late: boolean; behind: boolean; today: string };

function RowWarnings({ entry, status, late, behind, today }: WarningProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (status === 'completed') return null;
  return (
    <>
      {/* A row is either at risk or not possible, never both: "not possible" says more. */}
      {(late || behind) && !entry.impossible && (
        <Text size="sm" c={warningText} fw={500} data-testid={`task-late-${entry.taskId}`}>
          {behind && entry.latestFinish < today
            ? t({
                id: 'timeline.row.behind_passed',
                message: `At risk: it was due by ${ph({ date: formatIsoDate(entry.latestFinish, locale) })}, which has passed. Start it as soon as you can.`,
              })
            : behind
              ? t({
                  id: 'timeline.row.behind',
                  message: `At risk: at the usual pace this would finish after it is due (${ph({ date: formatIsoDate(entry.latestFinish, locale) })}). Start it as soon as you can.`,
                })
              : t({
                  id: 'timeline.row.should_have_started',
                  message: `Late: this should have started by ${ph({ date: formatIsoDate(entry.latestStart, locale) })}. Started today, it can still be done in time at the fastest pace.`,
                })}
          {entry.task.expedited ? ` ${pick(entry.task.expedited.note, locale)}` : ''}
        </Text>
      )}
      {entry.impossible && (
        <Text size="sm" c={warningText} fw={500} data-testid={`task-impossible-${entry.taskId}`}>
          {/* A quick step before a slow one (checking eligibility before TOPIK) can itself still be done: what
              cannot is what follows it, so it is not called impossible (a trial). */}
          {entry.earliestPossibleFinish <= entry.targetDate
            ? t({
                id: 'timeline.row.impossible_after',
                message:
                  'Do this as soon as you can: what comes after it cannot be ready by this date, even with the fastest services. Move your application date.',
              })
            : t({
                id: 'timeline.row.impossible',
                message: 'Not possible by this date, even with the fastest services. Move your application date.',
              })}
        </Text>
      )}
      {entry.windowTooShort && (
        <Text size="sm" fw={500}>
          {t({
            id: 'timeline.row.window_too_short',
            message:
              'The validity window is shorter than the longest processing time: request it the day the window opens.',
          })}
        </Text>
      )}
    </>
  );
}
