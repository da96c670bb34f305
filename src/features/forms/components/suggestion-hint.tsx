import { Button, Group, Paper, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Confidence, AutoFillSource } from '@/domain/autofill-fields';
import type { FieldValue } from '@/domain/forms/types';

export type FieldSuggestion = { fieldId: string; value: FieldValue; source: AutoFillSource | undefined; confidence: Confidence };

/** A suggestion is offered, never applied silently: the user accepts it or keeps typing. */
export function SuggestionHint({ suggestion, onAccept }: { suggestion: FieldSuggestion; onAccept: () => void }) {
  const { t } = useLingui();
  const source = {
    passport: t({ id: 'suggest.source.passport', message: 'passport' }),
    marriageCertificate: t({ id: 'suggest.source.marriage', message: 'marriage certificate' }),
    birthCertificate: t({ id: 'suggest.source.birth', message: 'birth certificate' }),
    manual: t({ id: 'suggest.source.manual', message: 'your earlier answers' }),
  }[suggestion.source ?? 'manual'];
  const confidence = {
    high: t({ id: 'suggest.conf.high', message: 'high confidence' }),
    medium: t({ id: 'suggest.conf.medium', message: 'medium confidence' }),
    low: t({ id: 'suggest.conf.low', message: 'low confidence — check it' }),
  }[suggestion.confidence];
  const value = Array.isArray(suggestion.value) ? suggestion.value.join(', ') : String(suggestion.value);
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-default-hover)" data-testid="suggestion">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">
          {t({ id: 'suggest.text', message: `Suggested from your ${source} (${confidence}):` })}{' '}
          <Text span fw={600}>
            {value}
          </Text>
        </Text>
        <Button size="compact-sm" variant="light" onClick={onAccept}>
          {t({ id: 'suggest.use', message: 'Use this' })}
        </Button>
      </Group>
    </Paper>
  );
}
