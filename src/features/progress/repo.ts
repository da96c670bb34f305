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
import type { StoredFile } from '@/data/db';
import { backupLacks, type BackupLacks } from '@/data/transfer-contents';

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

export { backupLacks, readTransferContents, type BackupLacks, type TransferContents } from '@/data/transfer-contents';

/** Max size accepted for a backup file: far above any real application, far below a mistake. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const today = () => new Date().toISOString().slice(0, 10);

export async function downloadBackup(): Promise<string> {
  const name = `f6-visa-prep-backup-${today()}.json`;
  download(new Blob([await exportBackup()], { type: 'application/json' }), name);
  return name;
}

/** Makes and downloads the transfer file; the zip code is loaded only now. Returns its size in bytes. */
export async function downloadTransfer(): Promise<number> {
  const { buildTransfer } = await import('@/data/transfer');
  const bytes = await buildTransfer();
  download(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    `f6-visa-prep-transfer-${today()}.zip`,
  );
  return bytes.length;
}

/** What an import holds: a transfer file brings its files; a backup names what it lacks. */
export type Incoming =
  | { kind: 'transfer'; snapshot: Snapshot; files: StoredFile[] }
  | { kind: 'backup'; snapshot: Snapshot; lacks: BackupLacks };

const startsLikeZip = async (file: File) => {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b;
};

/** Reads and checks a transfer file (.zip) or a backup (.json); writes nothing. */
export async function readImportFile(file: File): Promise<Incoming> {
  if (file.name.toLowerCase().endsWith('.zip') || (await startsLikeZip(file))) {
    const { MAX_TRANSFER_BYTES, parseTransfer } = await import('@/data/transfer');
    if (file.size > MAX_TRANSFER_BYTES) throw new BackupError('too-large');
    return { kind: 'transfer', ...parseTransfer(new Uint8Array(await file.arrayBuffer())) };
  }
  const snapshot = await readBackupFile(file);
  return { kind: 'backup', snapshot, lacks: await backupLacks(snapshot) };
}

/** Reads and checks a backup file; writes nothing. */
export async function readBackupFile(file: File): Promise<Snapshot> {
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-large');
  return parseBackup(await file.text());
}

/** 'combine': newer answers win, nothing is lost; 'replace': the file's contents only. */
export function applyImport(incoming: Incoming, mode: 'combine' | 'replace') {
  const files = incoming.kind === 'transfer' ? incoming.files : [];
  return mode === 'combine'
    ? combineWithSnapshot(incoming.snapshot, files)
    : replaceWithSnapshot(incoming.snapshot, { files });
}
