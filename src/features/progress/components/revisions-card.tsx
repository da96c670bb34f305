import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useLiveQuery } from '@/data/live-query';
import { markRevisionsSeen, restoreRevision, unseenRevisions } from '@/data/remote';
import { toast } from '@/lib/toast';
import { getForm } from '@/domain/forms';
import { pick, type Locale } from '@/domain/common';
import { isStatementRevision, type Revision } from '@/data/db';
import { topicTitles } from '@/domain/statement-topic-titles';
import { statementNames } from '@/i18n/form-names';

/** The labels of the questions (or statement topics) whose answers of this device were replaced, in the reader's language. */
function questionNames(r: Revision, locale: Locale): string[] {
  if (isStatementRevision(r)) return r.topics.map((topic) => pick(topicTitles[topic], locale));
  const questions = getForm(r.formId).questions;
  return (r.questions ?? []).map((id) => {
    const q = questions.find((x) => x.id === id);
    return q ? pick(q.title, locale) : id;
  });
}

/** When the replaced copy was last edited: a form's stamp, or the latest answer among a statement's topics. */
function editedAt(r: Revision): string {
  if (!isStatementRevision(r)) return r.progress.lastUpdated;
  const times = r.statement.messages.filter((m) => m.role === 'user' && r.topics.includes(m.topic!)).map((m) => m.at);
  return times.sort().at(-1) ?? r.at;
}

/** Copies replaced by a newer one from another device: nothing is silently lost (decisions §5). */
export function RevisionsCard({ formNames }: { formNames: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const revisions = useLiveQuery(unseenRevisions, [], []);
  if (revisions.length === 0) return null;
  const when = (at: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="revisions">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'revisions.title', message: 'Replaced by a newer copy from another device' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'revisions.body_questions',
            message:
              'Another device changed these questions later, so its answers are the current ones. Your answers are kept here: restore them to make them current again. Other answers stay as they are.',
          })}
        </Text>
        {revisions.map((r) => (
          <Group key={r.id} justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm">
                {isStatementRevision(r) ? i18n._(statementNames[r.section]) : formNames[r.formId]} ·{' '}
                {t({ id: 'revisions.edited', message: `edited ${ph({ when: when(editedAt(r)) })}` })}
              </Text>
              <Text size="sm" data-testid="revision-questions">
                {t({
                  id: 'revisions.questions',
                  message: `Your answers to: ${ph({ questions: questionNames(r, i18n.locale as Locale).join(', ') })}`,
                })}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() =>
                  restoreRevision(r.id!, i18n.locale as Locale).then(() =>
                    toast.success(t({ id: 'revisions.restored_answers', message: 'Your answers are current again.' })),
                  )
                }
              >
                {t({ id: 'revisions.restore_answers', message: 'Restore my answers' })}
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => void markRevisionsSeen([r.id!])}>
                {t({ id: 'common.dismiss', message: 'Dismiss' })}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
