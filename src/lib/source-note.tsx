import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { formatIsoDate } from './format-date';

/** Where a rule or figure comes from (the shape of the domain's Source). */
export type SourceLike = { title: string; url?: string; asOf: string; uncertain?: boolean; note?: string };

/**
 * The citation under a rule shown to users (decisions 15): source, "as of" date, and an
 * "uncertain" badge where the domain marks the fact as uncertain. Citations and notes are
 * kept in English, as the sources are.
 */
export function SourceNote({ source }: { source: SourceLike }) {
  const { t, i18n } = useLingui();
  const date = formatIsoDate(source.asOf, i18n.locale);
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="source-note">
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t({ id: 'source.label', message: 'Source:' })}{' '}
        {source.url ? (
          <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" inherit>
            {source.title}
          </Anchor>
        ) : (
          source.title
        )}{' '}
        · {t({ id: 'source.as_of', message: `as of ${ph({ date })}` })}
      </Text>
      {source.uncertain && (
        <Badge size="xs" color="yellow" variant="filled" autoContrast data-testid="source-uncertain">
          {t({ id: 'source.uncertain', message: 'Uncertain' })}
        </Badge>
      )}
      {source.uncertain && (
        <Text size="xs" c="dimmed" w="100%">
          {i18n.locale === 'en' && source.note
            ? source.note
            : t({ id: 'source.uncertain_help', message: 'The sources disagree or are incomplete here; confirm with the consulate or the 1345 hotline.' })}
        </Text>
      )}
    </Group>
  );
}
