import {
  BackupError,
  combineWithSnapshot,
  compareWithDevice,
  exportBackup,
  parseBackup,
  replaceWithSnapshot,
  replacedCopy,
  undoReplace,
  REPLACED_META_KEY,
  type BackupErrorCode,
  type FormComparison,
  type Snapshot,
} from '@/data/snapshot';

export {
  BackupError,
  compareWithDevice,
  replacedCopy,
  undoReplace,
  REPLACED_META_KEY,
  type BackupErrorCode,
  type FormComparison,
  type Snapshot,
};

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

/** Reads and checks a backup file; writes nothing. */
export async function readBackupFile(file: File): Promise<Snapshot> {
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-large');
  return parseBackup(await file.text());
}

/** 'combine': newer answers win, nothing is lost; 'replace': the file's contents only. */
export function applyBackup(snapshot: Snapshot, mode: 'combine' | 'replace') {
  return mode === 'combine' ? combineWithSnapshot(snapshot) : replaceWithSnapshot(snapshot);
}
