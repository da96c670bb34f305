/**
 * This device's changes, written to the cloud: each document read, merged and written in one
 * transaction, an item too large for the document held back (kept here, retried alone).
 */
import { STORE_VERSION, type CloudDoc, type ExtractedDocumentRecord, type TaskProgressRecord } from '@/data/db';
import { uploadProgress } from '@/data/upload-progress';
import {
  applyRemoteForms,
  applyRemoteRecords,
  keepAside,
  markFileLocalOnly,
  markFileUploaded,
  readFileBlob,
  readGlobalProgress,
  readLocalSyncState,
  sectionRecord,
} from '@/data/remote';
import { storedTypeOf } from '@/domain/documents/file-type';
import { mergePeople, type People } from '@/domain/people';
import type { FormProgress, GlobalProgress } from '@/domain/progress';
import { isNewer } from '@/lib/clock';
import { logger } from '@/lib/logger';
import type { CloudApi } from './cloud/api';
import { reportInvalid } from './engine-pull';
import {
  deviceInfo,
  fitToLimit,
  keyOf,
  plain,
  PROGRESS_VERSION,
  replacedOf,
  type Held,
  type SyncEvents,
  type UsersProgress,
} from './engine-shared';
import { combineSections, mergeGlobalProgress, mergeRecords } from './merge';
import { validGlobalProgress, validUploads, validUsersProgress, type Rejected } from './validate';

type LocalFile = Awaited<ReturnType<typeof readLocalSyncState>>['files'][string];
type Pusher = (user: string, keys: string[]) => Promise<Held[]>;

/** Sends each file not yet in Storage with the type its bytes have; other content stays on this device. */
async function uploadFiles(cloud: CloudApi, user: string, files: LocalFile[]) {
  for (const file of files) {
    if (file.uploadedPath || file.localOnly) continue;
    const stored = await readFileBlob(file.id);
    if (!stored) continue;
    // The content type its bytes have, not the stored one (an older record may have none, or a
    // wrong one): storage.rules takes only JPEG, PNG, WebP and PDF. Other content is never sent,
    // and is kept on this device, so one such file cannot block every later sync.
    const type = await storedTypeOf(stored.blob);
    if (!type) {
      logger.warn('A file is not a photo or a PDF; kept on this device only', { id: file.id, type: file.type });
      await markFileLocalOnly(file.id);
      continue;
    }
    const path = `uploads/${user}/${file.slot}/${file.id}`;
    uploadProgress.set(file.id, 0);
    try {
      await cloud.uploadFile(path, stored.blob, type, (fraction) => uploadProgress.set(file.id, fraction));
    } finally {
      uploadProgress.set(file.id, null);
    }
    // The record takes the type it was uploaded with (an older record may have had none).
    await markFileUploaded(file.id, path, type);
    file.uploadedPath = path;
    file.type = type;
  }
}

type PushContext = { cloud: CloudApi; events: SyncEvents; wrote: () => void };

async function pushUserProgress({ cloud, events, wrote }: PushContext, user: string): Promise<Held[]> {
  const local = await readGlobalProgress();
  let lostForms: FormProgress[] = [];
  let result: GlobalProgress | null = null;
  let remoteReset = false;
  let held: Held[] = [];
  let rejected: Rejected[] = [];
  await cloud.update('userProgress', user, (current) => {
    remoteReset = !!current?.deleted && isNewer(current.lastUpdated as string, local.lastUpdated);
    if (remoteReset) return null;
    rejected = [];
    const cloudGlobal = current && !current.deleted ? validGlobalProgress(current.globalProgress, rejected) : null;
    const merge = mergeGlobalProgress(local, cloudGlobal);
    lostForms = merge.localLost;
    result = merge.merged;
    const globalProgress = plain(merge.merged) as unknown as Record<string, unknown>;
    const next = {
      userId: user,
      globalProgress,
      lastUpdated: merge.merged.lastUpdated,
      version: PROGRESS_VERSION,
      deviceInfo: deviceInfo(),
      deleted: false,
    };
    // A form too large for the document stays here (the cloud keeps its copy); the others go.
    const left = fitToLimit(next, globalProgress, ['personalGuarantee', 'invitationLetter', 'spouseInformation']);
    held = left.map((k) => ({
      item: (merge.merged[k as keyof GlobalProgress] as FormProgress).formId,
      reason: 'too-large',
    }));
    return next;
  });
  wrote();
  if (rejected.length) await reportInvalid('userProgress', rejected);
  if (remoteReset) {
    events.onRemoteReset?.();
    return [];
  }
  if (result) {
    const merged = result as GlobalProgress;
    const fromCloud = (['personalGuarantee', 'invitationLetter', 'spouseInformation'] as const)
      .map((k) => merged[k])
      .filter((f) => f !== local[keyOf(f)]);
    const { lost, applied } = await applyRemoteForms(
      fromCloud,
      { createdAt: merged.createdAt, lastUpdated: merged.lastUpdated },
      lostForms,
    );
    const replaced = replacedOf(lost, applied);
    if (replaced.length) events.onReplaced?.(replaced);
  }
  return held;
}

