import { db } from '@/data';
import type { StoredFile } from '@/data';
import { readSection } from '@/data/sections';
import { writeTransaction } from '@/data/write';
import { markFilePlacement } from '@/data/remote';
import type { DocumentFileRef, DocumentFileRole, DocumentSlot, Documents } from '@/domain/application';
import { defaultRole, rolesOf } from '@/domain/documents/slots';
import { extractionRecordData, mergeExtraction, type Extraction, type MergeResult } from '@/domain/autofill';
import { nextStamp } from '@/lib/clock';
import { readPeople, saveFacts } from '@/data/people';
import { personSuggestions, type PersonSuggestion } from '@/domain/people-suggestions';
import { fileProblem, isExtractable, type ExtractableSlot, type FileProblem } from './model';
import { storedTypeOf } from '@/domain/documents/file-type';
import { isPlainObject } from '@/lib/is-plain-object';

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

export type AddFileOptions = { role?: DocumentFileRole | null; issueDate?: string | null };

/**
 * Adds a file to a slot, after the ones there: the bytes, the slot's file entry and the outbox rows
 * (the documents section; the new upload) in one transaction. A rejected file throws before
 * anything is written.
 */
export async function addDocumentFile(
  slot: DocumentSlot,
  file: File,
  options: AddFileOptions = {},
): Promise<StoredFile> {
  const problem = fileProblem(file);
  if (problem) throw new FileRejectedError(problem);
  // Stored (and later uploaded) with the type its bytes have; anything else is refused here.
  const type = await storedTypeOf(file);
  if (!type) throw new FileRejectedError('content');
  const blob = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  const now = new Date().toISOString();
  const stored: StoredFile = {
    id: newFileId(slot),
    slot,
    name: file.name,
    type,
    size: file.size,
    blob,
    addedAt: now,
    uploadedPath: null,
  };
  await writeTransaction([db.files, db.sections], async () => {
    await db.files.add(stored);
    await putDocuments((docs) => {
      const files = docs[slot].files;
      const role =
        options.role !== undefined && (options.role === null || rolesOf(slot).includes(options.role))
          ? options.role
          : defaultRole(slot, files);
      const ref: DocumentFileRef = {
        id: stored.id,
        fileName: file.name,
        size: file.size,
        type,
        uploadedAt: now,
        role,
        issueDate: options.issueDate ?? null,
      };
      docs[slot] = { ...docs[slot], files: [...files, ref] };
    });
  });
  return stored;
}

/**
 * Removes one file of a slot. What was confirmed from it stays in the auto-fill data; details read
 * from it but not confirmed (its draft) go with it.
 */
export function removeDocumentFile(slot: DocumentSlot, fileId: string): Promise<void> {
  return writeTransaction([db.files, db.sections, db.meta], async () => {
    if (await db.files.get(fileId)) {
      await db.files.delete(fileId);
    }
    let left: DocumentFileRef[] = [];
    await putDocuments((docs) => {
      left = docs[slot].files.filter((f) => f.id !== fileId);
      const removed = [...new Set([...(docs[slot].removed ?? []), fileId])];
      docs[slot] = { ...docs[slot], files: left, removed };
    });
    if (isExtractable(slot)) {
      const draft = await db.meta.get(draftKey(slot));
      if (draft && !draftBelongs(draft.value, left)) await db.meta.delete(draftKey(slot));
    }
  });
}

/** Changes one file's entry (its role or issue date) in the documents section. */
export function updateDocumentFile(
  slot: DocumentSlot,
  fileId: string,
  patch: Partial<Pick<DocumentFileRef, 'role' | 'issueDate'>>,
): Promise<void> {
  return writeTransaction([db.sections], async () => {
    await putDocuments((docs) => {
      docs[slot] = { ...docs[slot], files: docs[slot].files.map((f) => (f.id === fileId ? { ...f, ...patch } : f)) };
    });
  });
}

/** Moves a file one place up (-1) or down (+1): the order is the order the consulate gets them in. */
export function moveDocumentFile(slot: DocumentSlot, fileId: string, delta: -1 | 1): Promise<void> {
  return writeTransaction([db.sections], async () => {
    await putDocuments((docs) => {
      const files = [...docs[slot].files];
      const from = files.findIndex((f) => f.id === fileId);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= files.length) return;
      [files[from], files[to]] = [files[to], files[from]];
      docs[slot] = { ...docs[slot], files };
    });
  });
}

export const readStoredFile = (id: string): Promise<StoredFile | undefined> => db.files.get(id);

/**
 * Keeps where a successful read found the page with the stored file: the package
 * prints the copy upright from it. Local to this device, like the file's bytes; a file removed
 * meanwhile is left alone.
 */
