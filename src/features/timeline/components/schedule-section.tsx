import { ph } from '@lingui/core/macro';
import { Box, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '@/domain/common';
import type { TaskFilter } from '@/domain/timeline';
import { formatIsoDate } from '@/lib/format-date';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { downloadCalendar } from '../calendar-export';
import type { TimelineView } from '../model';
import { ScheduleRow } from './schedule-row';
import { useFilterOptions } from './use-labels';

type Props = { view: TimelineView; filter: TaskFilter; onFilter: (filter: TaskFilter) => void };

/** The schedule's heading, legend, and the calendar export and print buttons. */
function ScheduleHeader({ view }: { view: TimelineView }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const exportCalendar = () => {
    try {
      downloadCalendar(view.visible, locale, view.progress);
    } catch (error) {
      logger.error('Calendar export failed', error);
      toast.error(
        t({ id: 'timeline.export_failed', message: 'The calendar file could not be created. Please try again.' }),
      );
    }
  };
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2}>
        <Title order={2} size="h3">
          {t({ id: 'timeline.schedule.title', message: 'Your personalised schedule' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'timeline.schedule.legend',
            message: 'Each bar runs from the recommended start to the last day the task can be finished.',
          })}
        </Text>
      </Stack>
      <Group gap="xs" data-print="hide">
        <Button variant="light" onClick={exportCalendar} disabled={view.visible.length === 0} data-testid="export-ics">
          {t({ id: 'timeline.export', message: 'Export calendar (.ics)' })}
        </Button>
        <Button variant="default" onClick={() => window.print()} data-testid="print-timeline">
          {t({ id: 'timeline.print', message: 'Print' })}
        </Button>
      </Group>
    </Group>
  );
}

/** Whose tasks are shown: both, the applicant's or the Korean spouse's. */
function TaskFilterControl({ filter, onFilter }: Pick<Props, 'filter' | 'onFilter'>) {
  const { t } = useLingui();
  const filterLabelId = useId();
  const filterOptions = useFilterOptions();
  return (
    <Stack gap={4} data-print="hide">
      <Text size="sm" fw={500} id={filterLabelId}>
        {t({ id: 'timeline.filter.label', message: 'Show tasks for' })}
      </Text>
      <SegmentedControl
        role="radiogroup"
        aria-labelledby={filterLabelId}
        value={filter}
        onChange={(value) => onFilter(value as TaskFilter)}
        data={filterOptions}
        data-testid="task-filter"
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

export function ScheduleSection({ view, filter, onFilter }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const planned = view.schedule?.[0]?.targetDate ?? view.targetDate ?? view.today;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="schedule">
      <Stack gap="md">
        <ScheduleHeader view={view} />
        <TaskFilterControl filter={filter} onFilter={onFilter} />
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t({ id: 'timeline.axis.today', message: `Today · ${ph({ date: formatIsoDate(view.today, locale) })}` })}
          </Text>
          <Text size="xs" c="dimmed" ta="right">
            {t({
              id: 'timeline.axis.application',
              message: `Application day · ${ph({ date: formatIsoDate(planned, locale) })}`,
            })}
          </Text>
        </Group>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="schedule-list">
          {view.visible.map((entry, index) => (
            <ScheduleRow
              key={entry.taskId}
              entry={entry}
              today={view.today}
              progress={view.progress}
              task={view.tasks[entry.taskId]}
              divider={index > 0}
            />
          ))}
        </Box>
      </Stack>
    </Card>
  );
}
