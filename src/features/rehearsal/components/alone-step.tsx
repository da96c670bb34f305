import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Spouse } from '@/domain/rehearsal/catalog';
import type { RehearsalRound } from '../repo';

type Props = {
  spouse: Spouse;
  round: RehearsalRound | undefined;
  onStart: (language: 'en' | 'ko') => void;
  onContinue: () => void;
  onCancel: () => void;
};

/**
 * The step before a round: only this spouse should see the screen now (on their own phone, or the
 * phone handed over). Nothing of the other spouse's answers or the forms' answers is on it.
 */
export function AloneStep({ spouse, round, onStart, onContinue, onCancel }: Props) {
  const { t, i18n } = useLingui();
  // The Korean spouse is interviewed in Korean; the applicant chooses (default: the app's language).
  const [language, setLanguage] = useState<'en' | 'ko'>(
    spouse === 'sponsor' ? 'ko' : (round?.language ?? (i18n.locale === 'ko' ? 'ko' : 'en')),
  );
  const labelId = useId();
  const resuming = round && !round.finishedAt;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="rehearsal-alone">
      <Stack gap="md">
        <Title order={2} size="h3">
          {spouse === 'sponsor'
            ? t({ id: 'rehearsal.alone.title_sponsor', message: 'Hand the phone to the Korean spouse' })
            : t({ id: 'rehearsal.alone.title_applicant', message: 'Hand the phone to the applicant' })}
        </Title>
        <Text>
          {t({
            id: 'rehearsal.alone.body',
            message:
              "Rehearse alone, as an officer may interview each of you alone. Your spouse's answers and what the forms say stay hidden until you finish the round. Answer as you would say it aloud; there is no time limit.",
          })}
        </Text>
        {spouse === 'applicant' && !resuming && (
          <Stack gap={6}>
            <Text id={labelId} size="sm" fw={500}>
              {t({ id: 'rehearsal.alone.language', message: 'Ask me the questions in' })}
            </Text>
            <SegmentedControl
              aria-labelledby={labelId}
              value={language}
              onChange={(v) => setLanguage(v as 'en' | 'ko')}
              data={[
                { value: 'en', label: 'English' },
                { value: 'ko', label: '한국어' },
              ]}
              data-testid="rehearsal-language"
              w="fit-content"
            />
          </Stack>
        )}
        {spouse === 'sponsor' && (
          <Text size="sm" c="dimmed">
            {t({
              id: 'rehearsal.alone.korean',
              message: 'The questions are in Korean, as the officer would ask them.',
            })}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={resuming ? onContinue : () => onStart(language)} data-testid="rehearsal-begin">
            {spouse === 'sponsor'
              ? resuming
                ? t({ id: 'rehearsal.alone.continue_sponsor', message: 'I am the Korean spouse: continue' })
                : t({ id: 'rehearsal.alone.start_sponsor', message: 'I am the Korean spouse: start' })
              : resuming
                ? t({ id: 'rehearsal.alone.continue_applicant', message: 'I am the applicant: continue' })
                : t({ id: 'rehearsal.alone.start_applicant', message: 'I am the applicant: start' })}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t({ id: 'rehearsal.back', message: 'Back' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
