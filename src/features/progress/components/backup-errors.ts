import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { BackupError } from '../repo';

/** Why an imported file was refused, in the user's language; every message says nothing changed. */
export function useImportErrorText() {
  const { t } = useLingui();
  const partNames: Record<string, string> = {
    exportedAt: t({ id: 'backup.part.exported_at', message: 'its export date is missing or not a date' }),
    createdAt: t({ id: 'backup.part.created_at', message: 'its start date is not a date' }),
    storeVersion: t({ id: 'backup.part.store_version', message: 'its version number is not a number' }),
    sections: t({ id: 'backup.part.sections', message: 'the application sections are damaged' }),
    sectionsUpdatedAt: t({ id: 'backup.part.sections_updated', message: 'the sections’ dates are damaged' }),
    formProgress: t({ id: 'backup.part.forms', message: 'the form answers are damaged' }),
    taskProgress: t({ id: 'backup.part.tasks', message: 'the timeline tasks are damaged' }),
    extractedDocuments: t({ id: 'backup.part.documents', message: 'the document details are damaged' }),
    files: t({ id: 'backup.part.files', message: 'its uploaded files or chat exports are damaged' }),
    tooLong: t({
      id: 'backup.part.too_long',
      message: 'an answer or statement in it is longer than this app allows (4,000 characters an answer)',
    }),
  };
  const messages = (part: string | undefined): Record<BackupError['code'], string> => ({
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
    'not-zip': t({
      id: 'backup.error.not_zip',
      message: 'This file is not a transfer file from this app (it is not a zip file). Nothing was changed.',
    }),
    'damaged-zip': t({
      id: 'backup.error.damaged_zip',
      message:
        'This transfer file is damaged (perhaps cut short while copying). Copy it again from the other device. Nothing was changed.',
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
  });
  return (error: unknown) => {
    const code = error instanceof BackupError ? error.code : 'invalid';
    const part = error instanceof BackupError && error.part ? partNames[error.part] : undefined;
    return messages(part)[code];
  };
}
