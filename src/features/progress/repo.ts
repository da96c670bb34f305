import { exportBackup, importBackup, BackupError, type BackupErrorCode } from '@/data/snapshot';

export { BackupError, type BackupErrorCode };

/** Max size accepted for a backup file: far above any real application, far below a mistake. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

export async function downloadBackup(): Promise<string> {
  const text = await exportBackup();
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const name = `f6-visa-prep-backup-${new Date().toISOString().slice(0, 10)}.json`;
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export async function restoreBackup(file: File): Promise<void> {
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('invalid', 'too-large');
  await importBackup(await file.text());
}
