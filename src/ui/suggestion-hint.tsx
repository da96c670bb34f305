import { Button, Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Where a suggested value came from and how sure the reading is (the auto-fill data's terms). */
export type SuggestionView = {
  value: string;
  source: 'passport' | 'marriageCertificate' | 'birthCertificate' | 'manual' | undefined;
  confidence: 'high' | 'medium' | 'low';
  /** Typed by hand, not read from a document. */
  typed?: boolean;
};

/** A suggestion is offered, never applied silently: the user accepts it or keeps typing. */
export function SuggestionHint({ suggestion, onAccept }: { suggestion: SuggestionView; onAccept: () => void }) {
  const { t } = useLingui();
  const fromAnswers = suggestion.source === 'manual' || suggestion.source === undefined;
  const source = {
    passport: t({ id: 'suggest.source.passport', message: 'passport' }),
    marriageCertificate: t({ id: 'suggest.source.marriage', message: 'marriage certificate' }),
    birthCertificate: t({ id: 'suggest.source.birth', message: 'birth certificate' }),
    manual: t({ id: 'suggest.source.manual', message: 'other answers' }),
  }[suggestion.source ?? 'manual'];
  // Only a value read from a document has a read confidence; one typed by hand says so.
  const confidence =
    suggestion.typed || fromAnswers
      ? t({ id: 'audit.typed', message: 'typed by you' })
      : {
          high: t({ id: 'suggest.conf.high', message: 'high confidence' }),
          medium: t({ id: 'suggest.conf.medium', message: 'medium confidence' }),
          low: t({ id: 'suggest.conf.low', message: 'low confidence — check it' }),
        }[suggestion.confidence];
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-default-hover)"
      data-testid="suggestion"
      data-print="hide"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {/* "Your other answers" are typed by the user already: saying "typed by you" again repeats it. */}
          {fromAnswers
            ? t({ id: 'suggest.text_answers', message: 'Suggested from your other answers:' })
            : t({ id: 'suggest.text', message: `Suggested from your ${source} (${confidence}):` })}{' '}
          <Text span fw={600}>
            {suggestion.value}
          </Text>
        </Text>
        <Button size="compact-sm" variant="light" onClick={onAccept}>
          {t({ id: 'suggest.use', message: 'Use this' })}
        </Button>
      </Group>
    </Paper>
  );
}
