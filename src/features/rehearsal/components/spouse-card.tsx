import { ph, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Spouse } from '@/domain/rehearsal/catalog';
import { rehearsalQuestions } from '@/domain/rehearsal/questions';
import { badgeTone } from '@/ui/badge-tone';
import { formatIsoDate } from '@/lib/format-date';
import type { RehearsalState } from '../repo';
import { otherSpouse, spouseLabel } from './labels';

type Props = { spouse: Spouse; state: RehearsalState; onRehearse: () => void; onResults: () => void };

/** One spouse's rehearsal: not started, in progress or finished, and what they can do next. */
export function SpouseCard({ spouse, state, onRehearse, onResults }: Props) {
  const { t, i18n } = useLingui();
  const round = state.rounds[spouse];
  const other = state.rounds[otherSpouse(spouse)];
  const name = i18n._(spouseLabel[spouse]);
  const total = rehearsalQuestions(spouse, state.input).length;
  const answered = round ? Object.values(round.answers).filter((a) => a.trim()).length : 0;
  const date = round?.finishedAt ? formatIsoDate(round.finishedAt.slice(0, 10), i18n.locale) : '';
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`rehearsal-card-${spouse}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="start">
          <Title order={2} size="h3">
            {name}
          </Title>
          {round?.finishedAt ? (
            <Badge variant="light" {...badgeTone('ok')}>
              {t({ id: 'rehearsal.status.finished', message: 'Rehearsed' })}
            </Badge>
          ) : round ? (
            <Badge variant="light" {...badgeTone('warn')}>
              {t({ id: 'rehearsal.status.in_progress', message: 'In progress' })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {spouse === 'sponsor'
            ? t({ id: 'rehearsal.card.sponsor_language', message: 'Asked in Korean, as the officer would ask you.' })
            : t({
                id: 'rehearsal.card.applicant_language',
                message: 'Asked in English or Korean: you choose, as you would at the interview.',
              })}
        </Text>
        <Text size="sm" data-testid={`rehearsal-status-${spouse}`}>
          {!round
            ? t({
                id: 'rehearsal.status.none',
                message: plural(total, {
                  one: 'Not rehearsed yet · # question',
                  other: 'Not rehearsed yet · # questions',
                }),
              })
            : round.finishedAt
              ? t({
                  id: 'rehearsal.status.done',
                  message: `Finished on ${ph({ date })}: ${ph({ answered })} of ${ph({ total })} answered`,
                })
              : t({ id: 'rehearsal.status.partial', message: `${ph({ answered })} of ${ph({ total })} answered` })}
        </Text>
        <Group gap="sm">
          <Button onClick={onRehearse} data-testid={`rehearse-${spouse}`}>
            {!round
              ? t({ id: 'rehearsal.start', message: 'Start rehearsing' })
              : round.finishedAt
                ? t({ id: 'rehearsal.again', message: 'Rehearse again' })
                : t({ id: 'rehearsal.continue', message: 'Continue' })}
          </Button>
          {round?.finishedAt && (
            <Button variant="default" onClick={onResults} data-testid={`results-${spouse}`}>
              {t({ id: 'rehearsal.see_results', message: 'See the results' })}
            </Button>
          )}
        </Group>
        {round?.finishedAt && !other?.finishedAt && (
          <Text size="xs" c="dimmed">
            {t({
              id: 'rehearsal.card.keep_hidden',
              message:
                "Until the other spouse has rehearsed, keep these results from them: they show these answers and the forms' answers.",
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