export async function savePlacement(fileId: string, placement: Required<Pick<StoredFile, 'orientation' | 'pageBox'>>) {
  await markFilePlacement(fileId, { orientation: placement.orientation, pageBox: placement.pageBox });
}

/** The file a slot's reading starts from: the first one stored on this device. */
export async function readSlotFile(slot: DocumentSlot): Promise<StoredFile | undefined> {
  const docs = await readSection('documents');
  for (const ref of docs[slot].files) {
    const stored = await db.files.get(ref.id);
    if (stored) return stored;
  }
  return undefined;
}

/**
 * Saves details the user confirmed: merged into the auto-fill data by the precedence rules
 * (domain/autofill.ts), recorded in the extracted documents store under the slot's id, and
 * linked from the slot's DocumentRef when a file is there. One transaction.
 */
export function saveExtraction(slot: ExtractableSlot, extraction: Extraction): Promise<MergeResult> {
  return writeTransaction([db.sections, db.extractedDocuments, db.meta], async () => {
    // Confirmed: the read details are no longer a draft.
    await db.meta.delete(draftKey(slot));
    const storedAutoFill = await db.sections.get('autoFill');
    const result = mergeExtraction(await readSection('autoFill'), extraction);
    await db.sections.put({ key: 'autoFill', value: result.data, updatedAt: nextStamp(storedAutoFill?.updatedAt) });

    const docs = await readSection('documents');
    const ref = docs[slot].files[0];
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
    if (ref && docs[slot].extractedId !== slot) {
      await putDocuments((d) => {
        d[slot] = { ...d[slot], extractedId: slot };
      });
    }
    return result;
  });
}

export type SlotFile = Omit<StoredFile, 'blob'>;

/** The documents section, the files stored on this device (without their bytes) by id, the target date and today. */
export async function readDocumentsView() {
  const [documents, files, timeline] = await Promise.all([
    readSection('documents'),
    db.files.toArray(),
    readSection('timeline'),
  ]);
  const stored: Record<string, SlotFile> = {};
  for (const { blob: _blob, ...meta } of files) stored[meta.id] = meta;
  return { documents, stored, targetDate: timeline.targetDate, today: new Date().toISOString().slice(0, 10) };
}

export const readAutoFill = () => readSection('autoFill');

/** The auto-fill data with what it suggests for the people records (D20), live. */
export async function readPersonSuggestions() {
  const [autoFill, people] = await Promise.all([readSection('autoFill'), readPeople()]);
  return personSuggestions(autoFill, people);
}

/** Accepts suggestions: each edits the person (and through it every form), one transaction. */
export const acceptPersonSuggestions = (accepted: PersonSuggestion[]) =>
  saveFacts(accepted.map((s) => ({ ref: s.ref, value: s.value })));

/**
 * Details read from a file but not confirmed yet: kept on this device (never synced) until the
 * user confirms or discards them, so a reload does not lose a reading that took a minute. A draft
 * is a suggestion, never part of the slot's being filled (D18); it names the file it was
 * read from and goes away with it.
 */
const draftKey = (slot: ExtractableSlot) => `readDraft:${slot}`;

type StoredDraft = { fileId: string | null; outcome: unknown };

/** A stored draft in the current shape; drafts from before the file id was kept name no file. */
const asDraft = (value: unknown): StoredDraft | null => {
  if (!isPlainObject(value)) return null;
  if ('outcome' in value)
    return { fileId: typeof value.fileId === 'string' ? value.fileId : null, outcome: value.outcome };
  return { fileId: null, outcome: value };
};

/** Whether a draft still has its file in the slot (one that names no file: while the slot has any). */
function draftBelongs(value: unknown, files: readonly DocumentFileRef[]): boolean {
  const draft = asDraft(value);
  if (!draft) return false;
  return draft.fileId ? files.some((f) => f.id === draft.fileId) : files.length > 0;
}

export const saveReadDraft = (slot: ExtractableSlot, outcome: unknown, fileId: string | null = null) =>
  db.meta.put({ key: draftKey(slot), value: { fileId, outcome } satisfies StoredDraft });

/** The draft's outcome, or null when there is none or its file has left the slot (removed on another device, say). */
export async function readReadDraft(slot: ExtractableSlot): Promise<unknown> {
  const [stored, docs] = await Promise.all([db.meta.get(draftKey(slot)), readSection('documents')]);
  if (!stored || !draftBelongs(stored.value, docs[slot].files)) return null;
  return asDraft(stored.value)?.outcome ?? null;
}

export const discardReadDraft = (slot: ExtractableSlot) => db.meta.delete(draftKey(slot));
