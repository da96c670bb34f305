import type { ApplicationSections, SectionKey } from '@/domain/application';
import type { FormProgress } from '@/domain/progress';
import { lostAnswers, mergeFormProgress, restampAnswers } from '@/domain/progress-merge';
import type { ExtractedDocumentRecord, SectionRecord, StoredFile, TaskProgressRecord } from './db';
import { db } from './index';
import { CURRENT_STORE_VERSION, migrateSnapshot } from './migrations';
import { writeTransaction } from './write';
import { GLOBAL_META_KEY } from './forms';
import { isNewer, nextStamp } from '@/lib/clock';
import { combineSection } from '@/domain/section-merge';
import { keepReplacedStatement } from './statement-revisions';
import * as v from 'valibot';
import { BACKUP_FORMAT, BackupSchema, TOO_LONG } from './backup-schema';
import { mergePeople, toPeople, type People } from '@/domain/people';
import { isPlainObject } from '@/lib/is-plain-object';

export { BACKUP_FORMAT };

/** The whole application in one object: a backup file, and what sync restores from. */
export type Snapshot = {
  format: typeof BACKUP_FORMAT;
  storeVersion: number;
  exportedAt: string;
  createdAt?: string;
  sections: Partial<ApplicationSections>;
  /** When each section last changed (files from before this field: treated as older than the device). */
  sectionsUpdatedAt?: Record<string, string>;
  formProgress: FormProgress[];
  taskProgress: TaskProgressRecord[];
  extractedDocuments: ExtractedDocumentRecord[];
  /** Since store version 4: the applicant's and the sponsor's facts (older files are migrated). */
  people: People;
};

/**
 * Why a file was refused. 'from-future': exported after now (a wrong clock or a forged file);
 * 'invalid' names the part of the file that is damaged (`part`: exportedAt, formProgress, ...).
 */
export type BackupErrorCode =
  | 'not-json'
  | 'not-backup'
  | 'newer-version'
  | 'from-future'
  | 'too-large'
  | 'invalid'
  /** A transfer file (.zip) that is not a zip, or a zip that cannot be read (cut short, corrupt). */
  | 'not-zip'
  | 'damaged-zip';
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    readonly part?: string,
  ) {
    super(part ? `${code}: ${part}` : code);
    this.name = 'BackupError';
  }
}

/** A file may say it was exported up to a day ahead of this device's clock (time zones, drift). */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** Where the application as it was before the last "Replace everything" is kept, for undo. */
export const REPLACED_META_KEY = 'replacedByBackup';
export type ReplacedCopy = { at: string; snapshot: Snapshot };

export async function takeSnapshot(): Promise<Snapshot> {
  return db.transaction(
    'r',
    [db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.people],
    readSnapshot,
  );
}

/** The snapshot, read inside whatever transaction is running. */
async function readSnapshot(): Promise<Snapshot> {
  {
    const [sections, formProgress, taskProgress, extractedDocuments, meta, people] = await Promise.all([
      db.sections.toArray(),
      db.formProgress.toArray(),
      db.taskProgress.toArray(),
      db.extractedDocuments.toArray(),
      db.meta.get(GLOBAL_META_KEY),
      db.people.toArray(),
    ]);
    return {
      format: BACKUP_FORMAT,
      storeVersion: CURRENT_STORE_VERSION,
      exportedAt: new Date().toISOString(),
      createdAt: (meta?.value as { createdAt?: string } | undefined)?.createdAt,
      sections: Object.fromEntries(sections.map((r) => [r.key, r.value])),
      sectionsUpdatedAt: Object.fromEntries(sections.map((r) => [r.key, r.updatedAt])),
      formProgress,
      taskProgress,
      extractedDocuments,
      people: toPeople(Object.fromEntries(people.map((p) => [p.role, p]))),
    };
  }
}

/** Parses and validates a backup file's text into typed data; throws BackupError and writes nothing. */
export function parseBackup(text: string, now = Date.now()): Snapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BackupError('not-json');
  }
  if (!isPlainObject(data) || data.format !== BACKUP_FORMAT) throw new BackupError('not-backup');
  if (typeof data.storeVersion === 'number' && data.storeVersion > CURRENT_STORE_VERSION)
    throw new BackupError('newer-version');
  if (data.storeVersion !== undefined && !(Number.isInteger(data.storeVersion) && (data.storeVersion as number) >= 0))
    throw new BackupError('invalid', 'storeVersion');
  if (typeof data.exportedAt === 'string' && Date.parse(data.exportedAt) > now + FUTURE_TOLERANCE_MS)
    throw new BackupError('from-future');
  let migrated: unknown;
  try {
    migrated = migrateSnapshot(data);
  } catch {
    throw new BackupError('invalid', 'sections');
  }
  const result = v.safeParse(BackupSchema, migrated);
  if (!result.success) {
    // One clear message: an answer longer than input allows, or else the first part of the file that is wrong.
    if (result.issues.some((issue) => issue.message === TOO_LONG)) throw new BackupError('invalid', 'tooLong');
    const key = result.issues[0].path?.[0]?.key;
    throw new BackupError('invalid', typeof key === 'string' ? key : 'file');
  }
  return result.output as Snapshot;
}

