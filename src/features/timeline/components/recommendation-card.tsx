import { ph } from '@lingui/core/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '@/domain/common';
import { TARGET_BUFFER_DAYS } from '@/domain/timeline';
import { formatIsoDate } from '@/lib/format-date';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { setTargetDate } from '../repo';

type Props = { recommended: string; targetDate: string | null };

export function RecommendationCard({ recommended, targetDate }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [busy, setBusy] = useState(false);
  const formatted = formatIsoDate(recommended, locale, 'long');

  const applyRecommended = async () => {
    setBusy(true);
    try {
      await setTargetDate(recommended);
    } catch (error) {
      logger.error('Failed to save the recommended date', error);
      toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid="recommendation">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'timeline.recommended.title', message: 'Recommended date' })}
        </Title>
        <Text fz="xl" fw={700} data-testid="recommended-date" data-date={recommended}>
          {formatted}
        </Text>
        <Text size="sm" c="dimmed">
          {t({
            id: 'timeline.recommended.body',
            message: `The earliest weekday that leaves every task, the slow documents included, at least ${ph({ days: TARGET_BUFFER_DAYS })} days of slack.`,
          })}
        </Text>
        {targetDate && targetDate < recommended && (
          <Text size="sm" fw={500}>
            {t({
              id: 'timeline.recommended.earlier',
              message: 'Your date is earlier than recommended, so some tasks are tight.',
            })}
          </Text>
        )}
        <Button
          variant={targetDate ? 'light' : 'filled'}
          onClick={applyRecommended}
          loading={busy}
          disabled={targetDate === recommended}
          data-print="hide"
          data-testid="use-recommended"
          style={{ alignSelf: 'flex-start' }}
        >
          {t({ id: 'timeline.recommended.use', message: 'Use recommended date' })}
        </Button>
      </Stack>
    </Card>
  );
}
