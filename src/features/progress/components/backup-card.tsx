import { Button, Card, FileButton, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useState } from 'react';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/toast';
import { applyBackup, BackupError, downloadBackup, readBackupFile, type Snapshot } from '../repo';
import { BackupComparison, UndoReplace } from './backup-replace';

/** Export the whole application to one file; import one, combining or replacing, after asking. */
export function BackupCard() {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<{ name: string; snapshot: Snapshot } | null>(null);
  const [busy, setBusy] = useState(false);

  const partNames: Record<string, string> = {
    exportedAt: t({ id: 'backup.part.exported_at', message: 'its export date is missing or not a date' }),
    createdAt: t({ id: 'backup.part.created_at', message: 'its start date is not a date' }),
    storeVersion: t({ id: 'backup.part.store_version', message: 'its version number is not a number' }),
    sections: t({ id: 'backup.part.sections', message: 'the application sections are damaged' }),
    sectionsUpdatedAt: t({ id: 'backup.part.sections_updated', message: 'the sections’ dates are damaged' }),
    formProgress: t({ id: 'backup.part.forms', message: 'the form answers are damaged' }),
    taskProgress: t({ id: 'backup.part.tasks', message: 'the timeline tasks are damaged' }),
    extractedDocuments: t({ id: 'backup.part.documents', message: 'the document details are damaged' }),
  };
  const errorText = (error: unknown) => {
    const code = error instanceof BackupError ? error.code : 'invalid';
    const part = error instanceof BackupError && error.part ? partNames[error.part] : undefined;
    return {
      'not-json': t({
        id: 'backup.error.not_json',
        message: 'This file is not a backup from this app (it is not readable JSON). Nothing was changed.',
      }),
      'not-backup': t({
        id: 'backup.error.not_backup',
        message: 'This file is not an F-6 Visa Prep backup. Nothing was changed.',
      }),
      'newer-version': t({
        id: 'backup.error.newer',
        message:
          'This backup comes from a newer version of the app. Update the app, then try again. Nothing was changed.',
      }),
      'from-future': t({
        id: 'backup.error.future',
        message:
          'This backup says it was made in the future, so the file or this device’s clock is wrong. Nothing was changed.',
      }),
      'too-large': t({
        id: 'backup.error.too_large',
        message: 'This file is far too large to be a backup from this app. Nothing was changed.',
      }),
      invalid: part
        ? t({
            id: 'backup.error.invalid_part',
            message: `This backup could not be restored: ${ph({ part })}. Nothing was changed.`,
          })
        : t({
            id: 'backup.error.invalid',
            message: 'This backup is damaged or too large and could not be restored. Nothing was changed.',
          }),
    }[code];
  };

  const choose = async (file: File | null) => {
    if (!file) return;
    try {
      setPending({ name: file.name, snapshot: await readBackupFile(file) });
    } catch (error) {
      logger.warn('Backup import failed', error);
      toast.error(errorText(error));
    }
  };

  const apply = async (mode: 'combine' | 'replace') => {
    if (!pending) return;
    setBusy(true);
    try {
      await applyBackup(pending.snapshot, mode);
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
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const answers = pending ? pending.snapshot.formProgress.reduce((n, f) => n + (f.answeredQuestions || 0), 0) : 0;
  const exported = pending
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(pending.snapshot.exportedAt),
      )
    : '';

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'backup.title', message: 'Backup and move to another device' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'backup.body_files',
            message:
              'Download your answers, plans, checklists and document details in one file, then import it on another device or after a reset. Uploaded files themselves are not included: add them again there. No account needed.',
          })}
        </Text>
        <Group>
          <Button
            variant="light"
            onClick={() =>
              downloadBackup().then(
                () => toast.success(t({ id: 'backup.exported', message: 'Backup downloaded.' })),
                (error) => {
                  logger.error('Backup export failed', error);
                  toast.error(
                    t({ id: 'backup.export_failed', message: 'The backup could not be created. Please try again.' }),
                  );
                },
              )
            }
            data-testid="export-backup"
          >
            {t({ id: 'backup.export', message: 'Export backup' })}
          </Button>
          <FileButton onChange={(f) => void choose(f)} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="default" data-testid="import-backup">
                {t({ id: 'backup.import', message: 'Import backup' })}
              </Button>
            )}
          </FileButton>
        </Group>
        <UndoReplace />
      </Stack>
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t({ id: 'backup.import_title', message: 'Import this backup?' })}
        centered
      >
        <Stack>
          <Text size="sm">
            {t({
              id: 'backup.import_summary',
              message: `${ph({ file: pending?.name ?? '' })}: exported ${ph({ exported })}, ${ph({ answers })} answers.`,
            })}
          </Text>
          {pending && <BackupComparison snapshot={pending.snapshot} />}
          <Text size="sm">
            {t({
              id: 'backup.combine_explained',
              message:
                'Combine keeps the newer version of each form and section, from this device or the file, so two people can bring their work together. Replace makes this device an exact copy of the file.',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)} disabled={busy}>
              {t({ id: 'common.cancel', message: 'Cancel' })}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => void apply('replace')}
              loading={busy}
              data-testid="backup-replace"
            >
              {t({ id: 'backup.replace', message: 'Replace everything' })}
            </Button>
            <Button onClick={() => void apply('combine')} loading={busy} data-testid="backup-combine">
              {t({ id: 'backup.combine', message: 'Combine' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
