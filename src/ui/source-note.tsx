import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { formatIsoDate } from '@/lib/format-date';

/** Where a rule or figure comes from (the shape of the domain's Source). */
export type SourceLike = {
  title: string;
  url?: string;
  asOf: string;
  uncertain?: boolean;
  estimate?: boolean;
  secondary?: boolean;
  note?: string;
  ko?: { title?: string; note?: string };
};

/**
 * The citation under a rule shown to users (decisions 15): source, "as of" date, and an
 * "uncertain" or "estimate" badge where the domain marks the fact so. Titles and notes are shown
 * in Korean when the UI is Korean and the domain gives them (D22); Korean names of sources
 * stay as printed.
 */
export function SourceNote({ source }: { source: SourceLike }) {
  const { t, i18n } = useLingui();
  const date = formatIsoDate(source.asOf, i18n.locale);
  const ko = i18n.locale === 'ko';
  const title = (ko && source.ko?.title) || source.title;
  const note = ko ? source.ko?.note : source.note;
  const flagged = source.uncertain || source.estimate || source.secondary;
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="source-note">
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t({ id: 'source.label', message: 'Source:' })}{' '}
        {source.url ? (
          <Anchor href={source.url} target="_blank" rel="noopener noreferrer" size="xs" inherit underline="always">
            {title}
          </Anchor>
        ) : (
          title
        )}{' '}
        · {t({ id: 'source.as_of', message: `as of ${ph({ date })}` })}
      </Text>
      {source.uncertain && (
        <Badge size="xs" color="yellow" variant="filled" autoContrast data-testid="source-uncertain">
          {t({ id: 'source.uncertain', message: 'Uncertain' })}
        </Badge>
      )}
      {source.secondary && (
        <Badge size="xs" color="grape" variant="light" data-testid="source-secondary">
          {t({ id: 'source.secondary_any', message: 'Likely — confirm where you apply' })}
        </Badge>
      )}
      {source.estimate && (
        <Badge size="xs" color="gray" variant="outline" data-testid="source-estimate">
          {t({ id: 'source.estimate', message: 'Estimate' })}
        </Badge>
      )}
      {flagged && (
        <Text size="xs" c="dimmed" w="100%" data-testid="source-reason">
          {note ||
            (source.estimate && !source.uncertain
              ? t({
                  id: 'source.estimate_help',
                  message: 'A planning estimate, not an official figure; allow extra time.',
                })
              : t({
                  id: 'source.uncertain_help',
                  message:
                    'The sources disagree or are incomplete here; confirm with the consulate or the 1345 hotline.',
                }))}
        </Text>
      )}
    </Group>
  );
}
