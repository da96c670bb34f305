import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { rehearsalQuestions, type RehearsalInput, type RehearsalQuestion } from '@/domain/rehearsal/questions';
import { badgeTone } from '@/ui/badge-tone';
import { logger } from '@/lib/logger';
import { SourceNote } from '@/ui/source-note';
import { finishRound, saveRoundAnswer, type RehearsalRound } from '../repo';
import { spouseLabel } from './labels';
import { AutoTextarea } from '@/ui/auto-textarea';

type Props = { round: RehearsalRound; input: RehearsalInput; onFinished: () => void; onLeave: () => void };

/** The round's position and the answer being typed: saved after a pause, at once on moving on. */
function useRound(round: RehearsalRound, input: RehearsalInput, onFinished: () => void) {
  const questions = useMemo(() => rehearsalQuestions(round.spouse, input), [round.spouse, input]);
  const [index, setIndex] = useState(Math.min(round.position, questions.length - 1));
  const question = questions[index];
  const [text, setText] = useState(round.answers[question.id] ?? '');
  const [failed, setFailed] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);

  const save = (value: string, at = index) =>
    saveRoundAnswer(round.spouse, question.id, value, at).then(
      () => setFailed(false),
      (error: unknown) => {
        setFailed(true);
        logger.error('A rehearsal answer could not be saved', error);
      },
    );

  // Typing saves after a short pause; moving on saves at once.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(value), 400);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const move = async (to: number) => {
    clearTimeout(timer.current);
    await save(text, to);
    stepped.current = true;
    setIndex(to);
    setText(round.answers[questions[to].id] ?? '');
  };
  useEffect(() => {
    if (stepped.current) titleRef.current?.focus();
    stepped.current = false;
  }, [index]);

  const finish = async () => {
    clearTimeout(timer.current);
    await save(text);
    await finishRound(round.spouse);
    onFinished();
  };

  return { questions, index, question, text, failed, titleRef, save, onType, move, finish };
}

function RoundHeader({ name, number, total }: { name: string; number: number; total: number }) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t({ id: 'rehearsal.round.whose', message: `${ph({ name })} rehearsing alone` })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="rehearsal-count">
          {t({ id: 'rehearsal.round.count', message: `Question ${ph({ number })} of ${ph({ total })}` })}
        </Text>
      </Group>
      <Progress
        value={(number / total) * 100}
        size="sm"
        aria-label={t({ id: 'rehearsal.round.progress', message: 'Rehearsal progress' })}
      />
    </Stack>
  );
}

/** A practice question says it is not official, and where couples report it. */
function PracticeNote({ source }: { source: NonNullable<RehearsalQuestion['practice']> }) {
  const { t } = useLingui();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t({
          id: 'rehearsal.practice_note',
          message: 'A topic couples report being asked about, not an official question.',
        })}
      </Text>
      <SourceNote source={source} />
    </Stack>
  );
}

/**
 * One question at a time, in the round's language. The screen receives the questions only: what
 * the forms or the other spouse said is not on it (the references are read after the round).
 */
export function RoundView({ round, input, onFinished, onLeave }: Props) {
  const { t, i18n } = useLingui();
  const { questions, index, question, text, failed, titleRef, save, onType, move, finish } = useRound(
    round,
    input,
    onFinished,
  );
  const total = questions.length;
  const number = index + 1;
  const name = i18n._(spouseLabel[round.spouse]);
  const last = index === total - 1;
  return (
    <Stack gap="md" data-testid="rehearsal-round">
      <RoundHeader name={name} number={number} total={total} />
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          {question.practice && (
            <Badge variant="light" w="fit-content" {...badgeTone('info')} data-testid="practice-badge">
              {t({ id: 'rehearsal.practice_badge', message: 'Practice question' })}
            </Badge>
          )}
          <Title
            order={2}
            size="h3"
            id={`rq-${question.id}`}
            ref={titleRef}
            tabIndex={-1}
            lang={round.language}
            data-testid="rehearsal-question"
          >
            {question.ask[round.language]}
          </Title>
          <AutoTextarea
            aria-labelledby={`rq-${question.id}`}
            lang={round.language}
            minRows={4}
            maxRows={12}
            value={text}
            onChange={(e) => onType(e.currentTarget.value)}
            data-testid="rehearsal-answer"
            description={t({
              id: 'rehearsal.round.hint',
              message: 'Answer as you would say it aloud. Dates, places, names and numbers are what get compared.',
            })}
          />
          {failed && (
            <Text size="sm" c="red" role="alert">
              {t({
                id: 'rehearsal.round.save_failed',
                message: 'This answer could not be saved on this device. It is still here; try again.',
              })}
            </Text>
          )}
          {question.practice && <PracticeNote source={question.practice} />}
        </Stack>
      </Card>
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="default" disabled={index === 0} onClick={() => void move(index - 1)}>
            {t({ id: 'rehearsal.round.previous', message: 'Previous' })}
          </Button>
          {!last && (
            <Button onClick={() => void move(index + 1)} data-testid="rehearsal-next">
              {t({ id: 'rehearsal.round.next', message: 'Next' })}
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="subtle" onClick={() => void save(text).then(onLeave)}>
            {t({ id: 'rehearsal.round.pause', message: 'Pause' })}
          </Button>
          <Button variant={last ? 'filled' : 'light'} onClick={() => void finish()} data-testid="rehearsal-finish">
            {t({ id: 'rehearsal.round.finish', message: 'Finish the round' })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
