import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { saveApplicationDate, saveEligibility } from '../repo';

type Props = { targetDate: string | null; today: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The application date decides which year's income table applies (section 13 C2). It is the
 * timeline's target date; asked here only when the timeline has none, and shown otherwise.
 */
export function ApplicationDateQuestion({ targetDate, today }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(targetDate ?? '');
  const [shown, setShown] = useState(targetDate);
  if (shown !== targetDate) {
    setShown(targetDate);
    setDraft(targetDate ?? '');
  }
  const onChange = (value: string) => {
    setDraft(value);
    if (value !== '' && !(ISO_DAY.test(value) && value >= today)) return;
    // The stored result (read by the dashboard and the final checklist) follows the new date's table.
    saveApplicationDate(value === '' ? null : value)
      .then(() => saveEligibility({}))
      .catch((error: unknown) => {
        logger.error('Failed to save the application date', error);
        toast.error(t({ id: 'timeline.save_failed', message: 'Could not save. Please try again.' }));
      });
  };
  const inPast = ISO_DAY.test(draft) && draft < today;
  return (
    <TextInput
      type="date"
      label={t({ id: 'eligibility.application_date', message: 'When do you plan to apply?' })}
      description={t({
        id: 'eligibility.application_date_help',
        message: "The income table in force on that day applies. It is the same date as the timeline's target date.",
      })}
      value={draft}
      min={today}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={
        inPast ? t({ id: 'timeline.target.past', message: 'This date has passed. Choose a future date.' }) : undefined
      }
      maw={360}
      data-testid="eligibility-application-date"
    />
  );
}
