/**
 * What sync/ uses to read the local state it pushes and to apply what the cloud
 * holds. Remote changes are applied WITHOUT outbox rows (they came from the cloud),
 * and a local copy that loses a conflict is kept in `revisions`.
 */
import type { SectionKey, Statement, StatementTopic } from '@/domain/application';
import { removedFileIds } from '@/domain/documents/merge';
import type { FormProgress } from '@/domain/progress';
import { liveQuery } from 'dexie';
import { db } from './index';
import type {
  CloudDoc,
  ExtractedDocumentRecord,
  FormRevision,
  Revision,
  SectionRecord,
  StatementRevision,
  StoredFile,
  TaskProgressRecord,
} from './db';
import { isStatementRevision } from './db';
import type { Locale } from '@/domain/common';
import { GLOBAL_META_KEY, readGlobalProgress, storedRecord } from './forms';
import { lostAnswers, mergeFormProgress, stampEdits } from '@/domain/progress-merge';
import { writeTransaction } from './write';
import { quietTransaction } from './outbox-middleware';
import { isNewer, nextStamp } from '@/lib/clock';
import type { FormAnswers } from '@/domain/forms/types';
import { formStatus } from '@/domain/progress';
import { mergePeople, type People } from '@/domain/people';
import { readPeople } from './people';
import { keepReplacedStatement } from './statement-revisions';

export const OWNER_META_KEY = 'owner';

export type LocalSyncState = {
  sections: Record<string, { value: unknown; updatedAt: string }>;
  tasks: Record<string, TaskProgressRecord>;
  extracted: Record<string, ExtractedDocumentRecord>;
  files: Record<string, Omit<StoredFile, 'blob'>>;
  /** The people records (D20); merged per fact by time. */
  people: People;
};

export { readGlobalProgress };

export async function readLocalSyncState(): Promise<LocalSyncState> {
  const [sections, tasks, extracted, files, people] = await Promise.all([
    db.sections.toArray(),
    db.taskProgress.toArray(),
    db.extractedDocuments.toArray(),
    db.files.toArray(),
    readPeople(),
  ]);
  return {
    sections: Object.fromEntries(sections.map((s) => [s.key, { value: s.value, updatedAt: s.updatedAt }])),
    tasks: Object.fromEntries(tasks.map((t) => [t.taskId, t])),
    extracted: Object.fromEntries(extracted.map((d) => [d.id, d])),
    files: Object.fromEntries(files.map(({ blob: _blob, ...meta }) => [meta.id, meta])),
    people,
  };
}

export const readFileBlob = (id: string) => db.files.get(id);
/** Sync's own bookkeeping on a file record: no outbox row (it would only queue the same push again). */
const bookkeeping = (fn: () => Promise<unknown>) =>
  db.transaction('rw', db.files, async () => {
    quietTransaction();
    await fn();
  });
export const markFileUploaded = (id: string, path: string, type?: string) =>
  bookkeeping(() => db.files.update(id, type ? { uploadedPath: path, type } : { uploadedPath: path }));
/** The file ids this device has queued for the uploads document (a removal not sent yet among them). */
export const pendingFileIds = async (): Promise<Set<string>> =>
  new Set((await db.outbox.where('doc').equals('uploads').toArray()).map((r) => r.key));

/**
 * A file another device uploaded, stored here as it is in the account (its cloud path kept, so it is
 * never sent back up): from now on it counts on this device too. A file already here is left alone.
 */
export const storeDownloadedFile = (meta: Omit<StoredFile, 'blob'>, blob: Blob) =>
  bookkeeping(async () => {
    if (!(await db.files.get(meta.id))) await db.files.put({ ...meta, blob });
  });
/** A file whose content storage.rules would refuse stays on this device only (it never blocks the sync of the rest). */
export const markFileLocalOnly = (id: string) => bookkeeping(() => db.files.update(id, { localOnly: true }));
/** Where a read found the page in a stored image (the package prints the copy upright): this device's own, like the bytes. */
export const markFilePlacement = (id: string, placement: Pick<StoredFile, 'orientation' | 'pageBox'>) =>
  bookkeeping(() => db.files.update(id, placement));

