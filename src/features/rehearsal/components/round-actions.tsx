import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { QuestionReview } from '@/domain/rehearsal/compare';
import type { Spouse } from '@/domain/rehearsal/catalog';
import { logger } from '@/lib/logger';
import { deleteRound } from '../repo';

type Props = { spouse: Spouse; name: string; reviews: QuestionReview[]; onDeleted: () => void };

/**
 * What the user may choose to do with a private rehearsal: keep a copy as a file (it is never in a
 * backup or synced otherwise), or erase it from this device.
 */
export function RoundActions({ spouse, name, reviews, onDeleted }: Props) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const save = () => {
    const locale = i18n.locale as Locale;
    const text = [
      `${t({ id: 'rehearsal.title', message: 'Interview rehearsal' })}: ${name}`,
      '',
      ...reviews.flatMap((r) => [
        `${pick(r.question.ask, locale)}`,
        r.answer || t({ id: 'rehearsal.review.no_answer', message: '(not answered)' }),
        '',
      ]),
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `rehearsal-${spouse}.txt`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const erase = () =>
    deleteRound(spouse).then(onDeleted, (error: unknown) => logger.error('Could not delete a rehearsal', error));
  return (
    <Group gap="sm">
      <Button variant="default" onClick={save} data-testid="rehearsal-save-file">
        {t({ id: 'rehearsal.save_file', message: 'Save these answers as a file' })}
      </Button>
      {confirming ? (
        <Group gap="xs">
          <Text size="sm">
            {t({ id: 'rehearsal.delete_confirm', message: 'Delete this rehearsal from this device?' })}
          </Text>
          <Button color="red" onClick={() => void erase()} data-testid="rehearsal-delete-yes">
            {t({ id: 'rehearsal.delete_yes', message: 'Delete' })}
          </Button>
          <Button variant="subtle" onClick={() => setConfirming(false)}>
            {t({ id: 'rehearsal.delete_no', message: 'Keep it' })}
          </Button>
        </Group>
      ) : (
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="rehearsal-delete">
          {t({ id: 'rehearsal.delete', message: 'Delete this rehearsal' })}
        </Button>
      )}
    </Group>
  );
}
