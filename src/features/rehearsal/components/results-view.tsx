import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { Spouse } from '@/domain/rehearsal/catalog';
import { reviewRound, type QuestionReview } from '@/domain/rehearsal/compare';
import { knownNames, rehearsalQuestions } from '@/domain/rehearsal/questions';
import type { RehearsalState } from '../repo';
import { otherSpouse, spouseLabel } from './labels';
import { ReviewCard } from './review-card';
import { RoundActions } from './round-actions';

type Props = { spouse: Spouse; state: RehearsalState; onHandOver: (other: Spouse) => void; onHome: () => void };

/** The answers that differ in a fact, each linked to its card. */
function MismatchSummary({ mismatches }: { mismatches: QuestionReview[] }) {
  const { t, i18n } = useLingui();
  const count = mismatches.length;
  return count > 0 ? (
    <Alert color="red" variant="light" data-testid="rehearsal-mismatch-summary">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t({
            id: 'rehearsal.results.mismatches',
            message: `Answers that differ in a date, place, name, number or yes/no: ${ph({ count })}`,
          })}
        </Text>
        <Text size="sm">
          {t({
            id: 'rehearsal.results.mismatches_help',
            message:
              'An officer may ask about each of these. Check which is right; where the form is wrong, follow the link and correct it.',
          })}
        </Text>
        <Group gap="xs">
          {mismatches.map((r) => (
            <Anchor key={r.question.id} href={`#review-${r.question.id}`} size="sm">
              {r.question.ask[i18n.locale === 'ko' ? 'ko' : 'en']}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Alert>
  ) : (
    <Alert color="teal" variant="light" data-testid="rehearsal-no-mismatch">
      {t({
        id: 'rehearsal.results.none',
        message: 'No date, place, name or number in these answers differs from the forms or statements.',
      })}
    </Alert>
  );
}

/** After one spouse's round: hand the phone over, the next screen hides these results. */
function HandOver({ other, onHandOver }: { other: Spouse; onHandOver: (other: Spouse) => void }) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="rehearsal-hand-over">
      <Stack gap="xs">
        <Text fw={600}>{t({ id: 'rehearsal.results.other_next', message: 'Next: your spouse rehearses alone' })}</Text>
        <Text size="sm">
          {t({
            id: 'rehearsal.results.other_next_help',
            message:
              'Their answers will then appear beside these. On this phone, hand it over: the next screen hides these results.',
          })}
        </Text>
        <Button w="fit-content" onClick={() => onHandOver(other)} data-testid="rehearsal-hand-over-button">
          {other === 'sponsor'
            ? t({ id: 'rehearsal.alone.title_sponsor', message: 'Hand the phone to the Korean spouse' })
            : t({ id: 'rehearsal.alone.title_applicant', message: 'Hand the phone to the applicant' })}
        </Button>
      </Stack>
    </Card>
  );
}

/** A finished round: each answer beside the forms, the statements and, once they have rehearsed, the other spouse. */
export function ResultsView({ spouse, state, onHandOver, onHome }: Props) {
  const { t, i18n } = useLingui();
  const round = state.rounds[spouse]!;
  const other = otherSpouse(spouse);
  const otherRound = state.rounds[other];
  const otherDone = !!otherRound?.finishedAt;
  const reviews = useMemo(
    () =>
      reviewRound(
        rehearsalQuestions(spouse, state.input),
        round.answers,
        knownNames(state.input),
        otherDone ? { spouse: other, answers: otherRound.answers } : undefined,
      ),
    [spouse, state.input, round.answers, otherDone, other, otherRound],
  );
  const mismatches = reviews.filter((r) => r.mismatch);
  const name = i18n._(spouseLabel[spouse]);

  return (
    <Stack gap="md" data-testid="rehearsal-results">
      <Title order={2} size="h3">
        {t({ id: 'rehearsal.results.title', message: `Results: ${ph({ name })}` })}
      </Title>
      <MismatchSummary mismatches={mismatches} />
      <Text size="sm" c="dimmed">
        {t({
          id: 'rehearsal.results.how',
          message:
            'Answers are compared by their facts (dates, places, names, numbers, yes or no), not word for word: saying it differently is fine, and saying less is not a mismatch.',
        })}
      </Text>
      {!otherDone && <HandOver other={other} onHandOver={onHandOver} />}
      {reviews.map((review) => (
        <ReviewCard key={review.question.id} review={review} spouse={spouse} />
      ))}
      <Button variant="default" w="fit-content" onClick={onHome}>
        {t({ id: 'rehearsal.results.done', message: 'Back to the rehearsal' })}
      </Button>
      <RoundActions spouse={spouse} name={name} reviews={reviews} onDeleted={onHome} />
    </Stack>
  );
}
