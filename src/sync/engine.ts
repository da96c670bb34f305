/**
 * The sync engine: drains the outbox to Firestore (coalesced per document, never
 * two drains at once, retry with backoff) and merges what other devices wrote.
 * It knows data/ and the CloudApi type, never Firebase itself.
 */
import { STORE_VERSION } from '@/data/db';
import type { CloudDoc, ExtractedDocumentRecord, TaskProgressRecord } from '@/data/db';
import { uploadProgress } from '@/data/upload-progress';
import {
  ackOutbox,
  applyRemoteForms,
  applyRemoteRecords,
  markFileLocalOnly,
  markFileUploaded,
  outboxSnapshot,
  readFileBlob,
  readGlobalProgress,
  readLocalSyncState,
  sectionRecord,
} from '@/data/remote';
import { progressKeys, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { isNewer } from '@/lib/clock';
import { mergePeople, type People } from '@/domain/people';
import { storedTypeOf } from '@/domain/documents/file-type';
import { logger } from '@/lib/logger';
import type { CloudApi, CloudData, Unsubscribe } from './cloud/api';
import { lostAnswers, mergeGlobalProgress, mergeRecords } from './merge';
import { syncStatus } from './status';

export const PROGRESS_VERSION = '1.0.0';
export const AUTO_SAVE_DELAY_MS = 2000;

export type ReplacedForm = { form: FormProgress; questions: string[] };

/** What each replaced form lost: only answers of this device missing from what was applied. */
const replacedOf = (lost: FormProgress[], applied: FormProgress[]): ReplacedForm[] =>
  lost
    .map((form) => ({ form, questions: lostAnswers(form, applied.find((a) => a.formId === form.formId) ?? form) }))
    .filter((r) => r.questions.length > 0);

export type DeviceInfo = { userAgent: string; lastSyncDevice: string };

export function deviceInfo(): DeviceInfo {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  const screenSize = typeof screen === 'undefined' ? 'unknown' : `${screen.width}x${screen.height}`;
  return { userAgent: nav?.userAgent ?? 'unknown', lastSyncDevice: `${nav?.platform || 'unknown'} ${screenSize}` };
}

export type SyncEvents = {
  /** Local forms replaced by a newer copy from another device (kept as revisions), with the questions whose answers of this device are not in the result. */
  onReplaced?: (replaced: ReplacedForm[]) => void;
  /** The account was reset on another device after this device's last change. */
  onRemoteReset?: () => void;
};

type UsersProgress = {
  storeVersion?: number;
  sections?: Record<string, { value: unknown; updatedAt: string }>;
  taskProgress?: Record<string, TaskProgressRecord>;
  /** Since store version 4: users/{uid}.progress.people.{applicant|sponsor}.{fact} = { value, updatedAt }. */
  people?: Partial<People>;
};

/** Firestore rejects undefined; JSON round-trip keeps exactly what can be stored. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function createSyncEngine(cloud: CloudApi, events: SyncEvents = {}, options: { delayMs?: number } = {}) {
  const delayMs = options.delayMs ?? AUTO_SAVE_DELAY_MS;
  let uid: string | null = null;
  let draining: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let watchers: Unsubscribe[] = [];
  let writes = 0;

  /** Applies the cloud's userProgress: per-form merge, or a reset made elsewhere. */
  async function pullUserProgress(data: CloudData | null, local?: GlobalProgress) {
    if (!data) return;
    const current = local ?? (await readGlobalProgress());
    if (data.deleted) {
      if (isNewer(data.lastUpdated as string, current.lastUpdated)) events.onRemoteReset?.();
      return;
    }
    const cloudGlobal = data.globalProgress as GlobalProgress | null;
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

  async function pullUsers(data: CloudData | null) {
    const progress = data?.progress as UsersProgress | undefined;
    if (!progress) return;
    if ((progress.storeVersion ?? 0) > STORE_VERSION) {
      // Written by a newer app version: park it (leave it in the cloud untouched) until this app updates.
      logger.warn('Cloud data comes from a newer app version; not applied until this app updates');
      return;
    }
    const local = await readLocalSyncState();
    const sections = mergeRecords(local.sections, progress.sections ?? {});
    const tasks = mergeRecords(local.tasks, progress.taskProgress ?? {});
    await applyRemoteRecords({
      sections: sections.fromCloud.map((k) => sectionRecord(k, sections.merged[k].value, sections.merged[k].updatedAt)),
      tasks: tasks.fromCloud.map((k) => tasks.merged[k]),
      people: progress.people ?? null,
    });
  }

  async function pullUploads(data: CloudData | null) {
    const documents = data?.documents as Record<string, ExtractedDocumentRecord> | undefined;
    if (!documents) return;
    const local = await readLocalSyncState();
    const merged = mergeRecords(local.extracted, documents);
    await applyRemoteRecords({ extracted: merged.fromCloud.map((k) => merged.merged[k]) });
  }

  async function pushUserProgress(user: string) {
    const local = await readGlobalProgress();
    let lostForms: FormProgress[] = [];
    let result: GlobalProgress | null = null;
    let remoteReset = false;
    await cloud.update('userProgress', user, (current) => {
      remoteReset = !!current?.deleted && isNewer(current.lastUpdated as string, local.lastUpdated);
      if (remoteReset) return null;
      const cloudGlobal = current && !current.deleted ? (current.globalProgress as GlobalProgress | null) : null;
      const merge = mergeGlobalProgress(local, cloudGlobal);
      lostForms = merge.localLost;
      result = merge.merged;
      return plain({
        userId: user,
        globalProgress: merge.merged,
        lastUpdated: merge.merged.lastUpdated,
        version: PROGRESS_VERSION,
        deviceInfo: deviceInfo(),
        deleted: false,
      });
    });
    writes++;
    if (remoteReset) {
      events.onRemoteReset?.();
      return;
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
  }

  async function pushUsers(user: string) {
    const local = await readLocalSyncState();
    let fromCloud: {
      sections: string[];
      tasks: string[];
      merged?: { sections: UsersProgress['sections']; tasks: Record<string, TaskProgressRecord> };
    } = { sections: [], tasks: [] };
    let parked = false;
    let cloudPeople: Partial<People> | null = null;
    await cloud.update('users', user, (current) => {
      const progress = (current?.progress as UsersProgress | undefined) ?? {};
      parked = (progress.storeVersion ?? 0) > STORE_VERSION;
      if (parked) return null;
      const sections = mergeRecords(local.sections, progress.sections ?? {});
      const tasks = mergeRecords(local.tasks, progress.taskProgress ?? {});
      const people = mergePeople(local.people, progress.people);
      cloudPeople = progress.people ?? null;
      fromCloud = {
        sections: sections.fromCloud,
        tasks: tasks.fromCloud,
        merged: { sections: sections.merged, tasks: tasks.merged },
      };
      return plain({
        progress: {
          storeVersion: STORE_VERSION,
          sections: sections.merged,
          taskProgress: tasks.merged,
          people: people.merged,
        },
        lastUpdated: new Date().toISOString(),
      });
    });
    writes++;
    if (parked) throw new Error('Cloud data comes from a newer app version');
    const merged = fromCloud.merged;
    if (merged)
      await applyRemoteRecords({
        sections: fromCloud.sections.map((k) =>
          sectionRecord(k, merged.sections![k].value, merged.sections![k].updatedAt),
        ),
        tasks: fromCloud.tasks.map((k) => merged.tasks[k]),
        people: cloudPeople,
      });
  }

  /** Files and extracted documents; `keys` are the queued file ids (a missing one was removed here). */
  async function pushUploads(user: string, keys: string[] = []) {
    const local = await readLocalSyncState();
    // Only files this device removed are deleted in the cloud: another device's files are never
    // taken for removals just because this device does not have them.
    const removed = keys.filter((k) => k !== '*' && !local.files[k]);
    for (const file of Object.values(local.files)) {
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
    let fromCloud: string[] = [];
    let merged: Record<string, ExtractedDocumentRecord> = {};
    const removedPaths: string[] = [];
    await cloud.update(
      'uploads',
      user,
      (current) => {
        const m = mergeRecords(
          local.extracted,
          (current?.documents as Record<string, ExtractedDocumentRecord> | undefined) ?? {},
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
        return plain({ documents: m.merged, files, lastUpdated: new Date().toISOString() });
      },
      { replace: true },
    );
    await Promise.all(removedPaths.map((path) => cloud.deleteFile(path)));
    writes++;
    await applyRemoteRecords({ extracted: fromCloud.map((k) => merged[k]) });
  }

  const pushers: Record<CloudDoc, (user: string, keys: string[]) => Promise<void>> = {
    userProgress: pushUserProgress,
    users: pushUsers,
    uploads: pushUploads,
  };

  async function runDrain(user: string): Promise<boolean> {
    const { maxSeq, docs, keys } = await outboxSnapshot();
    if (docs.length === 0) return true;
    syncStatus.set({ syncing: true });
    try {
      // One write per changed document, however many edits were queued.
      for (const doc of docs) {
        await pushers[doc](user, keys[doc] ?? []);
        await ackOutbox(doc, maxSeq);
      }
      failures = 0;
      syncStatus.set({ lastSyncAt: new Date().toISOString(), error: null });
      return true;
    } catch (error) {
      failures++;
      logger.error('Failed to save progress to cloud', error);
      syncStatus.set({ error: error instanceof Error ? error.message : String(error) });
      // Backoff: 2 s, 4 s, 8 s … up to 5 minutes; the next trigger may come sooner.
      schedule(Math.min(300_000, delayMs * 2 ** failures));
      return false;
    } finally {
      syncStatus.set({ syncing: false });
    }
  }

  /** Drains now. A drain already running is not doubled: callers share it (spec §5). */
  function drain(): Promise<boolean> {
    if (!uid) return Promise.resolve(false);
    if (draining) return draining;
    const user = uid;
    draining = runDrain(user).finally(() => {
      draining = null;
    });
    return draining;
  }

  function schedule(ms = delayMs) {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      drain()
        .then(async (ok) => {
          // Edits that arrived during the drain are drained after the usual delay.
          if (ok && uid && (await outboxSnapshot()).count > 0) schedule();
        })
        .catch((error) => logger.error('Failed to save progress to cloud', error));
    }, ms);
  }

  return {
    /** Starts syncing for a signed-in user: watch the cloud, drain what is queued. */
    start(user: string) {
      this.stop();
      uid = user;
      const onError = (error: unknown) => logger.error('Failed to load progress from cloud', error);
      watchers = [
        cloud.watch('userProgress', user, (d) => void pullUserProgress(d).catch(onError), onError),
        cloud.watch('users', user, (d) => void pullUsers(d).catch(onError), onError),
        cloud.watch('uploads', user, (d) => void pullUploads(d).catch(onError), onError),
      ];
      schedule(0);
    },
    stop() {
      watchers.forEach((w) => w());
      watchers = [];
      if (timer) clearTimeout(timer);
      timer = null;
      uid = null;
    },
    /** A change was committed locally: drain 2000 ms after the last one. */
    notifyChange: () => {
      if (uid) schedule();
    },
    drainNow: drain,
    /** Drains until the outbox is empty (rows queued during a drain included), or a drain fails. */
    async flush(): Promise<boolean> {
      for (let i = 0; i < 5; i++) {
        if (!(await drain())) return false;
        if ((await outboxSnapshot()).count === 0) return true;
      }
      return (await outboxSnapshot()).count === 0;
    },
    pull: async (user: string) => {
      const [up, users, uploads] = await Promise.all([
        cloud.read('userProgress', user),
        cloud.read('users', user),
        cloud.read('uploads', user),
      ]);
      await pullUserProgress(up);
      await pullUsers(users);
      await pullUploads(uploads);
      return { up, users, uploads };
    },
    writeCount: () => writes,
    isRunning: () => uid !== null,
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

const keyOf = (f: FormProgress) => progressKeys[f.formId];
