/**
 * What other devices wrote, applied here: each cloud document validated record by record (an
 * invalid record is kept aside and reported), then merged with this device's copy.
 */
import { STORE_VERSION, type CloudDoc } from '@/data/db';
import {
  applyRemoteForms,
  applyRemoteRecords,
  keepAside,
  readGlobalProgress,
  pendingFileIds,
  readLocalSyncState,
  sectionRecord,
  storeDownloadedFile,
} from '@/data/remote';
import type { FormProgress, GlobalProgress } from '@/domain/progress';
import { isNewer } from '@/lib/clock';
import { logger } from '@/lib/logger';
import type { CloudApi, CloudData } from './cloud/api';
import { keyOf, replacedOf, type SyncEvents, type UsersProgress } from './engine-shared';
import { writeTransaction } from '@/data/write';
import { removedFileIds } from '@/domain/documents/merge';
import { combineSections, mergeGlobalProgress, mergeRecords } from './merge';
import { setProblems } from './status';
import { validGlobalProgress, validUploads, validUsersProgress, type Rejected } from './validate';

/** Records what could not be applied: kept aside on this device, named in the sync status. */
export async function reportInvalid(doc: CloudDoc, rejected: Rejected[]) {
  if (rejected.length) {
    logger.warn('Cloud data failed validation; kept aside, not applied', { doc, items: rejected.map((r) => r.item) });
    await keepAside(rejected.map((r) => ({ doc, item: r.item, reason: 'invalid' as const, data: r.data })));
  }
  setProblems(
    doc,
    'pull',
    rejected.map((r) => ({ item: r.item, reason: 'invalid' as const })),
  );
}

/** The three documents' pulls; `events` hears of forms replaced here and of a reset made elsewhere. */
export function createPullers(events: SyncEvents) {
  return { pullUserProgress, pullUsers: (data: CloudData | null) => pullUsers(data, events), pullUploads };

  /** Applies the cloud's userProgress: per-form merge, or a reset made elsewhere. */
  async function pullUserProgress(data: CloudData | null, local?: GlobalProgress) {
    if (!data) return;
    const current = local ?? (await readGlobalProgress());
    if (data.deleted) {
      if (isNewer(data.lastUpdated as string, current.lastUpdated)) events.onRemoteReset?.();
      return;
    }
    const rejected: Rejected[] = [];
    const cloudGlobal = validGlobalProgress(data.globalProgress, rejected);
    await reportInvalid('userProgress', rejected);
    if (!cloudGlobal) return;
    const merge = mergeGlobalProgress(current, cloudGlobal);
    const fromCloud = Object.values(merge.merged).filter(
      // Per question merge: a form holding anything the cloud had that this device did not.
      (f): f is FormProgress => typeof f === 'object' && f !== null && 'formId' in f && current[keyOf(f)] !== f,
    );
    const { lost, applied } = await applyRemoteForms(
      fromCloud,
      { createdAt: merge.merged.createdAt, lastUpdated: merge.merged.lastUpdated },
      merge.localLost,
    );
    const replaced = replacedOf(lost, applied);
    if (replaced.length) events.onReplaced?.(replaced);
  }
}

export async function pullUsers(data: CloudData | null, events: SyncEvents = {}) {
  const raw = data?.progress;
  if (raw === undefined || raw === null) return;
  if (typeof raw !== 'object' || Array.isArray(raw)) return reportInvalid('users', [{ item: 'progress', data: raw }]);
  const version = (raw as UsersProgress).storeVersion ?? 0;
  if (typeof version === 'number' && version > STORE_VERSION) {
    // Written by a newer app version: kept aside untouched (in the cloud, and a copy here) until this app updates.
    logger.warn('Cloud data comes from a newer app version; not applied until this app updates');
    await keepAside([{ doc: 'users', item: '*', reason: 'newer-version', data: raw }]);
    setProblems('users', 'pull', [{ item: '*', reason: 'newer-version' }]);
    return;
  }
  const rejected: Rejected[] = [];
  const progress = validUsersProgress(raw as Record<string, unknown>, rejected);
  await reportInvalid('users', rejected);
  const local = await readLocalSyncState();
  const sections = mergeRecords(local.sections, progress.sections, combineSections);
  const tasks = mergeRecords(local.tasks, progress.taskProgress);
  const replaced = await applyRemoteRecords({
    sections: sections.fromCloud.map((k) => sectionRecord(k, sections.merged[k].value, sections.merged[k].updatedAt)),
    tasks: tasks.fromCloud.map((k) => tasks.merged[k]),
    people: progress.people,
  });
  if (replaced.length) events.onReplaced?.(replaced);
  // A statement combined from both copies is newer than the cloud's: queued to go back up.
  if (sections.combined.length)
    await writeTransaction([], async (mark) => {
      for (const key of sections.combined) mark({ doc: 'users', key });
    });
}

export async function pullUploads(data: CloudData | null, cloud?: Pick<CloudApi, 'downloadFile'>) {
  if (!data) return;
  const rejected: Rejected[] = [];
  const { documents, files } = validUploads(data, rejected);
  await reportInvalid('uploads', rejected);
  const local = await readLocalSyncState();
  const merged = mergeRecords(local.extracted, documents);
  await applyRemoteRecords({ extracted: merged.fromCloud.map((k) => merged.merged[k]) });
  // A file the documents section says was removed (on either device) is not fetched back.
  const removed = new Set(removedFileIds(local.sections.documents?.value));
  if (cloud)
    await downloadMissing(
      cloud,
      Object.fromEntries(Object.entries(files).filter(([id]) => !removed.has(id))),
      local.files,
    );
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The files another device uploaded that this one lacks are fetched from the account, one at a time, so
 * the second device has the documents the first added (not only their names). A file this device removed
 * and has not yet reported is not fetched back; one that fails is tried again on the next pull.
 */
async function downloadMissing(
  cloud: Pick<CloudApi, 'downloadFile'>,
  files: Record<string, Record<string, unknown>>,
  here: Record<string, unknown>,
) {
  const pending = await pendingFileIds();
  for (const [id, f] of Object.entries(files)) {
    const path = text(f.path);
    if (here[id] || pending.has(id) || !path || !path.endsWith(`/${id}`)) continue;
    try {
      const blob = await cloud.downloadFile(path);
      await storeDownloadedFile(
        {
          id,
          slot: text(f.slot) ?? '',
          name: text(f.name) ?? id,
          type: text(f.type) ?? blob.type,
          size: typeof f.size === 'number' ? f.size : blob.size,
          addedAt: text(f.addedAt) ?? new Date().toISOString(),
          uploadedPath: path,
        },
        blob,
      );
    } catch (error) {
      logger.warn('A file from another device could not be downloaded; tried again on the next sync', { id, error });
    }
  }
}