/**
 * Applies forms from the cloud, merged per question against what is stored at that moment (the
 * user may have typed since the merge was computed). Answers of this device that the cloud's newer
 * answers replaced are kept as revisions naming those questions, so the user can put back exactly
 * them. Returns the forms applied and the losers that really lost an answer.
 */
export async function applyRemoteForms(
  forms: FormProgress[],
  meta: { createdAt: string; lastUpdated: string },
  losers: FormProgress[],
) {
  const at = new Date().toISOString();
  return db.transaction('rw', [db.formProgress, db.meta, db.revisions, db.people], async () => {
    quietTransaction();
    const stored = await db.formProgress.bulkGet(forms.map((f) => f.formId));
    const people = await readPeople();
    const apply: FormProgress[] = [];
    forms.forEach((f, i) => {
      const here = stored[i];
      const merged = here ? mergeFormProgress(here, f) : f;
      // The count and status are derived again: they were the other device's view of other answers.
      if (merged !== here) apply.push(storedRecord(merged, people));
    });
    if (apply.length) await db.formProgress.bulkPut(apply);
    const current = (await db.meta.get(GLOBAL_META_KEY))?.value as
      { createdAt?: string; lastUpdated?: string } | undefined;
    await db.meta.put({
      key: GLOBAL_META_KEY,
      value: {
        createdAt:
          current?.createdAt && !isNewer(current.createdAt, meta.createdAt) ? current.createdAt : meta.createdAt,
        lastUpdated: isNewer(current?.lastUpdated, meta.lastUpdated) ? current!.lastUpdated : meta.lastUpdated,
      },
    });
    const lost = losers
      .map((progress) => ({
        progress,
        questions: lostAnswers(progress, apply.find((a) => a.formId === progress.formId) ?? progress),
      }))
      .filter((l) => l.questions.length > 0);
    if (lost.length)
      await db.revisions.bulkAdd(
        lost.map(({ progress, questions }): FormRevision => ({
          formId: progress.formId,
          progress,
          questions,
          reason: 'conflict',
          at,
          seenAt: null,
        })),
      );
    return { applied: apply, lost: lost.map((l) => l.progress) };
  });
}

/** A statement of this device whose answers to `topics` another device's newer copy replaced unseen. */
export type ReplacedStatement = { section: StatementRevision['section']; topics: StatementTopic[] };

/**
 * Applies records from the cloud where they are still newer than the stored ones. A statement's
 * answers of this device that the incoming copy replaced unseen are kept as a revision (D5).
 */
export async function applyRemoteRecords(update: {
  sections?: Array<SectionRecord>;
  tasks?: TaskProgressRecord[];
  extracted?: ExtractedDocumentRecord[];
  people?: Partial<People> | null;
}): Promise<ReplacedStatement[]> {
  const replaced: ReplacedStatement[] = [];
  const tables = [db.sections, db.taskProgress, db.extractedDocuments, db.people, db.revisions, db.files];
  await db.transaction('rw', tables, async () => {
    quietTransaction();
    if (update.people) {
      // Per fact, the newer value wins, against what is stored at this moment.
      const { merged, fromOther } = mergePeople(await readPeople(), update.people);
      if (fromOther.length) await db.people.bulkPut([merged.applicant, merged.sponsor]);
    }
    if (update.sections?.length) {
      const stored = await db.sections.bulkGet(update.sections.map((s) => s.key));
      const newer = update.sections.filter((s, i) => !stored[i] || isNewer(s.updatedAt, stored[i]!.updatedAt));
      await db.sections.bulkPut(newer);
      const at = new Date().toISOString();
      for (const record of newer) {
        const topics = await keepReplacedStatement(
          stored.find((s) => s?.key === record.key),
          record,
          at,
        );
        if (topics.length) replaced.push({ section: record.key as ReplacedStatement['section'], topics });
      }
      // A file the other device removed: its bytes here go with it (the combined list no longer names it).
      const documents = newer.find((s) => s.key === 'documents');
      if (documents) await db.files.bulkDelete(removedFileIds(documents.value));
    }
    if (update.tasks?.length) {
      const stored = await db.taskProgress.bulkGet(update.tasks.map((t) => t.taskId));
      await db.taskProgress.bulkPut(
        update.tasks.filter((t, i) => !stored[i] || isNewer(t.lastUpdated, stored[i]!.lastUpdated)),
      );
    }
    if (update.extracted?.length) {
      const stored = await db.extractedDocuments.bulkGet(update.extracted.map((d) => d.id));
      await db.extractedDocuments.bulkPut(
        update.extracted.filter((d, i) => !stored[i] || isNewer(d.updatedAt, stored[i]!.updatedAt)),
      );
    }
  });
  return replaced;
}

