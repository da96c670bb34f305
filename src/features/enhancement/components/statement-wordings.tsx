import { ph } from '@lingui/core/macro';
import { Blockquote, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef, useState } from 'react';
import { toneText } from '@/ui/badge-tone';
import type { Statement, StatementTopic } from '@/domain/application';
import { pick, type Locale } from '@/domain/common';
import { missingWordings, topicsNeedingWording, wordingOf } from '@/domain/statement-wording';
import { topicGuides, type StatementKind } from '@/domain/statements';
import { AutoTextarea } from '@/ui/auto-textarea';

type Props = {
  kind: StatementKind;
  /** The statement's language. */
  language: Locale;
  statement: Statement;
  onWording: (language: Locale, topic: StatementTopic, text: string) => void;
};

/**
 * Asks for the wording, in the statement's language, of each answer written in the other one, and
 * says which are still missing: a statement never mixes two languages. Nothing is
 * translated for the user; the words must be the couple's own.
 */
export function StatementWordings({ kind, language, statement, onWording }: Props) {
  const { t, i18n } = useLingui();
  const uiLocale = i18n.locale as Locale;
  const topics = topicsNeedingWording(statement.extractedInfo, language);
  if (topics.length === 0) return null;
  const missing = missingWordings(statement, language).map((topic) => pick(topicGuides[topic].title, uiLocale));
  const count = missing.length;
  const list = missing.join(', ');
  return (
    <Stack gap="sm" data-testid="statement-wordings" data-print="hide">
      <Title order={3} size="h5">
        {language === 'ko'
          ? t({ id: 'statements.wording.title_ko', message: 'Korean wording of the answers written in English' })
          : t({ id: 'statements.wording.title_en', message: 'English wording of the answers written in Korean' })}
      </Title>
      <Text size="sm">
        {language === 'ko'
          ? t({
              id: 'statements.wording.help_ko',
              message:
                'A Korean statement is in Korean only. Type the Korean wording of each answer below in your own words; the statement uses it. An answer without one is left as a blank line to write on by hand.',
            })
          : t({
              id: 'statements.wording.help_en',
              message:
                'An English statement is in English only. Type the English wording of each answer below in your own words; the statement uses it. An answer without one is left as a blank line to write on by hand.',
            })}
      </Text>
      <Text size="sm" fw={600} c={count ? toneText.bad : undefined} data-testid="wording-missing" role="status">
        {count
          ? t({ id: 'statements.wording.missing', message: `Still missing (${ph({ count })}): ${ph({ list })}` })
          : t({
              id: 'statements.wording.none_missing',
              message: 'Every answer has its wording. Compose the statement again to use the latest wording.',
            })}
      </Text>
      {topics.map((topic) => (
        <WordingField
          key={`${language}:${topic}`}
          id={`wording-${kind}-${language}-${topic}`}
          topic={topic}
          title={pick(topicGuides[topic].title, uiLocale)}
          original={statement.extractedInfo[topic] ?? ''}
          initial={wordingOf(statement, language, topic)}
          language={language}
          onWording={onWording}
        />
      ))}
    </Stack>
  );
}

type FieldProps = {
  id: string;
  topic: StatementTopic;
  title: string;
  original: string;
  initial: string;
  language: Locale;
  onWording: Props['onWording'];
};

/** Owns its text while shown, so a keystroke re-renders only this box. */
const WordingField = memo(function WordingField({
  id,
  topic,
  title,
  original,
  initial,
  language,
  onWording,
}: FieldProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  // The final application step links to each missing wording (#wording-…): bring it into view, ready to type.
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [id]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Blockquote p="xs" fz="sm" lang={language === 'ko' ? 'en' : 'ko'}>
        {original}
      </Blockquote>
      <AutoTextarea
        id={id}
        ref={ref}
        lang={language}
        label={
          language === 'ko'
            ? t({ id: 'statements.wording.label_ko', message: `In Korean: ${ph({ title })}` })
            : t({ id: 'statements.wording.label_en', message: `In English: ${ph({ title })}` })
        }
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onWording(language, topic, e.currentTarget.value);
        }}
        minRows={3}
        maxRows={12}
        data-testid={`wording-${topic}`}
      />
    </Stack>
  );
});
