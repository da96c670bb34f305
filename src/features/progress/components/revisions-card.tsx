import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { markRevisionsSeen, restoreRevision, unseenRevisions } from '@/data/remote';
import { toast } from '@/lib/toast';

/** Copies replaced by a newer one from another device: nothing is silently lost (decisions §5). */
export function RevisionsCard({ formNames }: { formNames: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const revisions = useLiveQuery(unseenRevisions, [], []);
  if (revisions.length === 0) return null;
  const when = (at: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="revisions">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'revisions.title', message: 'Replaced by a newer copy from another device' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({ id: 'revisions.body', message: 'These versions from this device were replaced while syncing. Restore one to make it current again.' })}
        </Text>
        {revisions.map((r) => (
          <Group key={r.id} justify="space-between" wrap="wrap">
            <Text size="sm">
              {formNames[r.formId]} ·{' '}
              {t({ id: 'revisions.answers', message: `${ph({ count: r.progress.answeredQuestions })} answers, edited ${ph({ when: when(r.progress.lastUpdated) })}` })}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => restoreRevision(r.id!).then(() => toast.success(t({ id: 'revisions.restored', message: 'Your version is current again.' })))}
              >
                {t({ id: 'revisions.restore', message: 'Restore this version' })}
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
