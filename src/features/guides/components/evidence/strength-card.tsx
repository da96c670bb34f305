import { ph } from '@lingui/core/macro';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StrengthResult } from '@/domain/evidence/strength';
import { AnchorLink } from '@/ui/links/anchor-link';

type Props = {
  /** The stored figures (spec: 0 until recalculated, 50/50 with nothing chosen). */
  shown: { photos: number; texts: number };
  /** Why, from the current selection. */
  reasons: StrengthResult['reasons'];
  onRecalculate: () => void;
};

/** The reason for each figure, in words, from the current selection. */
function useStrengthReasons(reasons: StrengthResult['reasons']) {
  const { t } = useLingui();
  const photoReason =
    reasons.photos.kind === 'starting'
      ? t({
          id: 'guides.evidence.reason.photos_start',
          message: 'No photos chosen yet: choose some above (Recalculate gives the starting estimate).',
        })
      : reasons.photos.enough
        ? t({
            id: 'guides.evidence.reason.photos_enough',
            message: `Photos chosen: ${ph({ count: reasons.photos.count })}, a full set.`,
          })
        : t({
            id: 'guides.evidence.reason.photos_more',
            message: `Photos chosen: ${ph({ count: reasons.photos.count })}. Around 10, from different times and with both families, make a full set.`,
          });
  if (reasons.texts.kind === 'starting') {
    const textReason = t({
      id: 'guides.evidence.reason.texts_start',
      message: 'No messages chosen yet: import a chat and choose some above (Recalculate gives the starting estimate).',
    });
    return { photoReason, textReason };
  }
  const { count, spanDays, weakest } = reasons.texts;
  const base = t({
    id: 'guides.evidence.reason.texts_base',
    message: `Messages chosen: ${ph({ count })}, spanning ${ph({ spanDays })} days.`,
  });
  const advice = {
    'one-sided': t({
      id: 'guides.evidence.reason.one_sided',
      message: 'Only one of you writes in them: include messages from both spouses.',
    }),
    span: t({
      id: 'guides.evidence.reason.span',
      message: 'Add messages from earlier and later: a year or more shows a relationship over time.',
    }),
    count: t({ id: 'guides.evidence.reason.count', message: 'Choose a few more (10 or more).' }),
  };
  const strong = t({ id: 'guides.evidence.reason.texts_strong', message: 'Both of you, over a year or more: strong.' });
  return { photoReason, textReason: `${base} ${weakest ? advice[weakest] : strong}` };
}

type RowProps = { label: string; value: number; barLabel: string; reason: string; testId: string };

function StrengthRow({ label, value, barLabel, reason, testId }: RowProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid={testId}>
        {label}
      </Text>
      <Progress value={value} aria-label={barLabel} />
      <Text size="xs" c="dimmed" data-testid={`${testId}-reason`}>
        {reason}
      </Text>
    </Stack>
  );
}

/** Strength follows what is chosen, with the reason in words (D23). */
export function StrengthCard({ shown, reasons, onRecalculate }: Props) {
  const { t } = useLingui();
  const { photos, texts } = shown;
  const { photoReason, textReason } = useStrengthReasons(reasons);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="evidence-strength">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'guides.evidence.strength', message: 'Evidence strength' })}
        </Title>
        <StrengthRow
          testId="evidence-photos"
          label={t({ id: 'guides.evidence.photos', message: `Photos: ${ph({ photos })}%` })}
          value={photos}
          barLabel={t({ id: 'guides.evidence.photos_label', message: 'Photo evidence strength' })}
          reason={photoReason}
        />
        <StrengthRow
          testId="evidence-texts"
          label={t({ id: 'guides.evidence.texts', message: `Messages: ${ph({ texts })}%` })}
          value={texts}
          barLabel={t({ id: 'guides.evidence.texts_label', message: 'Message evidence strength' })}
          reason={textReason}
        />
        <Group gap="md" wrap="wrap">
          <Button variant="light" onClick={onRecalculate} data-testid="evidence-recalculate">
            {t({ id: 'guides.evidence.recalculate', message: 'Recalculate' })}
          </Button>
          <AnchorLink to="/documents" size="sm">
            {t({ id: 'guides.evidence.to_documents', message: 'Add photos and documents' })}
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}
