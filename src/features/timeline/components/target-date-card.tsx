import { ph } from '@lingui/core/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/domain/common';
import { addDays, isIsoDate, isWeekend } from '@/domain/timeline';
import { formatIsoDate } from '@/lib/format-date';
import { KeptDateInput } from '@/ui/kept-inputs';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { setTargetDate } from '../repo';
import { warningText } from './colors';

type Props = { targetDate: string | null; plannedDate: string | null; today: string; daysLeft: number | null };

/** Ten years ahead is far beyond any plan; it also stops half-typed years (0202) being saved. */
const MAX_YEARS_AHEAD = 10;

export function TargetDateCard({ targetDate, plannedDate, today, daysLeft }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const max = addDays(today, 365 * MAX_YEARS_AHEAD);
  // A saved date that has since passed (the input refuses new past dates itself).
  const inPast = !!targetDate && isIsoDate(targetDate) && targetDate < today;

  const save = (value: string | null) =>
    setTargetDate(value).catch((error: unknown) => {
      logger.error('Failed to save the target date', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    });

  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'timeline.target.title', message: 'Your application date' })}
        </Title>
        <KeptDateInput
          label={t({ id: 'timeline.target.label', message: 'Target application date' })}
          description={t({
            id: 'timeline.target.description_any',
            message: 'The day you plan to hand in the application.',
          })}
          value={targetDate}
          min={today}
          max={max}
          onChange={(value) => void save(value)}
          tooEarly={t({ id: 'timeline.target.past', message: 'This date has passed. Choose a future date.' })}
          tooLate={t({ id: 'timeline.target.too_late', message: 'Choose a date within the next ten years.' })}
          error={
            inPast
              ? t({ id: 'timeline.target.past', message: 'This date has passed. Choose a future date.' })
              : undefined
          }
          data-testid="target-date-input"
        />
        {daysLeft !== null && (
          <Group gap="xs" align="baseline">
            <Text fz={32} fw={700} lh={1} data-testid="days-until">
              {Math.max(daysLeft, 0)}
            </Text>
            <Text size="sm" c="dimmed">
              {t({ id: 'timeline.target.days_left', message: 'days left until your application' })}
            </Text>
          </Group>
        )}
        {daysLeft !== null && daysLeft < 0 && (
          <Text size="sm" c={warningText} fw={500}>
            {t({ id: 'timeline.target.passed', message: 'Your target date has passed. Choose a new date.' })}
          </Text>
        )}
        {targetDate && plannedDate && isWeekend(targetDate) && (
          <Text size="sm" c="dimmed">
            {t({
              id: 'timeline.target.weekend',
              message: `Consulates are closed at weekends, so the plan aims for ${ph({ date: formatIsoDate(plannedDate, locale, 'long') })}.`,
            })}
          </Text>
        )}
        {targetDate && (
          <Group data-print="hide">
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={() => void save(null)}
              data-testid="clear-target"
            >
              {t({ id: 'timeline.target.clear', message: 'Clear date' })}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
