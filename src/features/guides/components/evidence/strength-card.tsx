import { ph } from '@lingui/core/macro';
import { Anchor, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StrengthResult } from '@/domain/evidence/strength';
import { PrefetchLink } from '@/lib/prefetch-link';

type Props = {
  /** The stored figures (spec: 0 until recalculated, 50/50 with nothing chosen). */
  shown: { photos: number; texts: number };
  /** Why, from the current selection. */
  reasons: StrengthResult['reasons'];
  onRecalculate: () => void;
};

/** Strength follows what is chosen, with the reason in words (ruling 23). */
export function StrengthCard({ shown, reasons, onRecalculate }: Props) {
  const { t } = useLingui();
  const { photos, texts } = shown;
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
  let textReason: string;
  if (reasons.texts.kind === 'starting') {
    textReason = t({
      id: 'guides.evidence.reason.texts_start',
      message: 'No messages chosen yet: import a chat and choose some above (Recalculate gives the starting estimate).',
    });
  } else {
    const { count, spanDays } = reasons.texts;
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
    textReason = `${base} ${reasons.texts.weakest ? advice[reasons.texts.weakest] : t({ id: 'guides.evidence.reason.texts_strong', message: 'Both of you, over a year or more: strong.' })}`;
  }
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="evidence-strength">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t({ id: 'guides.evidence.strength', message: 'Evidence strength' })}
        </Title>
        <Stack gap={4}>
          <Text size="sm" data-testid="evidence-photos">
            {t({ id: 'guides.evidence.photos', message: `Photos: ${ph({ photos })}%` })}
          </Text>
          <Progress
            value={photos}
            aria-label={t({ id: 'guides.evidence.photos_label', message: 'Photo evidence strength' })}
          />
          <Text size="xs" c="dimmed" data-testid="evidence-photos-reason">
            {photoReason}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" data-testid="evidence-texts">
            {t({ id: 'guides.evidence.texts', message: `Messages: ${ph({ texts })}%` })}
          </Text>
          <Progress
            value={texts}
            aria-label={t({ id: 'guides.evidence.texts_label', message: 'Message evidence strength' })}
          />
          <Text size="xs" c="dimmed" data-testid="evidence-texts-reason">
            {textReason}
          </Text>
        </Stack>
        <Group gap="md" wrap="wrap">
          <Button variant="light" onClick={onRecalculate} data-testid="evidence-recalculate">
            {t({ id: 'guides.evidence.recalculate', message: 'Recalculate' })}
          </Button>
          <Anchor component={PrefetchLink} to="/documents" size="sm">
            {t({ id: 'guides.evidence.to_documents', message: 'Add photos and documents' })}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
