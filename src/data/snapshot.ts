import { sectionKeys, type ApplicationSections } from '@/domain/application';
import { isKnownFormId, type FormProgress } from '@/domain/progress';
import type { ExtractedDocumentRecord, TaskProgressRecord } from './db';
import { db } from './index';
import { CURRENT_STORE_VERSION, migrateSnapshot } from './migrations';
import { writeTransaction } from './write';
import { GLOBAL_META_KEY } from './forms';
import { isNewer } from '@/lib/clock';
import { mergePeople, toPeople, type People } from '@/domain/people';

export const BACKUP_FORMAT = 'f6-visa-prep-backup';

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

export type BackupErrorCode = 'not-json' | 'not-backup' | 'newer-version' | 'invalid';
export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'BackupError';
  }
}

export async function takeSnapshot(): Promise<Snapshot> {
  return db.transaction('r', [db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.people], async () => {
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
  });
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Parses and validates a backup file's text; throws BackupError and writes nothing. */
export function parseBackup(text: string): Snapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BackupError('not-json');
  }
  if (!isObject(data) || data.format !== BACKUP_FORMAT) throw new BackupError('not-backup');
  if (typeof data.storeVersion === 'number' && data.storeVersion > CURRENT_STORE_VERSION) throw new BackupError('newer-version');
  const snapshot = migrateSnapshot(data);
  if (!isObject(snapshot.sections)) throw new BackupError('invalid', 'sections');
  for (const key of Object.keys(snapshot.sections)) {
    if (!sectionKeys.includes(key as never)) delete (snapshot.sections as Record<string, unknown>)[key];
  }
  for (const form of snapshot.formProgress) {
    if (!isObject(form) || !isKnownFormId(form.formId) || !isObject(form.formData)) throw new BackupError('invalid', 'formProgress');
  }
  for (const task of snapshot.taskProgress) if (!isObject(task) || typeof task.taskId !== 'string') throw new BackupError('invalid', 'taskProgress');
  for (const doc of snapshot.extractedDocuments) if (!isObject(doc) || typeof doc.id !== 'string') throw new BackupError('invalid', 'extractedDocuments');
  return snapshot;
}

/** Replaces the whole local application with the snapshot, atomically, and queues it for sync. */
export async function replaceWithSnapshot(snapshot: Snapshot): Promise<void> {
  const now = new Date().toISOString();
  await writeTransaction([db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.people], async (mark) => {
    await Promise.all([db.sections.clear(), db.formProgress.clear(), db.taskProgress.clear(), db.extractedDocuments.clear(), db.people.clear()]);
    const people = toPeople(snapshot.people);
    await db.people.bulkPut([people.applicant, people.sponsor]);
    await db.sections.bulkPut(
      Object.entries(snapshot.sections).map(([key, value]) => ({ key: key as never, value: value as never, updatedAt: snapshot.sectionsUpdatedAt?.[key] ?? now })),
    );
    await db.formProgress.bulkPut(snapshot.formProgress);
    await db.taskProgress.bulkPut(snapshot.taskProgress);
    await db.extractedDocuments.bulkPut(snapshot.extractedDocuments);
    const lastUpdated = snapshot.formProgress.reduce((max, f) => (f.lastUpdated > max ? f.lastUpdated : max), snapshot.createdAt ?? now);
    await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt: snapshot.createdAt ?? now, lastUpdated } });
    mark({ doc: 'userProgress', key: '*' });
    mark({ doc: 'users', key: '*' });
    if (snapshot.extractedDocuments.length) mark({ doc: 'uploads', key: '*' });
  });
}

/**
 * Combines a backup with what is on this device, the same way two devices merge:
 * per form, per section, per task and per document the newer copy wins, and a local
 * form that loses is kept as a revision the user can restore. Queued for sync.
 */
export async function combineWithSnapshot(snapshot: Snapshot): Promise<{ replacedForms: number }> {
  const at = new Date().toISOString();
  return writeTransaction([db.sections, db.formProgress, db.taskProgress, db.extractedDocuments, db.meta, db.revisions, db.people], async (mark) => {
    let replacedForms = 0;
    const localPeople = toPeople(Object.fromEntries((await db.people.toArray()).map((p) => [p.role, p])));
    const people = mergePeople(localPeople, snapshot.people).merged;
    await db.people.bulkPut([people.applicant, people.sponsor]);
    for (const incoming of snapshot.formProgress) {
      const local = await db.formProgress.get(incoming.formId);
      if (local && !isNewer(incoming.lastUpdated, local.lastUpdated)) continue;
      if (local && (local.answeredQuestions > 0 || Object.keys(local.formData ?? {}).length > 0) && JSON.stringify(local.formData) !== JSON.stringify(incoming.formData)) {
        await db.revisions.add({ formId: local.formId, progress: local, reason: 'conflict', at, seenAt: null });
        replacedForms++;
      }
      await db.formProgress.put(incoming);
    }
    for (const [key, value] of Object.entries(snapshot.sections)) {
      const local = await db.sections.get(key as never);
      const stamp = snapshot.sectionsUpdatedAt?.[key];
      if (local && !isNewer(stamp, local.updatedAt)) continue;
      await db.sections.put({ key: key as never, value: value as never, updatedAt: stamp ?? at });
    }
    for (const task of snapshot.taskProgress) {
      const local = await db.taskProgress.get(task.taskId);
      if (!local || isNewer(task.lastUpdated, local.lastUpdated)) await db.taskProgress.put(task);
    }
    for (const doc of snapshot.extractedDocuments) {
      const local = await db.extractedDocuments.get(doc.id);
      if (!local || isNewer(doc.updatedAt, local.updatedAt)) await db.extractedDocuments.put(doc);
    }
    const meta = (await db.meta.get(GLOBAL_META_KEY))?.value as { createdAt?: string; lastUpdated?: string } | undefined;
    const lastUpdated = (await db.formProgress.toArray()).reduce((max, f) => (f.lastUpdated > max ? f.lastUpdated : max), meta?.lastUpdated ?? at);
    const createdAt = [meta?.createdAt, snapshot.createdAt].filter(Boolean).sort()[0] ?? at;
    await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt, lastUpdated } });
    mark({ doc: 'userProgress', key: '*' });
    mark({ doc: 'users', key: '*' });
    if (snapshot.extractedDocuments.length) mark({ doc: 'uploads', key: '*' });
    return { replacedForms };
  });
}

export async function exportBackup(): Promise<string> {
  return JSON.stringify(await takeSnapshot(), null, 2);
}

export async function importBackup(text: string): Promise<Snapshot> {
  const snapshot = parseBackup(text);
  await replaceWithSnapshot(snapshot);
  return snapshot;
}
