import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { badgeTone, type Tone } from '@/ui/badge-tone';
import { SaveStatus, type SaveState } from '@/ui/save-status';
import { SourceNote, type SourceLike } from '@/ui/source-note';
import { ChecklistCard } from './checklist-card';
import { CoupleFacts, type CoupleFact } from './couple-facts';
import { GuideQuestionField, type GuideQuestion } from './guide-questions';

/** One thing that applies to the couple: a case, a flag, a requirement; each with its sources. */
export type GuideFinding = {
  id: string;
  testId: string;
  title: string;
  body: string;
  /** A line under the body, e.g. a validity window. */
  extra?: string;
  badge?: { label: string; tone: Tone };
  status?: string;
  sources: readonly SourceLike[];
};

export type GuideNote = { id: string; testId: string; text: string; source: SourceLike };

/** What differs between the guides, as data; the layout is the same for all four. */
export type GuideSpec = {
  situation: {
    title: string;
    intro?: string;
    /** The couple's facts the guide reads (asked elsewhere), with a way to where they are asked. */
    facts?: readonly CoupleFact[];
    questions: readonly GuideQuestion[];
  };
  findings?: { title: string; testId: string; empty?: string; items: readonly GuideFinding[]; notes?: GuideNote[] };
  checklist?: Parameters<typeof ChecklistCard>[0];
};

type Props = { spec: GuideSpec; saveState: SaveState; children?: ReactNode };

/** The shape every guide shares: your situation, what applies, what to gather, then its own parts. */
export function GuideLayout({ spec, saveState, children }: Props) {
  const { situation, findings, checklist } = spec;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {situation.title}
            </Title>
            <SaveStatus state={saveState} />
          </Group>
          {situation.intro && <Text size="sm">{situation.intro}</Text>}
          {situation.facts && situation.facts.length > 0 && <CoupleFacts facts={situation.facts} />}
          {situation.questions.map((q) => (
            <GuideQuestionField key={q.id} question={q} />
          ))}
        </Stack>
      </Card>
      {findings && <Findings {...findings} />}
      {checklist && <ChecklistCard {...checklist} />}
      {children}
    </Stack>
  );
}

function Findings({ title, testId, empty, items, notes = [] }: NonNullable<GuideSpec['findings']>) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {items.length === 0 && empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
      {items.map((f) => (
        <FindingCard key={f.id} finding={f} />
      ))}
      {notes.map((n) => (
        <Alert key={n.id} color="blue" radius="lg" data-testid={n.testId}>
          <Stack gap={6}>
            <Text size="sm">{n.text}</Text>
            <SourceNote source={n.source} />
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}

function FindingCard({ finding: f }: { finding: GuideFinding }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={f.testId} data-status={f.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600}>{f.title}</Text>
          {f.badge && (
            <Badge variant="light" {...badgeTone(f.badge.tone, { flexShrink: 0 })}>
              {f.badge.label}
            </Badge>
          )}
        </Group>
        <Text size="sm">{f.body}</Text>
        {f.extra && (
          <Text size="sm" c="dimmed">
            {f.extra}
          </Text>
        )}
        {f.sources.map((s) => (
          <SourceNote key={s.title} source={s} />
        ))}
      </Stack>
    </Card>
  );
}
