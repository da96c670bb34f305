import Dexie, { type Table, type Transaction } from 'dexie';
import {
  documentSlots,
  emptyStatement,
  type ApplicationSections,
  type DocumentSlot,
  type SectionKey,
  type Statement,
  type StatementTopic,
} from '@/domain/application';
import { normalizeDocuments } from '@/domain/documents/slots';
import type { FormId } from '@/domain/forms/types';
import type { FormProgress } from '@/domain/progress';
import type { AutoFillSource } from '@/domain/autofill-fields';
import { factHolders, toPeople, type FactHolder, type People, type Person } from '@/domain/people';
import { couplePlacesFromStore, peopleFromStore, placeOfBirthFromStore } from '@/domain/people-migration';
import { outboxMiddleware } from './outbox-middleware';
import type { RehearsalRound } from './rehearsal-types';
import { DB_NAME } from '@/lib/store-presence';

// Dexie switches its debug mode on by itself when the page's address is localhost or 127.0.0.1 (every
// test and benchmark here): each table call then makes a DevTools task for async stack traces, and
// its first query took 66-95 ms at 4x under Lighthouse's trace. The production build behaves the
// same wherever it is served.
Dexie.debug = import.meta.env.DEV;

export { DB_NAME } from '@/lib/store-presence';

/** One section of the application data (spec §3), stored as a whole. */
export type SectionRecord<K extends SectionKey = SectionKey> = {
  key: K;
  value: ApplicationSections[K];
  updatedAt: string;
};

export type TaskProgressRecord = {
  taskId: string;
  progress: number;
  status: 'not-started' | 'in-progress' | 'completed';
  startedAt?: string;
  completedAt?: string;
  lastUpdated: string;
};

export type ExtractedDocumentRecord = {
  id: string;
  extractionResult: { documentType: AutoFillSource | 'other'; data: Record<string, string> };
  uploadedAt: string;
  fileName: string;
  fileUrl: string | null;
  updatedAt: string;
};

/** Which cloud document a change belongs to; sync coalesces per document. */
export type CloudDoc = 'userProgress' | 'users' | 'uploads';

/**
 * A change waiting for the cloud. Written in the same transaction as the change, so
 * it exists exactly when the change committed. Sync reads the current local state
 * of `doc` when it drains, so many rows for one doc become one write.
 */
export type OutboxEntry = { seq?: number; doc: CloudDoc; key: string; at: string };

/** A form's losing copy in a conflict, kept so the user can restore it (decisions §5). */
export type FormRevision = {
  id?: number;
  formId: FormId;
  progress: FormProgress;
  /** The questions whose answers of this copy the newer copy replaced (absent in revisions kept before it existed). */
  questions?: string[];
  reason: 'conflict' | 'restore';
  at: string;
  seenAt?: string | null;
};

/** A statement's losing copy in a conflict: the topics whose answers another device replaced unseen. */
export type StatementRevision = {
  id?: number;
  section: 'personalStatement' | 'sponsorStatement';
  statement: Statement;
  topics: StatementTopic[];
  reason: 'conflict';
  at: string;
  seenAt?: string | null;
};

/** A copy kept when another device's newer one replaced answers of this device (D5). */
export type Revision = FormRevision | StatementRevision;

export const isStatementRevision = (r: Revision): r is StatementRevision => 'section' in r;

export type MetaRecord = { key: string; value: unknown };

/** An uploaded file's bytes, kept on the device (cloud copy under uploads/{uid}/ when signed in). */
export type StoredFile = {
  id: string;
  slot: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  addedAt: string;
  uploadedPath?: string | null;
  /** Kept on this device only, never uploaded (imported chat exports: private, and not a document). */
  localOnly?: boolean;
  /**
   * Clockwise degrees to rotate the stored image (as browsers decode it, EXIF orientation
   * applied) to make it upright; set when a passport read succeeds.
   */
  orientation?: 0 | 90 | 180 | 270;
  /** The passport data page's place in the upright image's pixels, estimated from its MRZ; set with orientation. */
  pageBox?: { x: number; y: number; width: number; height: number };
};

export class F6Database extends Dexie {
  sections!: Table<SectionRecord, SectionKey>;
  formProgress!: Table<FormProgress, FormId>;
  taskProgress!: Table<TaskProgressRecord, string>;
  extractedDocuments!: Table<ExtractedDocumentRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  revisions!: Table<Revision, number>;
  meta!: Table<MetaRecord, string>;
  files!: Table<StoredFile, string>;
  /** The applicant's and the sponsor's facts, each held once (D20); since store version 4. */
  people!: Table<Person, FactHolder>;
  /** Rehearsal: each spouse's interview rehearsal, on this device only (no outbox, no snapshot, no sync). */
  rehearsal!: Table<RehearsalRound, RehearsalRound['spouse']>;

  constructor(name = DB_NAME) {
    super(name);
    applySchema(this);
    // Every change to a synced table records its outbox row in the same transaction (data/outbox-middleware.ts).
    this.use(outboxMiddleware);
  }
}

/**
 * Schema history. Append only: a released version is never edited (clients in the
 * wild carry it). Each upgrade is mirrored by a backup/cloud migration in migrations.ts.
 */
