import { ph } from '@lingui/core/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { getTask } from '@/domain/timeline';
import type { CriticalIssue } from '@/domain/timeline';
import { formatIsoDate } from '@/lib/format-date';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { setTargetDate } from '../repo';

type Props = { issues: CriticalIssue[]; recommended: string };

/** Time-sensitive documents that should already have started: rush them, or move the date. */
export function CriticalWarning({ issues, recommended }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const recommendedText = formatIsoDate(recommended, locale, 'long');

  const moveDate = () =>
    setTargetDate(recommended).catch((error: unknown) => {
      logger.error('Failed to move the target date', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    });

  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title={t({ id: 'timeline.critical.title', message: 'Critical timeline issue' })}
      data-testid="critical-warning"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t({
            id: 'timeline.critical.body',
            message: 'Some time-sensitive documents should already have been started for this date:',
          })}
        </Text>
        <List size="sm" spacing={6}>
          {issues.map((issue) => {
            const task = getTask(issue.taskId);
            const title = task ? pick(task.title, locale) : issue.taskId;
            const advice = !issue.stillPossible
              ? t({
                  id: 'timeline.critical.impossible',
                  message: 'Not possible by this date, even with the fastest services.',
                })
              : issue.expeditedCouldMakeIt
                ? task?.expedited
                  ? t({
                      id: 'timeline.critical.expedite',
                      message: `Expedited service can still make it: ${ph({ note: pick(task.expedited.note, locale) })}`,
                    })
                  : t({ id: 'timeline.critical.start_today', message: 'Start today and it can still make it.' })
                : t({
                    id: 'timeline.critical.too_late',
                    message: 'Even expedited services are unlikely to be enough.',
                  });
            return (
              <List.Item key={issue.taskId} data-testid={`critical-${issue.taskId}`}>
                <Text span fw={600} size="sm">
                  {title}
                </Text>
                {' — '}
                {t({
                  id: 'timeline.critical.late_by',
                  message: `should have started by ${ph({ date: formatIsoDate(issue.latestStart, locale) })}.`,
                })}{' '}
                {advice}
              </List.Item>
            );
          })}
        </List>
        <Text size="sm">
          {t({
            id: 'timeline.critical.advice',
            message: `Start them today with expedited services where they exist, or move your application to the recommended date, ${ph({ date: recommendedText })}.`,
          })}
        </Text>
        <Button
          variant="default"
          onClick={moveDate}
          data-print="hide"
          data-testid="critical-move-date"
          style={{ alignSelf: 'flex-start' }}
        >
          {t({ id: 'timeline.critical.move', message: `Move to ${ph({ date: recommendedText })}` })}
        </Button>
      </Stack>
    </Alert>
  );
}