async function pushUsers({ cloud, events, wrote }: PushContext, user: string): Promise<Held[]> {
  const local = await readLocalSyncState();
  let fromCloud: {
    sections: string[];
    tasks: string[];
    merged?: { sections: UsersProgress['sections']; tasks: Record<string, TaskProgressRecord> };
  } = { sections: [], tasks: [] };
  let parked: unknown = null;
  let cloudPeople: Partial<People> | null = null;
  let held: Held[] = [];
  let rejected: Rejected[] = [];
  await cloud.update('users', user, (current) => {
    const raw = current?.progress;
    const progressRaw = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const version = progressRaw.storeVersion;
    parked = typeof version === 'number' && version > STORE_VERSION ? raw : null;
    // Newer data is never overwritten by this older app: nothing is written.
    if (parked) return null;
    rejected = [];
    const progress = validUsersProgress(progressRaw, rejected);
    const sections = mergeRecords(local.sections, progress.sections, combineSections);
    const tasks = mergeRecords(local.tasks, progress.taskProgress);
    const people = mergePeople(local.people, progress.people);
    cloudPeople = progress.people;
    fromCloud = {
      sections: sections.fromCloud,
      tasks: tasks.fromCloud,
      merged: { sections: sections.merged, tasks: tasks.merged },
    };
    // Sections only: an invalid one in the cloud is left out of the write (merge), so it stays there.
    const sent = plain(sections.merged) as Record<string, unknown>;
    const next = plain({
      progress: { storeVersion: STORE_VERSION, sections: sent, taskProgress: tasks.merged, people: people.merged },
      lastUpdated: new Date().toISOString(),
    });
    next.progress.sections = sent;
    // A section too large for the document stays here (the cloud keeps its copy); the rest goes.
    held = fitToLimit(next, sent, Object.keys(local.sections)).map((item) => ({ item, reason: 'too-large' }));
    return next;
  });
  wrote();
  if (parked) {
    await keepAside([{ doc: 'users', item: '*', reason: 'newer-version', data: parked }]);
    return [{ item: '*', reason: 'newer-version' }];
  }
  if (rejected.length) await reportInvalid('users', rejected);
  const merged = fromCloud.merged;
  if (merged) {
    const replaced = await applyRemoteRecords({
      sections: fromCloud.sections.map((k) =>
        sectionRecord(k, merged.sections![k].value, merged.sections![k].updatedAt),
      ),
      tasks: fromCloud.tasks.map((k) => merged.tasks[k]),
      people: cloudPeople,
    });
    if (replaced.length) events.onReplaced?.(replaced);
  }
  return held;
}

/** Files and extracted documents; `keys` are the queued file ids (a missing one was removed here). */
async function pushUploads({ cloud, wrote }: PushContext, user: string, keys: string[] = []): Promise<Held[]> {
  const local = await readLocalSyncState();
  // Only files this device removed are deleted in the cloud: another device's files are never
  // taken for removals just because this device does not have them.
  const removed = keys.filter((k) => k !== '*' && !local.files[k]);
  await uploadFiles(cloud, user, Object.values(local.files));
  let fromCloud: string[] = [];
  let merged: Record<string, ExtractedDocumentRecord> = {};
  const removedPaths: string[] = [];
  let rejected: Rejected[] = [];
  await cloud.update(
    'uploads',
    user,
    (current) => {
      rejected = [];
      const valid = validUploads(current ?? {}, rejected);
      const m = mergeRecords(local.extracted, valid.documents);
      // Invalid documents read from the cloud are written back as they were: never lost.
      const invalidDocs = Object.fromEntries(
        rejected.filter((r) => r.item.startsWith('document:')).map((r) => [r.item.slice(9), r.data]),
      );
      fromCloud = m.fromCloud;
      merged = m.merged;
      const files: Record<string, { path?: string | null }> = {
        ...((current?.files as Record<string, { path?: string | null }>) ?? {}),
      };
      for (const f of Object.values(local.files))
        if (f.uploadedPath)
          files[f.id] = {
            slot: f.slot,
            name: f.name,
            type: f.type,
            size: f.size,
            addedAt: f.addedAt,
            path: f.uploadedPath,
          } as never;
      removedPaths.length = 0;
      for (const id of removed) {
        if (files[id]?.path) removedPaths.push(files[id].path!);
        delete files[id];
      }
      return plain({ documents: { ...invalidDocs, ...m.merged }, files, lastUpdated: new Date().toISOString() });
    },
    { replace: true },
  );
  await Promise.all(removedPaths.map((path) => cloud.deleteFile(path)));
  wrote();
  if (rejected.length) await reportInvalid('uploads', rejected);
  await applyRemoteRecords({ extracted: fromCloud.map((k) => merged[k]) });
  return [];
}

/** One pusher per cloud document; `wrote` counts each write (tests read it). */
export function createPushers(cloud: CloudApi, events: SyncEvents, wrote: () => void): Record<CloudDoc, Pusher> {
  const context: PushContext = { cloud, events, wrote };
  return {
    userProgress: (user) => pushUserProgress(context, user),
    users: (user) => pushUsers(context, user),
    uploads: (user, keys) => pushUploads(context, user, keys),
  };
}
