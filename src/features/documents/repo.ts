import { db } from '@/data';
import type { StoredFile } from '@/data';
import { readSection } from '@/data/sections';
import { writeTransaction } from '@/data/write';
import type { DocumentSlot, Documents } from '@/domain/application';
import { extractionRecordData, mergeExtraction, type Extraction, type MergeResult } from '@/domain/autofill';
import { nextStamp } from '@/lib/clock';
import { fileProblem, matchesSignature, type ExtractableSlot, type FileProblem } from './model';

export class FileRejectedError extends Error {
  constructor(readonly problem: FileProblem) {
    super(`File rejected: ${problem}`);
    this.name = 'FileRejectedError';
  }
}

const newFileId = (slot: DocumentSlot) =>
  `${slot}-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/** Writes the documents section with a stamp never older than the stored one (sync merges by it). */
async function putDocuments(update: (docs: Documents) => void) {
  const stored = await db.sections.get('documents');
  const docs = { ...(await readSection('documents')) };
  update(docs);
  await db.sections.put({ key: 'documents', value: docs, updatedAt: nextStamp(stored?.updatedAt) });
}

/**
 * Stores a file in a slot, replacing the one there: the bytes, the slot's DocumentRef and the
 * outbox rows (the documents section; the new and the replaced upload) in one transaction.
 * A rejected file throws before anything is written.
 */
export async function storeDocument(slot: DocumentSlot, file: File): Promise<StoredFile> {
  const problem = fileProblem(file);
  if (problem) throw new FileRejectedError(problem);
  if (!matchesSignature(file.type, new Uint8Array(await file.slice(0, 12).arrayBuffer()))) throw new FileRejectedError('type');
  const now = new Date().toISOString();
  const stored: StoredFile = { id: newFileId(slot), slot, name: file.name, type: file.type, size: file.size, blob: file, addedAt: now, uploadedPath: null };
  await writeTransaction([db.files, db.sections], async (mark) => {
    for (const previous of await db.files.where('slot').equals(slot).toArray()) {
      await db.files.delete(previous.id);
      mark({ doc: 'uploads', key: previous.id });
    }
    await db.files.add(stored);
    await putDocuments((docs) => {
      docs[slot] = { fileName: file.name, size: file.size, type: file.type, uploadedAt: now };
    });
    mark({ doc: 'users', key: 'documents' });
    mark({ doc: 'uploads', key: stored.id });
  });
  return stored;
}

/** Removes a slot's file. What was confirmed from it stays in the auto-fill data. */
export function removeDocument(slot: DocumentSlot): Promise<void> {
  return writeTransaction([db.files, db.sections], async (mark) => {
    for (const previous of await db.files.where('slot').equals(slot).toArray()) {
      await db.files.delete(previous.id);
      mark({ doc: 'uploads', key: previous.id });
    }
    await putDocuments((docs) => {
      docs[slot] = null;
    });
    mark({ doc: 'users', key: 'documents' });
  });
}

export const readSlotFile = (slot: DocumentSlot): Promise<StoredFile | undefined> => db.files.where('slot').equals(slot).first();

/**
 * Saves details the user confirmed: merged into the auto-fill data by the precedence rules
 * (domain/autofill.ts), recorded in the extracted documents store under the slot's id, and
 * linked from the slot's DocumentRef when a file is there. One transaction.
 */
export function saveExtraction(slot: ExtractableSlot, extraction: Extraction): Promise<MergeResult> {
  return writeTransaction([db.sections, db.extractedDocuments], async (mark) => {
    const storedAutoFill = await db.sections.get('autoFill');
    const result = mergeExtraction(await readSection('autoFill'), extraction);
    await db.sections.put({ key: 'autoFill', value: result.data, updatedAt: nextStamp(storedAutoFill?.updatedAt) });
    mark({ doc: 'users', key: 'autoFill' });

    const docs = await readSection('documents');
    const ref = docs[slot];
    const previous = await db.extractedDocuments.get(slot);
    const now = new Date().toISOString();
    await db.extractedDocuments.put({
      id: slot,
      extractionResult: { documentType: extraction.documentType, data: extractionRecordData(extraction) },
      uploadedAt: ref?.uploadedAt ?? now,
      fileName: ref?.fileName ?? '',
      fileUrl: null,
      updatedAt: nextStamp(previous?.updatedAt),
    });
    mark({ doc: 'uploads', key: slot });
    if (ref && ref.extractedId !== slot) {
      await putDocuments((d) => {
        d[slot] = { ...ref, extractedId: slot };
      });
      mark({ doc: 'users', key: 'documents' });
    }
    return result;
  });
}

export type SlotFile = Omit<StoredFile, 'blob'>;

/** The documents section with each slot's stored file (without its bytes). */
export async function readDocumentsView() {
  const [documents, files] = await Promise.all([readSection('documents'), db.files.toArray()]);
  const bySlot: Partial<Record<DocumentSlot, SlotFile>> = {};
  for (const { blob: _blob, ...meta } of files) bySlot[meta.slot as DocumentSlot] = meta;
  return { documents, files: bySlot };
}

export const readAutoFill = () => readSection('autoFill');
