import { Button, List, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SyncProblem } from '@/sync/status';

/** What a problem's item is, in the user's words. */
function useItemName() {
  const { t } = useLingui();
  return (p: SyncProblem): string => {
    const item = p.item.replace(/^section:/, '');
    if (item === '*')
      return p.doc === 'userProgress'
        ? t({ id: 'sync.item.forms', message: 'Your form answers' })
        : p.doc === 'users'
          ? t({ id: 'sync.item.users', message: 'Your statements, people and timeline' })
          : t({ id: 'sync.item.uploads', message: 'Your list of documents' });
    switch (item) {
      case 'personal-guarantee':
        return t({ id: 'sync.item.personal_guarantee', message: 'Letter of guarantee answers' });
      case 'invitation-letter':
        return t({ id: 'sync.item.invitation_letter', message: 'Invitation letter answers' });
      case 'spouse-information':
        return t({ id: 'sync.item.spouse_information', message: 'Spouse information answers' });
      case 'personalStatement':
        return t({ id: 'sync.item.personal_statement', message: "The applicant's statement" });
      case 'sponsorStatement':
        return t({ id: 'sync.item.sponsor_statement', message: "The sponsor's statement" });
      case 'applicationForms':
        return t({ id: 'sync.item.application_forms', message: 'Visa application form answers' });
      case 'timeline':
        return t({ id: 'sync.item.timeline', message: 'Your timeline' });
      case 'documents':
        return t({ id: 'sync.item.documents', message: 'Your document checklist' });
    }
    if (item.startsWith('people')) return t({ id: 'sync.item.people', message: "A person's details" });
    if (item.startsWith('task:')) return t({ id: 'sync.item.task', message: 'Timeline progress' });
    if (item.startsWith('document:') || item.startsWith('file:'))
      return t({ id: 'sync.item.document', message: 'Details of an uploaded document' });
    return t({ id: 'sync.item.other', message: `Part of your application (${item})` });
  };
}

/** Each item that did not sync: what it is, why, and what to do. */
export function SyncProblems({ problems, onUpdate }: { problems: SyncProblem[]; onUpdate: () => void }) {
  const { t } = useLingui();
  const nameOf = useItemName();
  const why = (p: SyncProblem) => {
    switch (p.reason) {
      case 'too-large':
        return t({
          id: 'sync.why.too_large',
          message: 'Too large for your account (over 1 MB). It is kept on this device. Shorten it to sync it.',
        });
      case 'refused':
        return t({
          id: 'sync.why.refused',
          message:
            'Your account refused it. It is kept on this device and tried again by itself. If this stays, make a backup file from the menu.',
        });
      case 'newer-version':
        return t({
          id: 'sync.why.newer',
          message:
            'Another device saved it with a newer version of the app. It is kept aside untouched. Update the app to use it.',
        });
      case 'invalid':
        return t({
          id: 'sync.why.invalid',
          message:
            'What another device saved is damaged. It is kept aside and not used; the data on this device is unchanged. Enter it again on the other device.',
        });
      default:
        return t({
          id: 'sync.why.failed',
          message: 'It could not reach your account yet. It is kept on this device and tried again by itself.',
        });
    }
  };
  return (
    <Stack gap="xs" data-testid="sync-problems" maw={360}>
      <Text size="sm" fw={600}>
        {t({ id: 'sync.problems.title', message: 'Not synced (everything else syncs):' })}
      </Text>
      <List size="sm" spacing="xs">
        {problems.map((p) => (
          <List.Item key={`${p.doc}/${p.item}/${p.reason}`} data-reason={p.reason} data-item={p.item}>
            <Text size="sm" fw={500} span>
              {nameOf(p)}
            </Text>
            {': '}
            <Text size="sm" span>
              {why(p)}
            </Text>
          </List.Item>
        ))}
      </List>
      {problems.some((p) => p.reason === 'newer-version') && (
        <Button size="compact-sm" onClick={onUpdate} data-testid="sync-update">
          {t({ id: 'sync.update_app', message: 'Update the app' })}
        </Button>
      )}
    </Stack>
  );
}