export const sectionRecord = (key: string, value: unknown, updatedAt: string): SectionRecord => ({
  key: key as SectionKey,
  value: value as never,
  updatedAt,
});

/** The outbox as the drain sees it: which documents are dirty, up to which row (overall and per document). */
export async function outboxSnapshot(): Promise<{
  maxSeq: number;
  docs: CloudDoc[];
  keys: Partial<Record<CloudDoc, string[]>>;
  docMaxSeq: Partial<Record<CloudDoc, number>>;
  count: number;
}> {
  const rows = await db.outbox.toArray();
  const maxSeq = rows.reduce((m, r) => Math.max(m, r.seq ?? 0), 0);
  const keys: Partial<Record<CloudDoc, string[]>> = {};
  const docMaxSeq: Partial<Record<CloudDoc, number>> = {};
  for (const r of rows) {
    const list = (keys[r.doc] ??= []);
    if (!list.includes(r.key)) list.push(r.key);
    docMaxSeq[r.doc] = Math.max(docMaxSeq[r.doc] ?? 0, r.seq ?? 0);
  }
  return { maxSeq, docs: [...new Set(rows.map((r) => r.doc))], keys, docMaxSeq, count: rows.length };
}

/**
 * Acknowledges rows of one document up to maxSeq; later edits stay queued. The items in `held`
 * did not reach the cloud (too large, newer version): each keeps one row, so it is retried.
 */
export const ackOutbox = (doc: CloudDoc, maxSeq: number, held: string[] = []) =>
  db.transaction('rw', db.outbox, async () => {
    await db.outbox
      .where('doc')
      .equals(doc)
      .and((r) => (r.seq ?? 0) <= maxSeq && !held.includes(r.key))
      .delete();
    const kept = new Set((await db.outbox.where('doc').equals(doc).toArray()).map((r) => r.key));
    const at = new Date().toISOString();
    const missing = held.filter((key) => !kept.has(key));
    if (missing.length) await db.outbox.bulkAdd(missing.map((key) => ({ doc, key, at })));
  });

/** Cloud data not applied here (from a newer app version, or invalid), kept as it was read. */
export const SYNC_ASIDE_META_KEY = 'syncAside';
export type AsideRecord = {
  doc: CloudDoc;
  item: string;
  reason: 'newer-version' | 'invalid';
  at: string;
  data: unknown;
};

export async function readAside(): Promise<AsideRecord[]> {
  return ((await db.meta.get(SYNC_ASIDE_META_KEY))?.value as AsideRecord[] | undefined) ?? [];
}

/** Keeps cloud data aside (one copy per document, item and reason, the latest read). Never synced. */
export async function keepAside(records: Omit<AsideRecord, 'at'>[]): Promise<void> {
  if (!records.length) return;
  const at = new Date().toISOString();
  await db.transaction('rw', db.meta, async () => {
    const kept = await readAside();
    const same = (a: Omit<AsideRecord, 'at'>, b: Omit<AsideRecord, 'at'>) =>
      a.doc === b.doc && a.item === b.item && a.reason === b.reason;
    const next = [...kept.filter((k) => !records.some((r) => same(k, r))), ...records.map((r) => ({ ...r, at }))];
    await db.meta.put({ key: SYNC_ASIDE_META_KEY, value: next });
  });
}

/** Queues every document (migrating local progress to a new account). */
export const markAllDirty = () =>
  writeTransaction([], async (mark) => {
    mark({ doc: 'userProgress', key: '*' });
    mark({ doc: 'users', key: '*' });
    mark({ doc: 'uploads', key: '*' });
  });

