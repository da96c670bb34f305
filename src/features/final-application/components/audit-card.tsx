import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { datesIn } from '@/domain/prose-date';
import { ph, plural } from '@lingui/core/macro';
import { useState } from 'react';
import { acknowledgeFinding, reopenFinding } from '@/data/audit';
import type { Finding, FindingValue, Place, Weight } from '@/domain/audit';
import { pick, type Locale } from '@/domain/common';
import { badgeTone, type Tone } from '@/ui/badge-tone';
import { AnchorLink } from '@/ui/links/anchor-link';
import { toast } from '@/lib/toast';
import { AutoTextarea } from '@/ui/auto-textarea';

const weightTone: Record<Weight, Tone> = { refused: 'bad', ask: 'warn', check: 'info' };

export function useWeightLabel() {
  const { t } = useLingui();
  return (w: Weight) =>
    w === 'refused'
      ? t({ id: 'audit.weight.refused', message: 'May be refused' })
      : w === 'ask'
        ? t({ id: 'audit.weight.ask', message: 'An officer will ask' })
        : t({ id: 'audit.weight.check', message: 'Check' });
}

/** Where a value comes from, linked to the place to change it; read values say how sure the reading is. */
function PlaceLink({ place }: { place: Place }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const label = [pick(place.source, locale), pick(place.item, locale)].filter(Boolean).join(', ');
  // An own copy's item already says "as you typed it there": no second "typed by you" beside it.
  const how = place.ownCopy
    ? null
    : place.read
      ? place.confidence === 'high'
        ? t({ id: 'audit.read_high', message: 'read from the document, high confidence' })
        : place.confidence === 'medium'
          ? t({ id: 'audit.read_medium', message: 'read from the document, medium confidence' })
          : place.confidence === 'low'
            ? t({ id: 'audit.read_low', message: 'read from the document, low confidence' })
            : t({ id: 'audit.read', message: 'read from the document' })
      : place.carried
        ? t({ id: 'audit.carried', message: 'from your other answers' })
        : place.kind === 'form' || place.kind === 'visa' || place.kind === 'details' || place.kind === 'eligibility'
          ? t({ id: 'audit.typed', message: 'typed by you' })
          : null;
  return (
    <Text size="sm" component="span">
      <AnchorLink to={place.link.to} search={place.link.search} hash={place.link.hash} data-testid="finding-place">
        {label}
      </AnchorLink>
      {how && (
        <Text span size="xs" c="dimmed">
          {` (${how})`}
        </Text>
      )}
    </Text>
  );
}

function Values({ values }: { values: FindingValue[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Stack gap={6}>
      {values.map((v, i) => (
        <Group key={i} gap="sm" align="baseline" wrap="wrap" data-testid="finding-value">
          <Text fw={700} size="sm" style={{ minWidth: 120 }} data-testid="finding-value-text">
            {datesIn(v.value, locale)}
          </Text>
          <Stack gap={2}>
            {v.places.map((p, j) => (
              <PlaceLink key={j} place={p} />
            ))}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** One finding: the values side by side with where each comes from, its weight, and "This is right". */
export function FindingItem({ finding, compact = false }: { finding: Finding; compact?: boolean }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Card withBorder radius="md" padding="md" data-testid="finding" data-finding={finding.id}>
      <Stack gap="xs">
        <FindingTitle finding={finding} />
        <Text size="sm">{pick(finding.explanation, locale)}</Text>
        <Values values={finding.values} />
        {finding.acknowledged ? (
          <Acknowledged finding={finding} compact={compact} />
        ) : compact ? null : (
          <ThisIsRight finding={finding} />
        )}
      </Stack>
    </Card>
  );
}

function FindingTitle({ finding }: { finding: Finding }) {
  const { t, i18n } = useLingui();
  const weightLabel = useWeightLabel();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light" {...badgeTone(finding.acknowledged ? 'ok' : weightTone[finding.weight])}>
        {finding.acknowledged ? t({ id: 'audit.acknowledged', message: 'Marked right' }) : weightLabel(finding.weight)}
      </Badge>
      <Text fw={700}>{pick(finding.fact, i18n.locale as Locale)}</Text>
    </Group>
  );
}

/** A finding marked right: the explanation given, and (outside the compact lists) a way to reopen it. */
function Acknowledged({ finding, compact }: { finding: Finding; compact: boolean }) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="finding-reason">
        {t({
          id: 'audit.your_reason',
          message: `Your explanation: ${ph({ reason: finding.acknowledged?.reason ?? '' })}`,
        })}
      </Text>
      {!compact && (
        <Button size="compact-sm" variant="subtle" onClick={() => void reopenFinding(finding.id)}>
          {t({ id: 'audit.reopen', message: 'Reopen' })}
        </Button>
      )}
    </Group>
  );
}

/** "This is right", then the short reason it needs (kept, synced and printed on the guide). */
function ThisIsRight({ finding }: { finding: Finding }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!reason.trim()) {
      setError(
        t({
          id: 'audit.reason_needed',
          message: 'Say in a few words why it is right: it is the explanation you will give.',
        }),
      );
      return;
    }
    try {
      await acknowledgeFinding(finding, reason);
      setOpen(false);
    } catch {
      toast.error(t({ id: 'audit.save_failed', message: 'Could not save. Nothing was changed; try again.' }));
    }
  };
  if (!open)
    return (
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => setOpen(true)} data-testid="finding-right">
          {t({ id: 'audit.this_is_right', message: 'This is right' })}
        </Button>
      </Group>
    );
  return (
    <Stack gap="xs">
      <AutoTextarea
        label={t({ id: 'audit.reason_label', message: 'Why is it right?' })}
        description={t({
          id: 'audit.reason_help',
          message:
            'A short reason, e.g. "my name changed when I married". It goes on your guide as the explanation to give.',
        })}
        value={reason}
        maxLength={500}
        minRows={2}
        error={error}
        onChange={(e) => {
          setReason(e.currentTarget.value);
          setError(null);
        }}
        data-testid="finding-reason-input"
      />
      <Group gap="xs">
        <Button size="sm" onClick={() => void save()} data-testid="finding-save">
          {t({ id: 'audit.save', message: 'Save' })}
        </Button>
        <Button size="sm" variant="subtle" onClick={() => setOpen(false)}>
          {t({ id: 'audit.cancel', message: 'Cancel' })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The final step's list: open findings first, then those marked right with their explanation. */
export function AuditCard({ findings }: { findings: Finding[] }) {
  const { t } = useLingui();
  const open = findings.filter((f) => !f.acknowledged);
  const done = findings.filter((f) => f.acknowledged);
  if (findings.length === 0) return null;
  const count = open.length;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="audit-card" id="audit">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t({ id: 'audit.title', message: 'Facts that do not agree' })}
          </Title>
          <Text size="sm" c="dimmed">
            {count > 0
              ? t({
                  id: 'audit.intro_open',
                  message: plural(count, {
                    one: '# fact differs between your forms, documents and statements. Change the wrong place, or say why it is right.',
                    other:
                      '# facts differ between your forms, documents and statements. Change the wrong place, or say why it is right.',
                  }),
                })
              : t({
                  id: 'audit.intro_done',
                  message: 'Every difference is explained. Your guide lists the explanations.',
                })}
          </Text>
        </Stack>
        {open.map((f) => (
          <FindingItem key={f.id} finding={f} />
        ))}
        {done.map((f) => (
          <FindingItem key={f.id} finding={f} />
        ))}
      </Stack>
    </Card>
  );
}
