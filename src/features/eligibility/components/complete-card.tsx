import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { EligibilityCheck } from '@/domain/eligibility/types';
import { formatIsoDate } from '@/lib/format-date';
import { logger } from '@/lib/logger';
import { AnchorLink } from '@/ui/links/anchor-link';
import { toast } from '@/lib/toast';
import { markEligibilityComplete } from '../repo';

type Props = {
  completedAt: string | null;
  canComplete: boolean;
  /** Questions not answered yet. */
  unanswered?: number;
  /** Checks still to acknowledge: named, so a disabled button says what is missing (a trial). */
  toAcknowledge?: Pick<EligibilityCheck, 'title'>[];
};

/** Marks the step complete (and the timeline task), or says when it was. */
export function CompleteCard({ completedAt, canComplete, unanswered = 0, toAcknowledge = [] }: Props) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  if (completedAt) {
    const date = formatIsoDate(completedAt.slice(0, 10), i18n.locale);
    return (
      <Alert
        color="brand"
        radius="lg"
        title={t({ id: 'eligibility.complete_title', message: 'Eligibility step complete' })}
        data-testid="eligibility-completed"
      >
        <Stack gap={6}>
          <Text size="sm">
            {t({
              id: 'eligibility.complete_body',
              message: `Marked complete on ${ph({ date })}. The eligibility task on your timeline is done. If an answer changes, the check runs again.`,
            })}
          </Text>
          <AnchorLink to="/timeline" size="sm">
            {t({ id: 'eligibility.to_timeline', message: 'Open the timeline planner' })}
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }

  const complete = async () => {
    setBusy(true);
    try {
      await markEligibilityComplete();
      toast.success(t({ id: 'eligibility.completed_toast', message: 'Eligibility marked complete.' }));
    } catch (error) {
      logger.error('Failed to mark eligibility complete', error);
      toast.error(
        t({ id: 'eligibility.complete_failed', message: 'Could not mark the step complete. Please try again.' }),
      );
    } finally {
      setBusy(false);
    }
  };

  const checks = toAcknowledge.map((c) => pick(c.title, i18n.locale as Locale)).join(', ');
  const blocked =
    unanswered > 0
      ? t({
          id: 'eligibility.mark_complete_unanswered',
          message: plural(unanswered, {
            one: 'Available once the last question is answered.',
            other: 'Available once the # questions still open are answered.',
          }),
        })
      : toAcknowledge.length > 0
        ? t({
            id: 'eligibility.mark_complete_acknowledge',
            message: `Available once you tick “I have read this and will take care of it” under: ${ph({ checks })}.`,
          })
        : t({
            id: 'eligibility.mark_complete_blocked',
            message: 'Available once every question is answered and every check is met.',
          });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Button onClick={complete} disabled={!canComplete} loading={busy} data-testid="mark-eligibility-complete">
          {t({ id: 'eligibility.mark_complete', message: 'Mark eligibility complete' })}
        </Button>
        <Text size="xs" c="dimmed" data-testid="mark-eligibility-complete-why">
          {canComplete
            ? t({
                id: 'eligibility.mark_complete_ready',
                message: 'This also completes the eligibility task on your timeline.',
              })
            : blocked}
        </Text>
      </Stack>
    </Card>
  );
}
