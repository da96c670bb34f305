import { ph, plural } from '@lingui/core/macro';
import { Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { SaveErrorAlert, SaveStatus, type SaveState } from '@/ui/save-status';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Statement, StatementTopic } from '@/domain/application';
import { statementTopics } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import {
  questionCount,
  statementSuggestions,
  topicGuides,
  type StatementAnswers,
  type StatementKind,
} from '@/domain/statements';
import { createStatementQueue } from '../repo';
import { useStatement } from '../use-statement';
import { StatementComposer } from './statement-composer';
import { TopicQuestions } from './topic-questions';

export function StatementPanel({ kind }: { kind: StatementKind }) {
  const statement = useStatement(kind);
  if (!statement) return <Loader aria-label="…" />;
  return <Workspace kind={kind} initial={statement} />;
}

/** Every edit goes to the save queue, keyed so a later edit of the same thing replaces an earlier one. */
function useStatementQueue(
  kind: StatementKind,
  locale: Locale,
  setAnswers: (f: (a: StatementAnswers) => StatementAnswers) => void,
) {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const queue = useMemo(
    () =>
      createStatementQueue(
        kind,
        () => setSaveState('error'),
        () => setSaveState((s) => (s === 'error' ? s : 'saved')),
      ),
    [kind],
  );
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.hasPending()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue]);
  const onAnswer = useCallback(
    (topic: StatementTopic, text: string) => {
      setAnswers((current) => ({ ...current, [topic]: text }));
      setSaveState('saving');
      queue.push(`answer:${topic}`, { type: 'answer', topic, text, questionLocale: locale });
    },
    [queue, locale, setAnswers],
  );
  const onContent = useCallback(
    (text: string) => {
      setSaveState('saving');
      queue.push('content', { type: 'content', text });
    },
    [queue],
  );
  const onWording = useCallback(
    (language: Locale, topic: StatementTopic, text: string) => {
      setSaveState('saving');
      queue.push(`wording:${language}:${topic}`, { type: 'wording', language, topic, text });
    },
    [queue],
  );
  return { queue, saveState, onAnswer, onContent, onWording };
}

/** The topics not covered yet, the ones officers weigh most first; each opens its question. */
function Suggestions({ topics, onOpen }: { topics: StatementTopic[]; onOpen: (topic: StatementTopic) => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (topics.length === 0) return null;
  return (
    <Stack gap={6} data-testid="suggestions">
      <Text size="sm">
        {t({
          id: 'statements.suggestions',
          message: 'Topics not covered yet (the ones officers weigh most come first):',
        })}
      </Text>
      <Group gap={6}>
        {topics.map((topic) => (
          <Button
            key={topic}
            size="compact-sm"
            variant="light"
            onClick={() => onOpen(topic)}
            data-testid={`suggest-${topic}`}
          >
            {pick(topicGuides[topic].title, locale)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function StepOneIntro({ kind, answered, saveState }: { kind: StatementKind; answered: number; saveState: SaveState }) {
  const total = statementTopics.length;
  const { t } = useLingui();
  return (
    <>
      <Title order={2} size="h3">
        {t({ id: 'statements.step1', message: '1. Answer the guiding questions' })}
      </Title>
      <Text size="sm" c="dimmed">
        {kind === 'personal'
          ? t({
              id: 'statements.step1_personal',
              message:
                'The applicant answers in English or Korean. Short, concrete answers with dates and places work best.',
            })
          : t({
              id: 'statements.step1_sponsor',
              message:
                'The Korean spouse answers, in Korean or English. Short, concrete answers with dates and places work best.',
            })}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600} data-testid="topics-answered">
          {t({
            id: 'statements.topics_answered',
            message: plural(total, {
              one: `${ph({ answered })} of # topic answered`,
              other: `${ph({ answered })} of # topics answered`,
            }),
          })}
        </Text>
        <SaveStatus state={saveState} />
      </Group>
      <Progress
        value={(answered / statementTopics.length) * 100}
        aria-label={t({ id: 'statements.topics_progress', message: 'Topics answered' })}
      />
    </>
  );
}

function Workspace({ kind, initial }: { kind: StatementKind; initial: Statement }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const statement = useStatement(kind) ?? initial;
  // The page owns what is typed; the queue writes it behind.
  const [answers, setAnswers] = useState<StatementAnswers>(initial.extractedInfo);
  const [openTopic, setOpenTopic] = useState<StatementTopic | null>(
    () => statementSuggestions(kind, initial.extractedInfo)[0] ?? null,
  );
  const { queue, saveState, onAnswer, onContent, onWording } = useStatementQueue(kind, locale, setAnswers);
  const answered = questionCount(answers);
  const openAndFocus = (topic: StatementTopic) => {
    setOpenTopic(topic);
    requestAnimationFrame(() => document.getElementById(`answer-${kind}-${topic}`)?.focus());
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm" data-print="hide">
        <StepOneIntro kind={kind} answered={answered} saveState={saveState} />
        {saveState === 'error' && <SaveErrorAlert onRetry={() => queue.retry()} />}
        <Suggestions topics={statementSuggestions(kind, answers)} onOpen={openAndFocus} />
        <TopicQuestions
          kind={kind}
          language={statement.language ?? locale}
          answers={answers}
          openTopic={openTopic}
          onOpenTopic={setOpenTopic}
          onAnswer={onAnswer}
        />
      </Stack>
      <StatementComposer
        kind={kind}
        statement={statement}
        answeredCount={answered}
        queue={queue}
        onContent={onContent}
        onWording={onWording}
      />
    </Stack>
  );
}
