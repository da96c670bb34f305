/**
 * What a transfer file would carry, and what a plain backup lacks: read without the zip code
 * (data/transfer.ts), so the progress page can say both before anything is made or merged.
 */
import type { Documents, Evidence } from '@/domain/application';
import { CHAT_EXPORT_SLOT } from './evidence';
import { db } from './index';
import type { Snapshot } from './snapshot';

export type TransferContents = {
  /** About the size of the zip: the files' bytes (photos and PDFs are stored as they are) and the answers. */
  bytes: number;
  files: number;
  chats: number;
};

export async function readTransferContents(): Promise<TransferContents> {
  const [files, sections, forms, people] = await Promise.all([
    db.files.toArray(),
    db.sections.toArray(),
    db.formProgress.toArray(),
    db.people.toArray(),
  ]);
  const chats = files.filter((f) => f.slot === CHAT_EXPORT_SLOT).length;
  const data = JSON.stringify([sections, forms, people]).length;
  return { bytes: files.reduce((n, f) => n + f.size, 0) + data, files: files.length - chats, chats };
}

/** What a backup (JSON, no files) lists but cannot bring: the files and the chat it names that are not on this device. */
export type BackupLacks = { files: number; chat: boolean };

export async function backupLacks(snapshot: Snapshot): Promise<BackupLacks> {
  const here = new Set((await db.files.toCollection().primaryKeys()) as string[]);
  const documents = (snapshot.sections.documents ?? {}) as Partial<Documents>;
  const listed = Object.values(documents).flatMap((entry) => (Array.isArray(entry?.files) ? entry.files : []));
  const evidence = snapshot.sections.evidence as Partial<Evidence> | undefined;
  const thread = evidence?.selectedThreadId ?? null;
  return {
    files: new Set(listed.map((f) => f.id).filter((id) => !here.has(id))).size,
    chat: thread !== null && !here.has(thread),
  };
}
