import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph, plural } from '@lingui/core/macro';
import type { BackupLacks, Incoming } from '../repo';
import { useTransferCounts } from './backup-export';
import { BackupComparison } from './backup-replace';

export type PendingImport = { name: string; incoming: Incoming };

/** What the file brings: a transfer file's files and chats, or what a backup lacks (it carries no files). */
function ImportContents({ incoming }: { incoming: Incoming }) {
  const { t } = useLingui();
  const counts = useTransferCounts();
  if (incoming.kind === 'transfer') {
    const chats = incoming.files.filter((f) => f.localOnly).length;
    const { files: brought, chats: chatsBrought } = counts(incoming.files.length - chats, chats);
    return (
      <Text size="sm" data-testid="import-brings">
        {t({ id: 'transfer.brings', message: `It brings ${ph({ brought })} and ${ph({ chatsBrought })}.` })}
      </Text>
    );
  }
  return <BackupLacksNote lacks={incoming.lacks} />;
}

/** A backup carries no files: what it lists that is not here, said before it is imported. */
function BackupLacksNote({ lacks }: { lacks: BackupLacks }) {
  const { t } = useLingui();
  if (lacks.files === 0 && !lacks.chat)
    return (
      <Alert color="gray" data-testid="import-lacks">
        {t({ id: 'backup.lacks_nothing', message: 'This backup carries answers only; every file it lists is here.' })}
      </Alert>
    );
  const files = lacks.files;
  const missing = [
    files > 0 &&
      t({
        id: 'backup.lacks_files',
        message: plural(files, {
          one: '# file it lists is not in it',
          other: '# files it lists are not in it',
        }),
      }),
    lacks.chat && t({ id: 'backup.lacks_chat', message: 'the chosen chat export is not in it' }),
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <Alert color="yellow" data-testid="import-lacks">
      {t({
        id: 'backup.lacks',
        message: `This backup carries answers only: ${ph({ missing })}. They count as not done here until you add them, or import a transfer file from the other device instead.`,
      })}
    </Alert>
  );
}

/** Asks before an import: what the file holds, which side is newer per form, then combine or replace. */
export function ImportDialog({
  pending,
  busy,
  onClose,
  onApply,
}: {
  pending: PendingImport | null;
  busy: boolean;
  onClose: () => void;
  onApply: (mode: 'combine' | 'replace') => void;
}) {
  const { t, i18n } = useLingui();
  const snapshot = pending?.incoming.snapshot;
  const answers = snapshot ? snapshot.formProgress.reduce((n, f) => n + (f.answeredQuestions || 0), 0) : 0;
  const exported = snapshot
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(snapshot.exportedAt),
      )
    : '';
  return (
    <Modal
      opened={pending !== null}
      onClose={onClose}
      title={
        pending?.incoming.kind === 'transfer'
          ? t({ id: 'transfer.import_title', message: 'Import this transfer file?' })
          : t({ id: 'backup.import_title', message: 'Import this backup?' })
      }
      centered
    >
      <Stack>
        <Text size="sm">
          {t({
            id: 'backup.import_summary',
            message: `${ph({ file: pending?.name ?? '' })}: exported ${ph({ exported })}, ${ph({ answers })} answers.`,
          })}
        </Text>
        {pending && <ImportContents incoming={pending.incoming} />}
        {snapshot && <BackupComparison snapshot={snapshot} />}
        <Text size="sm">
          {t({
            id: 'backup.combine_explained',
            message:
              'Combine keeps the newer version of each form and section, from this device or the file, so two people can bring their work together. Replace makes this device an exact copy of the file.',
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t({ id: 'common.cancel', message: 'Cancel' })}
          </Button>
          <Button
            variant="light"
            color="red"
            onClick={() => onApply('replace')}
            loading={busy}
            data-testid="backup-replace"
          >
            {t({ id: 'backup.replace', message: 'Replace everything' })}
          </Button>
          <Button onClick={() => onApply('combine')} loading={busy} data-testid="backup-combine">
            {t({ id: 'backup.combine', message: 'Combine' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