export type FormComparison = {
  formId: FormProgress['formId'];
  file: string | null;
  device: string | null;
  newer: 'file' | 'device' | 'same';
};

/** Per form, which side changed last: shown before "Replace everything". */
export async function compareWithDevice(snapshot: Snapshot): Promise<FormComparison[]> {
  const device = await db.formProgress.toArray();
  const ids = [
    ...new Set([
      ...snapshot.formProgress.map((f) => f.formId),
      ...device.filter((f) => f.answeredQuestions > 0).map((f) => f.formId),
    ]),
  ];
  return ids.map((formId) => {
    const file = snapshot.formProgress.find((f) => f.formId === formId)?.lastUpdated ?? null;
    const here = device.find((f) => f.formId === formId)?.lastUpdated ?? null;
    const newer =
      file === here || (file && here && !isNewer(file, here) && !isNewer(here, file))
        ? 'same'
        : isNewer(file, here)
          ? 'file'
          : 'device';
    return { formId, file, device: here, newer };
  });
}

/**
 * Replaces the whole local application with the snapshot, atomically, and queues it for sync.
 * What it replaced is kept (meta `replacedByBackup`) so the user can undo it.
 */
export async function replaceWithSnapshot(
  snapshot: Snapshot,
  options: { keepUndo?: boolean; files?: StoredFile[] } = {},
): Promise<void> {
  const now = new Date().toISOString();
  await writeTransaction(
    [db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.people, db.files],
    async (mark) => {
      // A transfer file's files: stored as this device's uploads, the file's copy taking the place of one with its id.
      if (options.files?.length) await db.files.bulkPut(options.files);
      if (options.keepUndo !== false)
        await db.meta.put({
          key: REPLACED_META_KEY,
          value: { at: now, snapshot: await readSnapshot() } satisfies ReplacedCopy,
        });
      await Promise.all([
        db.sections.clear(),
        db.formProgress.clear(),
        db.taskProgress.clear(),
        db.extractedDocuments.clear(),
        db.people.clear(),
      ]);
      const people = toPeople(snapshot.people);
      await db.people.bulkPut([people.applicant, people.sponsor, people.couple]);
      await db.sections.bulkPut(
        Object.entries(snapshot.sections).map(([key, value]) => ({
          key: key as never,
          value: value as never,
          updatedAt: snapshot.sectionsUpdatedAt?.[key] ?? now,
        })),
      );
      await db.formProgress.bulkPut(snapshot.formProgress);
      await db.taskProgress.bulkPut(snapshot.taskProgress);
      await db.extractedDocuments.bulkPut(snapshot.extractedDocuments);
      const lastUpdated = snapshot.formProgress.reduce(
        (max, f) => (f.lastUpdated > max ? f.lastUpdated : max),
        snapshot.createdAt ?? now,
      );
      await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt: snapshot.createdAt ?? now, lastUpdated } });
      mark({ doc: 'userProgress', key: '*' });
      mark({ doc: 'users', key: '*' });
      if (snapshot.extractedDocuments.length) mark({ doc: 'uploads', key: '*' });
    },
  );
}

/** The copy kept by the last "Replace everything", if any. */
export const replacedCopy = async () =>
  ((await db.meta.get(REPLACED_META_KEY))?.value as ReplacedCopy | undefined) ?? null;

/**
 * Undoes the last "Replace everything": the device gets back what it had, stamped now so sync
 * takes it as the newest copy, and the kept copy is removed.
 */
export async function undoReplace(): Promise<boolean> {
  const kept = await replacedCopy();
  if (!kept) return false;
  const now = new Date().toISOString();
  const restored: Snapshot = {
    ...kept.snapshot,
    // Every answer restamped too: sync merges per question, and the undo must win each of them.
    formProgress: kept.snapshot.formProgress.map((f) =>
      restampAnswers({ ...f, lastUpdated: isNewer(f.lastUpdated, now) ? f.lastUpdated : now }, now),
    ),
    sectionsUpdatedAt: Object.fromEntries(Object.keys(kept.snapshot.sections).map((k) => [k, now])),
  };
  await replaceWithSnapshot(restored, { keepUndo: false });
  await db.meta.delete(REPLACED_META_KEY);
  return true;
}

