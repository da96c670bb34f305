import { Alert, Button, Card, FileButton, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useState } from 'react';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { applyImport, readImportFile } from '../repo';
import { useImportErrorText } from './backup-errors';
import { BackupExport } from './backup-export';
import { lazyPart, useLazyPart } from '@/ui/lazy-part';
import type { PendingImport } from './backup-import';
import { UndoReplace } from './backup-replace';

/** The question asked before an import, loaded with the first file chosen. */
const importDialog = lazyPart(() => import('./backup-import').then((m) => m.ImportDialog));

/** Reading a chosen file, then applying it: nothing is written before the user chooses combine or replace. */
function useImport() {
  const { t } = useLingui();
  const errorText = useImportErrorText();
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [busy, setBusy] = useState(false);
  // Why the last file could not be imported: shown under the button until another file is chosen.
  const [failure, setFailure] = useState<{ name: string; text: string } | null>(null);
  const dialog = useLazyPart(importDialog);

  const choose = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setBusy(true);
    try {
      // The dialog's code is fetched while the file is read.
      importDialog.load().catch(() => {});
      const incoming = await readImportFile(file);
      await dialog.open(() => setPending({ name: file.name, incoming }));
    } catch (error) {
      logger.warn('Backup import failed', error);
      setFailure({ name: file.name, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const apply = async (mode: 'combine' | 'replace') => {
    if (!pending) return;
    setBusy(true);
    try {
      await applyImport(pending.incoming, mode);
      toast.success(
        mode === 'combine'
          ? t({
              id: 'backup.combined',
              message:
                'Backup combined: the newer version of each answer is kept. Anything replaced here can be restored below.',
            })
          : t({ id: 'backup.imported', message: 'Backup restored. Everything from the file is now on this device.' }),
      );
      setPending(null);
    } catch (error) {
      logger.error('Backup import failed', error);
      setFailure({ name: pending.name, text: errorText(error) });
      setPending(null);
    } finally {
      setBusy(false);
    }
  };
  return {
    Dialog: dialog.Part,
    pending,
    busy,
    failure,
    choose,
    apply,
    cancel: () => setPending(null),
    dismiss: () => setFailure(null),
  };
}

/** Export the whole application (a transfer file, or answers only); import one, combining or replacing, after asking. */
export function BackupCard() {
  const { t } = useLingui();
  const { Dialog, pending, busy, failure, choose, apply, cancel, dismiss } = useImport();

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'backup.title', message: 'Backup and move to another device' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'transfer.body',
            message:
              'The transfer file carries the whole application: answers, plans, statements, evidence choices, uploaded files and chat exports. Import it on your spouse’s device or a new one; the newer version of each answer is kept. No account needed.',
          })}
        </Text>
        <BackupExport />
        <FileButton onChange={(f) => void choose(f)} accept="application/zip,.zip,application/json,.json">
          {(props) => (
            <Button {...props} variant="default" loading={busy && !pending} data-testid="import-backup" w="fit-content">
              {t({ id: 'transfer.import', message: 'Import a transfer file or backup' })}
            </Button>
          )}
        </FileButton>
        {failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel={t({ id: 'common.dismiss', message: 'Dismiss' })}
            onClose={dismiss}
            title={t({ id: 'backup.not_imported', message: `“${ph({ name: failure.name })}” was not imported` })}
            data-testid="import-error"
          >
            {failure.text}
          </Alert>
        )}
        <UndoReplace />
      </Stack>
      {Dialog && <Dialog pending={pending} busy={busy} onClose={cancel} onApply={(mode) => void apply(mode)} />}
    </Card>
  );
}
