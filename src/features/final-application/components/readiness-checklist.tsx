import { ph } from '@lingui/core/macro';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import { topicGuides } from '@/domain/statements';
import type { ReactNode } from 'react';
import { PrefetchLink } from '@/lib/prefetch-link';
import type { CheckGroup, CheckItem, CheckItemId, CheckStatus } from '../checklist';
import { checklistLabels } from '../checklist-labels';

const statusColor: Record<CheckStatus, string> = {
  done: 'brand',
  exempt: 'brand',
  'in-progress': 'blue',
  todo: 'gray',
  attention: 'red',
  bring: 'grape',
};

function useChecklistText() {
  const { t } = useLingui();
  const labels = Object.fromEntries(Object.entries(checklistLabels).map(([id, label]) => [id, t(label)])) as Record<CheckItemId, string>;

  const groups: Record<CheckGroup, string> = {
    forms: t({ id: 'final.group.forms', message: 'Forms and statements' }),
    documents: t({ id: 'final.group.documents', message: 'Documents (uploaded copies)' }),
    checks: t({ id: 'final.group.checks', message: 'Checks and certificates' }),
    day: t({ id: 'final.group.day', message: 'On the day' }),
  };
  const status: Record<CheckStatus, string> = {
    done: t({ id: 'final.status.done', message: 'Done' }),
    exempt: t({ id: 'final.status.exempt', message: 'Not needed' }),
    'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
    todo: t({ id: 'final.status.todo', message: 'To do' }),
    attention: t({ id: 'final.status.attention', message: 'Needs attention' }),
    bring: t({ id: 'final.status.bring', message: 'Bring on the day' }),
  };
  const reasons: Record<NonNullable<CheckItem['reason']>, string> = {
    'expires-soon': t({ id: 'final.reason.expires', message: 'The passport expires within 6 months: renew it before applying.' }),
    'needs-attention': t({ id: 'final.reason.needs_attention', message: 'The eligibility check found points to address.' }),
    'not-eligible': t({ id: 'final.reason.not_eligible', message: 'The eligibility check found a requirement that is not met.' }),
    'doc-expired': t({ id: 'final.reason.doc_expired', message: 'A file’s validity window has closed: get a newly issued one.' }),
    'doc-expires-before-target': t({ id: 'final.reason.doc_expiring', message: 'A file will no longer be valid on your target date: get it issued closer to the date, or move the date.' }),
    'doc-needs-issue-date': t({ id: 'final.reason.doc_needs_date', message: 'Type the date of issue of each dated file, so its validity can be checked.' }),
    'doc-future-date': t({ id: 'final.reason.doc_future_date', message: 'A date of issue is after today: correct it as printed.' }),
    'statement-wording': '',
    'statement-stale': t({
      id: 'final.reason.statement_stale',
      message: 'You answered more since this was composed: compose it again, or keep it as it is, on the statement page.',
    }),
  };
  return { labels, groups, status, reasons };
}

/** What keeps a statement from printing in one language: the answers still to be worded, the passages left blank. */
function WordingReason({ wording }: { wording: NonNullable<CheckItem['wording']> }) {
  const { t, i18n } = useLingui();
  const list = wording.topics.map((topic) => pick(topicGuides[topic].title, i18n.locale as Locale)).join(', ');
  const count = wording.blanks;
  return (
    <>
      {list && (
        <Text size="xs" c="var(--mantine-color-red-light-color)" data-testid="wording-reason">
          {wording.language === 'ko'
            ? t({ id: 'final.reason.wording_ko', message: `Korean wording still missing for answers written in English: ${ph({ list })}` })
            : t({ id: 'final.reason.wording_en', message: `English wording still missing for answers written in Korean: ${ph({ list })}` })}
        </Text>
      )}
      {count > 0 && (
        <Text size="xs" c="var(--mantine-color-red-light-color)">
          {t({ id: 'final.reason.wording_blanks', message: `Passages in the other language that the package leaves blank, to write by hand: ${ph({ count })}` })}
        </Text>
      )}
    </>
  );
}

export function ReadinessChecklist({ items }: { items: CheckItem[] }) {
  const { t } = useLingui();
  const text = useChecklistText();
  const groups: CheckGroup[] = ['forms', 'documents', 'checks', 'day'];

  const label = (item: CheckItem): ReactNode => {
    if (!item.to) return <Text size="sm">{text.labels[item.id]}</Text>;
    if (item.to.startsWith('#'))
      return (
        <Anchor href={item.to} size="sm">
          {text.labels[item.id]}
        </Anchor>
      );
    return (
      <Anchor component={PrefetchLink} to={item.to} search={item.search} size="sm">
        {text.labels[item.id]}
      </Anchor>
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="checklist">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t({ id: 'final.checklist', message: 'Readiness checklist' })}
          </Title>
          <Text size="sm" c="dimmed">
            {t({ id: 'final.checklist_help', message: 'What the consulate wants for an F-6 application filed in the USA. Select an item to finish it.' })}
          </Text>
        </Stack>
        {groups.map((group) => (
          <Stack key={group} gap={6} style={{ breakInside: 'avoid-page' }}>
            <Title order={3} size="h5">
              {text.groups[group]}
            </Title>
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {items
                .filter((item) => item.group === group)
                .map((item) => (
                  <li key={item.id} data-testid={`check-${item.id}`} data-status={item.status}>
                    <Group justify="space-between" wrap="nowrap" gap="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                      <Stack gap={2}>
                        {label(item)}
                        {item.wording && <WordingReason wording={item.wording} />}
                        {item.reason && item.reason !== 'statement-wording' && (
                          <Text size="xs" c="var(--mantine-color-red-light-color)">
                            {text.reasons[item.reason]}
                          </Text>
                        )}
                      </Stack>
                      <Badge color={statusColor[item.status]} variant="light" style={{ flexShrink: 0 }}>
                        {item.status === 'in-progress' && item.percent !== undefined ? `${text.status[item.status]} · ${item.percent}%` : text.status[item.status]}
                      </Badge>
                    </Group>
                  </li>
                ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