/**
 * A backup's section against this device's, as two devices merge them: a statement combined per topic,
 * the documents per file (stamped newer than both), any other section the newer copy. Undefined when
 * this device's copy stays.
 */
function combinedSection(key: string, local: SectionRecord | undefined, value: unknown, stamp: string) {
  if (!local) return { key: key as SectionKey, value: value as never, updatedAt: stamp };
  if (local.updatedAt === stamp) return undefined;
  const incomingNewer = isNewer(stamp, local.updatedAt);
  const combined = incomingNewer ? combineSection(key, value, local.value) : combineSection(key, local.value, value);
  if (combined)
    return { key: local.key, value: combined as never, updatedAt: nextStamp(incomingNewer ? stamp : local.updatedAt) };
  return incomingNewer ? { key: local.key, value: value as never, updatedAt: stamp } : undefined;
}

/**
 * Combines a backup with what is on this device, the same way two devices merge: per question,
 * per statement topic, per section, per task and per document the newer copy wins, and a local form
 * or statement that loses answers is kept as a revision the user can restore (`replaced` counts
 * them). Queued for sync.
 */
export async function combineWithSnapshot(snapshot: Snapshot, files: StoredFile[] = []): Promise<{ replaced: number }> {
  const at = new Date().toISOString();
  return writeTransaction(
    [db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.revisions, db.people, db.files],
    async (mark) => {
      let replaced = 0;
      // A transfer file's files join this device's (ids are unique per file: one already here is the same file).
      for (const file of files) if (!(await db.files.get(file.id))) await db.files.add(file);
      const localPeople = toPeople(Object.fromEntries((await db.people.toArray()).map((p) => [p.role, p])));
      const people = mergePeople(localPeople, snapshot.people).merged;
      await db.people.bulkPut([people.applicant, people.sponsor, people.couple]);
      for (const incoming of snapshot.formProgress) {
        const local = await db.formProgress.get(incoming.formId);
        // Per question, as two devices merge: the later answer wins, and answers of other questions stay.
        const merged = local ? mergeFormProgress(local, incoming) : incoming;
        if (merged === local) continue;
        const questions = local ? lostAnswers(local, merged) : [];
        if (local && questions.length > 0) {
          await db.revisions.add({
            formId: local.formId,
            progress: local,
            questions,
            reason: 'conflict',
            at,
            seenAt: null,
          });
          replaced++;
        }
        await db.formProgress.put(merged);
      }
      for (const [key, value] of Object.entries(snapshot.sections)) {
        const local = await db.sections.get(key as never);
        const stamp = snapshot.sectionsUpdatedAt?.[key];
        const next = combinedSection(key, local, value, stamp ?? at);
        if (!next) continue;
        await db.sections.put(next);
        if ((await keepReplacedStatement(local, next, at)).length) replaced++;
      }
      for (const task of snapshot.taskProgress) {
        const local = await db.taskProgress.get(task.taskId);
        if (!local || isNewer(task.lastUpdated, local.lastUpdated)) await db.taskProgress.put(task);
      }
      for (const doc of snapshot.extractedDocuments) {
        const local = await db.extractedDocuments.get(doc.id);
        if (!local || isNewer(doc.updatedAt, local.updatedAt)) await db.extractedDocuments.put(doc);
      }
      const meta = (await db.meta.get(GLOBAL_META_KEY))?.value as
        { createdAt?: string; lastUpdated?: string } | undefined;
      const lastUpdated = (await db.formProgress.toArray()).reduce(
        (max, f) => (f.lastUpdated > max ? f.lastUpdated : max),
        meta?.lastUpdated ?? at,
      );
      const createdAt = [meta?.createdAt, snapshot.createdAt].filter(Boolean).sort()[0] ?? at;
      await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt, lastUpdated } });
      mark({ doc: 'userProgress', key: '*' });
      mark({ doc: 'users', key: '*' });
      if (snapshot.extractedDocuments.length) mark({ doc: 'uploads', key: '*' });
      return { replaced };
    },
  );
}

export async function exportBackup(): Promise<string> {
  return JSON.stringify(await takeSnapshot(), null, 2);
}

export async function importBackup(text: string): Promise<Snapshot> {
  const snapshot = parseBackup(text);
  await replaceWithSnapshot(snapshot);
  return snapshot;
}
