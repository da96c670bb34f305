import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import nearScreen from './near-screen.module.css';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { pick, type Locale } from '@/domain/common';
import type { ScheduleEntry, ShownTaskProgress } from '@/domain/timeline';
import type { TaskStatus as DerivedTaskStatus } from '@/domain/status';
import { SourceNote } from '@/ui/source-note';
import type { DocView } from '../model';
import { DocFacts } from './doc-facts';
import { DocTaskActions } from './doc-task-actions';

type Props = {
  view: DocView;
  progress: Record<string, ShownTaskProgress>;
  /** Each task's status (domain/status), for the row that says when a hand mark and the data disagree. */
  tasks?: Record<string, DerivedTaskStatus>;
  entries?: Record<string, ScheduleEntry>;
  today?: string;
};

export function DocCard({ view, progress, tasks = {}, entries = {}, today = '' }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const headingId = useId();
  const { doc, planned, availability } = view;

  const availabilityBadge = {
    'in-plan': { color: undefined, label: t({ id: 'time_sensitive.availability.in_plan', message: 'In your plan' }) },
    exempt: { color: 'gray', label: t({ id: 'time_sensitive.availability.exempt', message: 'Exempt' }) },
    held: { color: 'teal', label: t({ id: 'time_sensitive.availability.held', message: 'You hold it' }) },
    'not-in-plan': {
      color: 'gray',
      label: t({ id: 'time_sensitive.availability.not_in_plan', message: 'Not in your plan' }),
    },
  }[availability];

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      data-testid={`doc-card-${doc.id}`}
      data-availability={availability}
      className={nearScreen.card}
      style={{ breakInside: 'avoid' }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} size="h4" id={headingId}>
              {pick(doc.title, locale)}
            </Title>
            <Badge
              variant="light"
              color={availabilityBadge.color}
              style={{ flexShrink: 0 }}
              data-testid={`doc-availability-${doc.id}`}
            >
              {availabilityBadge.label}
            </Badge>
          </Group>
          <Text size="sm">{pick(doc.summary, locale)}</Text>
          <AvailabilityNote availability={availability} docId={doc.id} />
        </Stack>

        {planned.length > 0 && (
          <Stack gap="xs">
            {planned.map((task) => (
              <DocTaskActions
                key={task.id}
                task={task}
                progress={progress}
                derived={tasks[task.id]}
                headingId={headingId}
                entry={entries[task.id]}
                today={today}
              />
            ))}
          </Stack>
        )}

        <Divider />
        <DocFacts doc={doc} />

        <SourceNote source={doc.source} />
      </Stack>
    </Card>
  );
}

/** What the card's availability means for this couple, under its summary. */
function AvailabilityNote({ availability, docId }: { availability: DocView['availability']; docId: string }) {
  const { t } = useLingui();
  return (
    <>
      {availability === 'exempt' && (
        <Text size="sm" c="dimmed" data-testid={`doc-exempt-${docId}`}>
          {t({
            id: 'time_sensitive.exempt_note',
            message: 'Your exemption answers take this document out of your plan and your timeline.',
          })}
        </Text>
      )}
      {availability === 'held' && (
        <Text size="sm" c="dimmed" data-testid={`doc-held-${docId}`}>
          {t({
            id: 'time_sensitive.held_note',
            message:
              'Your eligibility answers say you hold a TOPIK score: no exam to plan. Bring its score report with your language proof; it is valid 2 years from the results announcement, so check that date against your application date.',
          })}
        </Text>
      )}
      {availability === 'not-in-plan' && (
        <Text size="sm" c="dimmed">
          {t({
            id: 'time_sensitive.not_in_plan_note',
            message: 'Your plan does not include this document. Check “Who needs it” below in case it applies to you.',
          })}
        </Text>
      )}
    </>
  );
}
