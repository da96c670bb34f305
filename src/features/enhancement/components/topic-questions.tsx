import { MAX_LONG_ANSWER_CHARS, TextLimit, usePasteCut, withinLimit } from '@/ui/text-limit';
import { Accordion, Badge, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import type { StatementTopic } from '@/domain/application';
import { statementTopics } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { topicGuides, type StatementAnswers, type StatementKind } from '@/domain/statements';
import { StoryPlace, tellsPlace } from './story-place';
import { AutoTextarea } from '@/ui/auto-textarea';

type Props = {
  kind: StatementKind;
  /** The language the statement is composed in: the version of a place it reads (D26). */
  language: Locale;
  answers: StatementAnswers;
  openTopic: StatementTopic | null;
  onOpenTopic: (topic: StatementTopic | null) => void;
  onAnswer: (topic: StatementTopic, text: string) => void;
};

/** The ten topics, each with its guiding questions, what the officer looks for, and the answer box. */
export function TopicQuestions({ kind, language, answers, openTopic, onOpenTopic, onAnswer }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Accordion
      variant="separated"
      radius="md"
      value={openTopic}
      onChange={(value) => onOpenTopic(value as StatementTopic | null)}
    >
      {statementTopics.map((topic) => {
        const guide = topicGuides[topic];
        const title = pick(guide.title, locale);
        const answered = !!answers[topic]?.trim();
        return (
          <Accordion.Item key={topic} value={topic} data-testid={`topic-${topic}`}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="xs" pr="xs">
                <Text fw={600}>{title}</Text>
                {answered ? (
                  <Badge color="brand" variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {t({ id: 'statements.answered', message: 'Answered' })}
                  </Badge>
                ) : guide.core.includes(kind) ? (
                  <Badge color="gray" variant="outline" size="sm" style={{ flexShrink: 0 }}>
                    {t({ id: 'statements.key_topic', message: 'Key topic' })}
                  </Badge>
                ) : null}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <List size="sm" spacing={4}>
                  {guide.questions[kind].map((question) => (
                    <List.Item key={question.en}>{pick(question, locale)}</List.Item>
                  ))}
                </List>
                <Text size="sm" c="dimmed">
                  <Text span fw={600} inherit>
                    {t({ id: 'statements.officer_looks_for', message: 'What the officer looks for:' })}
                  </Text>{' '}
                  {pick(guide.hint, locale)}
                  {guide.note?.[kind] ? ` ${pick(guide.note[kind], locale)}` : ''}
                </Text>
                {tellsPlace(topic) && openTopic === topic && <StoryPlace topic={topic} language={language} />}
                <TopicAnswer
                  id={`answer-${kind}-${topic}`}
                  topic={topic}
                  title={title}
                  initial={answers[topic] ?? ''}
                  onAnswer={onAnswer}
                />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

type AnswerProps = {
  id: string;
  topic: StatementTopic;
  title: string;
  initial: string;
  onAnswer: (topic: StatementTopic, text: string) => void;
};

/** Owns its text while shown, so a keystroke re-renders only this box. */
const TopicAnswer = memo(function TopicAnswer({ id, topic, title, initial, onAnswer }: AnswerProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const { cut, onPaste } = usePasteCut(text.length, MAX_LONG_ANSWER_CHARS);
  return (
    <AutoTextarea
      id={id}
      label={
        <>
          {t({ id: 'statements.your_answer', message: 'Your answer' })} <VisuallyHidden>{`(${title})`}</VisuallyHidden>
        </>
      }
      value={text}
      maxLength={MAX_LONG_ANSWER_CHARS}
      onPaste={onPaste}
      onChange={(e) => {
        const next = withinLimit(e.currentTarget.value, MAX_LONG_ANSWER_CHARS);
        setText(next);
        onAnswer(topic, next);
      }}
      inputContainer={(input) => (
        <>
          {input}
          <TextLimit length={text.length} max={MAX_LONG_ANSWER_CHARS} cut={cut} />
        </>
      )}
      minRows={4}
      maxRows={14}
      data-testid={`answer-${topic}`}
    />
  );
});
