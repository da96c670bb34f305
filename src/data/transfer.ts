/**
 * The transfer file: everything of the application on one device, for the other spouse's device or a
 * couple without an account. A zip (fflate) of `transfer.json` (what the file holds, and each file's
 * record), `backup.json` (the snapshot, read exactly as a backup is) and `files/<n>` (each uploaded
 * file's and chat export's bytes). Imported, it merges as a backup does and its files are stored as
 * this device's uploads, so every status reads the same on both devices. Loaded only when a transfer
 * file is made or read: fflate and this code stay out of the first paint.
 */
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import * as v from 'valibot';
import { sniffFileType } from '@/domain/documents/file-type';
import { parseChatExport } from '@/domain/evidence/chat-export';
import { Stamp } from './backup-schema';
import type { StoredFile } from './db';
import { CHAT_EXPORT_SLOT } from './evidence';
import { db } from './index';
import { BackupError, parseBackup, takeSnapshot, type Snapshot } from './snapshot';

export const TRANSFER_FORMAT = 'f6-visa-prep-transfer';
/** The layout of the zip; a file with a higher one comes from a newer app and is refused ("update the app"). */
export const TRANSFER_VERSION = 1;
/** Far above a real application (20 MB a file), far below what a phone can hold in memory twice. */
export const MAX_TRANSFER_BYTES = 400 * 1024 * 1024;

const MANIFEST = 'transfer.json';
const SNAPSHOT = 'backup.json';
const fileEntry = /^files\/\d{1,5}$/;

/** A file's record in transfer.json: the stored file without its bytes, and where they are in the zip. */
const TransferFileSchema = v.object({
  entry: v.pipe(v.string(), v.regex(fileEntry)),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  slot: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  name: v.pipe(v.string(), v.maxLength(500)),
  type: v.pipe(v.string(), v.maxLength(100)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_TRANSFER_BYTES)),
  addedAt: Stamp,
  localOnly: v.optional(v.boolean()),
  orientation: v.optional(v.picklist([0, 90, 180, 270])),
  pageBox: v.optional(v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })),
});
const ManifestSchema = v.object({
  format: v.literal(TRANSFER_FORMAT),
  version: v.literal(TRANSFER_VERSION),
  files: v.pipe(v.array(TransferFileSchema), v.maxLength(10_000)),
});
type TransferFileRecord = v.InferOutput<typeof TransferFileSchema>;

/** A transfer file read and checked: the snapshot and the files, ready to merge. */
export type Transfer = { snapshot: Snapshot; files: StoredFile[] };

/** Photos and PDFs are compressed already: stored as they are, so making the zip stays quick. */
const compressible = (type: string) => type.startsWith('text/') || type === 'application/json';

/** The whole application with every file's bytes, as the bytes of one zip. */
export async function buildTransfer(): Promise<Uint8Array> {
  const [snapshot, stored] = await db.transaction(
    'r',
    [db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.people, db.files],
    () => Promise.all([takeSnapshot(), db.files.toArray()]),
  );
  const entries: Zippable = {};
  const records: TransferFileRecord[] = [];
  for (const [i, file] of stored.entries()) {
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    const entry = `files/${i}`;
    entries[entry] = [bytes, { level: compressible(file.type) ? 6 : 0 }];
    records.push({
      entry,
      id: file.id,
      slot: file.slot,
      name: file.name,
      type: file.type,
      size: bytes.length,
      addedAt: file.addedAt,
      ...(file.localOnly ? { localOnly: true } : {}),
      ...(file.orientation !== undefined ? { orientation: file.orientation } : {}),
      ...(file.pageBox ? { pageBox: file.pageBox } : {}),
    });
  }
  const manifest = { format: TRANSFER_FORMAT, version: TRANSFER_VERSION, files: records };
  entries[MANIFEST] = [strToU8(JSON.stringify(manifest)), { level: 6 }];
  entries[SNAPSHOT] = [strToU8(JSON.stringify(snapshot)), { level: 6 }];
  return zipSync(entries);
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The zip's entries this app reads, unpacked; a zip that would unpack past the limit is refused before it is. */
function unpack(bytes: Uint8Array): Record<string, Uint8Array> {
  if (bytes.length > MAX_TRANSFER_BYTES) throw new BackupError('too-large');
  if (!isZip(bytes)) throw new BackupError('not-zip');
  let unpacked = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (file.name !== MANIFEST && file.name !== SNAPSHOT && !fileEntry.test(file.name)) return false;
        unpacked += file.originalSize;
        if (unpacked > MAX_TRANSFER_BYTES) throw new BackupError('too-large');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError('damaged-zip');
  }
}

/** The manifest, checked: a newer layout asks for an update, anything else wrong names the part. */
function readManifest(entry: Uint8Array | undefined) {
  if (!entry) throw new BackupError('not-backup');
  let data: unknown;
  try {
    data = JSON.parse(strFromU8(entry));
  } catch {
    throw new BackupError('damaged-zip');
  }
  const header = data as { format?: unknown; version?: unknown } | null;
  if (!header || header.format !== TRANSFER_FORMAT) throw new BackupError('not-backup');
  if (typeof header.version === 'number' && header.version > TRANSFER_VERSION) throw new BackupError('newer-version');
  const result = v.safeParse(ManifestSchema, data);
  if (!result.success) throw new BackupError('invalid', 'files');
  return result.output;
}

/**
 * A file's bytes as they will be stored: exactly the size recorded, and what the app stores under its
 * slot (a chat export that reads as a chat; a document in one of the stored types, as its bytes say).
 */
function storedFile(record: TransferFileRecord, bytes: Uint8Array | undefined): StoredFile {
  if (!bytes || bytes.length !== record.size) throw new BackupError('invalid', 'files');
  if (record.slot === CHAT_EXPORT_SLOT) {
    if (!parseChatExport(strFromU8(bytes), record.name)) throw new BackupError('invalid', 'files');
  } else if (sniffFileType(bytes.subarray(0, 64)) !== record.type) throw new BackupError('invalid', 'files');
  const { entry: _entry, ...rest } = record;
  return {
    ...rest,
    blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type: record.type }),
    // Uploaded to this device's account when signed in; a chat export never leaves the device.
    uploadedPath: null,
    ...(record.slot === CHAT_EXPORT_SLOT ? { localOnly: true } : {}),
  };
}

/** Reads and checks a transfer file; throws BackupError and writes nothing. */
export function parseTransfer(bytes: Uint8Array, now = Date.now()): Transfer {
  const entries = unpack(bytes);
  const manifest = readManifest(entries[MANIFEST]);
  const snapshotBytes = entries[SNAPSHOT];
  if (!snapshotBytes) throw new BackupError('invalid', 'file');
  const snapshot = parseBackup(strFromU8(snapshotBytes), now);
  const files = manifest.files.map((record) => storedFile(record, entries[record.entry]));
  return { snapshot, files };
}