export function applySchema(db: Dexie): void {
  db.version(1).stores({
    sections: 'key',
    formProgress: 'formId',
    taskProgress: 'taskId',
    extractedDocuments: 'id',
    outbox: '++seq, doc',
    revisions: '++id, formId',
    meta: 'key',
    files: 'id, slot',
  });
  // v2: the task catalog changed shape, so timeline progress is reset (spec §9).
  db.version(2)
    .stores({})
    .upgrade(async (tx) => {
      await tx.table('taskProgress').clear();
      await tx.table('outbox').add({ doc: 'users', key: 'timeline', at: new Date().toISOString() });
    });
  // v3: the sponsor statement is added (spec §9).
  db.version(3)
    .stores({})
    .upgrade(async (tx) => {
      const sections = tx.table('sections');
      if (!(await sections.get('sponsorStatement'))) {
        await sections.put({ key: 'sponsorStatement', value: emptyStatement(), updatedAt: new Date().toISOString() });
      }
    });
  // v4 (D20): people records for the applicant and the sponsor, built from the answers
  // already given in the three forms and the visa application form. The forms keep their answers.
  db.version(4)
    .stores({ people: 'role' })
    .upgrade(async (tx) => {
      const [forms, sections] = await Promise.all([tx.table('formProgress').toArray(), tx.table('sections').toArray()]);
      const people = peopleFromStore(forms, sections);
      await tx.table('people').bulkPut([people.applicant, people.sponsor]);
      await tx.table('outbox').add({ doc: 'users', key: 'people', at: new Date().toISOString() });
    });
  // v5 (v4 is the people records): a document is several files. Each slot's single DocumentRef
  // becomes the first of its files, linked to the bytes already stored for that slot; the stamp
  // is kept, so the change never wins a merge against a newer edit from another device.
  db.version(5)
    .stores({})
    .upgrade(async (tx) => {
      const sections = tx.table('sections');
      const record = await sections.get('documents');
      if (!record) return;
      const fileIds: Partial<Record<DocumentSlot, string>> = {};
      const fileIdsAddedAt: Partial<Record<DocumentSlot, string>> = {};
      // One file per slot before v5; should there be more, the newest is the one the slot named.
      for (const file of (await tx.table('files').toArray()) as StoredFile[]) {
        const slot = file.slot as DocumentSlot;
        if (documentSlots.includes(slot) && (!fileIds[slot] || file.addedAt > (fileIdsAddedAt[slot] ?? ''))) {
          fileIds[slot] = file.id;
          fileIdsAddedAt[slot] = file.addedAt;
        }
      }
      await sections.put({ ...record, value: normalizeDocuments(record.value, fileIds) });
    });
  // v7 (D26): facts printed in two scripts (addresses, occupation, employer, school) hold a
  // Korean and a Latin version. A single value held before becomes the version of its script
  // (Hangul -> ko, Latin letters -> latin) with its stamp kept, so nothing is lost and the change
  // never wins a merge against a newer edit; the audit's acknowledgements start empty.
  db.version(7)
    .stores({})
    .upgrade(async (tx) => {
      const people = tx.table('people');
      const rows = (await people.toArray()) as Person[];
      if (rows.length === 0) return;
      const migrated = toPeople(Object.fromEntries(rows.map((p) => [p.role, p])));
      await people.bulkPut(rows.map((p) => migrated[p.role]));
    });
  // v12 (rehearsal): a local-only table of rehearsal rounds. Never in the outbox, a
  // backup or the cloud, so snapshots keep their format and STORE_VERSION does not change.
  db.version(12).stores({ rehearsal: 'spouse' });
  // v20 (D26): the country of birth is a person fact in two scripts; the answers already given
  // become the version of their script (placeOfBirthFromStore). The outbox carries the people.
  db.version(20)
    .stores({})
    .upgrade((tx) => liftAnswersIntoPeople(tx, placeOfBirthFromStore));
  // v21 (D26; store version 16): where the couple married and first met are the couple's facts in
  // two scripts, held in the people table as the 'couple' record; the answers already given become
  // the version of their script (couplePlacesFromStore).
  db.version(21)
    .stores({})
    .upgrade((tx) => liftAnswersIntoPeople(tx, couplePlacesFromStore));
}

/**
 * An upgrade that moves answers already given into the people records (`lift`): the records it
 * changes are written, and the outbox carries them to the cloud. The forms keep their answers.
 */
async function liftAnswersIntoPeople(
  tx: Transaction,
  lift: (forms: never[], sections: never[], people: People) => People,
): Promise<void> {
  const [forms, sections, rows] = await Promise.all([
    tx.table('formProgress').toArray(),
    tx.table('sections').toArray(),
    tx.table('people').toArray(),
  ]);
  const before = toPeople(Object.fromEntries((rows as Person[]).map((p) => [p.role, p])));
  const after = lift(forms as never[], sections as never[], before);
  const changed = factHolders.filter((role) => JSON.stringify(after[role]) !== JSON.stringify(before[role]));
  if (changed.length === 0) return;
  await tx.table('people').bulkPut(changed.map((role) => after[role]));
  await tx.table('outbox').add({ doc: 'users', key: 'people', at: new Date().toISOString() });
}

export const STORE_VERSION = 16;
/**
 * The highest Dexie version declared in applySchema. It may be above STORE_VERSION: a local-only
 * table (rehearsal, v12) changes the database, not the snapshot format that backups and sync carry.
 */
export const SCHEMA_VERSION = 21;