export const pendingCount = () => db.outbox.count();

export async function getOwner(): Promise<string | null> {
  return ((await db.meta.get(OWNER_META_KEY))?.value as string | undefined) ?? null;
}
export const setOwner = (uid: string | null) =>
  uid ? db.meta.put({ key: OWNER_META_KEY, value: uid }) : db.meta.delete(OWNER_META_KEY);

/** Revisions not yet restored or dismissed, each naming its questions (kept before they were recorded: those differing now). */
export async function unseenRevisions(): Promise<Revision[]> {
  const revisions = await db.revisions.filter((r) => !r.seenAt).toArray();
  return Promise.all(
    revisions.map(async (r) => {
      if (isStatementRevision(r) || r.questions) return r;
      const current = await db.formProgress.get(r.formId);
      return { ...r, questions: current ? lostAnswers(r.progress, current) : Object.keys(r.progress.formData ?? {}) };
    }),
  );
}

/** Puts back the answers a revision kept, as new edits; `locale` words a statement question asked again. */
export async function restoreRevision(id: number, locale: Locale = 'en'): Promise<void> {
  const revision = await db.revisions.get(id);
  if (!revision) return;
  if (isStatementRevision(revision)) return restoreStatementRevision(id, revision, locale);
  return restoreFormRevision(id, revision);
}

async function restoreStatementRevision(id: number, revision: StatementRevision, locale: Locale) {
  const { restoreTopics, statementKindOfSection } = await import('@/domain/statement-merge');
  await writeTransaction([db.sections, db.revisions], async () => {
    const current = await db.sections.get(revision.section);
    const at = nextStamp(current?.updatedAt);
    const base = (current?.value as Statement | undefined) ?? revision.statement;
    const kind = statementKindOfSection[revision.section];
    const value = restoreTopics(kind, base, revision.statement, revision.topics, at, locale);
    await db.sections.put({ key: revision.section, value, updatedAt: at });
    await db.revisions.update(id, { seenAt: at });
  });
}

async function restoreFormRevision(id: number, revision: FormRevision) {
  // Loaded before the transaction (an import inside it would end it); not in the first paint.
  const [{ getFormShape }, { answeredCount }] = await Promise.all([
    import('@/domain/forms/structure'),
    import('@/domain/forms/skip'),
  ]);
  await writeTransaction([db.formProgress, db.revisions], async () => {
    const current = await db.formProgress.get(revision.formId);
    const at = nextStamp(current?.lastUpdated);
    if (current)
      await db.revisions.add({ formId: current.formId, progress: current, reason: 'restore', at, seenAt: at });
    // Only the answers of this device that the newer copy replaced come back, as new edits; every
    // other answer of the current copy (the other device's included) stays as it is.
    const base = current ?? revision.progress;
    const questions = revision.questions ?? lostAnswers(revision.progress, base);
    const formData = { ...base.formData };
    for (const id of questions) {
      if (id in revision.progress.formData) formData[id] = revision.progress.formData[id];
      else delete formData[id];
    }
    const form = getFormShape(revision.formId);
    const answeredQuestions = answeredCount(form, formData as FormAnswers);
    await db.formProgress.put({
      ...stampEdits(base, base, questions, at),
      formData,
      answeredQuestions,
      // Screens derive the status from the answers (domain/forms/completion.ts); this is the stored hint.
      status: formStatus(
        answeredQuestions,
        base.currentQuestionIndex,
        form.questions.length,
        base.status === 'completed',
      ),
      lastUpdated: at,
      lastSaved: at,
    });
    await db.revisions.update(id, { seenAt: at });
  });
}
export const markRevisionsSeen = (ids: number[]) =>
  db.revisions.where('id').anyOf(ids).modify({ seenAt: new Date().toISOString() });

/** Calls back with the outbox size whenever it changes (this tab or another). */
export function watchOutbox(cb: (count: number) => void): () => void {
  const subscription = liveQuery(() => db.outbox.count()).subscribe({ next: cb, error: () => {} });
  return () => subscription.unsubscribe();
}
