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
  keepAside,
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
import { setProblems, syncStatus, type SyncProblemReason } from './status';
import { validGlobalProgress, validUploads, validUsersProgress, type Rejected } from './validate';

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

/**
 * Firestore refuses a document over 1 MiB (1,048,576 bytes, names and values counted). Its JSON in
 * UTF-8 counts more than that for text (quotes, separators), so this bound keeps a margin.
 */
export const CLOUD_DOC_LIMIT_BYTES = 1_000_000;
const encoder = new TextEncoder();
const sizeOf = (value: unknown) => encoder.encode(JSON.stringify(value) ?? '').length;

/** An item held back from one push (kept on this device, retried alone). */
type Held = { item: string; reason: SyncProblemReason };

/**
 * Leaves out of `parts` the largest entries until `whole` fits one cloud document. With a merge
 * write, a left-out entry keeps the cloud's copy; the entries left out are returned.
 */
function fitToLimit(whole: unknown, parts: Record<string, unknown>, candidates: string[]): string[] {
  let size = sizeOf(whole);
  if (size <= CLOUD_DOC_LIMIT_BYTES) return [];
  const bySize = candidates
    .filter((k) => parts[k] !== undefined)
    .map((k) => [k, sizeOf(parts[k])] as const)
    .sort((a, b) => b[1] - a[1]);
  const left: string[] = [];
  for (const [key, bytes] of bySize) {
    if (size <= CLOUD_DOC_LIMIT_BYTES) break;
    delete parts[key];
    size -= bytes;
    left.push(key);
  }
  return left;
}

/** What a cloud error means for the user: too large, refused by the rules, or another failure (retried). */
export function reasonOf(error: unknown): SyncProblemReason {
  const code = String((error as { code?: string } | null)?.code ?? '');
  const message = String((error as { message?: string } | null)?.message ?? error);
  if (/maximum (allowed )?size|exceeds.*(size|bytes)|too large|too big/i.test(message)) return 'too-large';
  if (/permission-denied|unauthorized|invalid-argument|failed-precondition/.test(code)) return 'refused';
  return 'failed';
}

export function createSyncEngine(cloud: CloudApi, events: SyncEvents = {}, options: { delayMs?: number } = {}) {
  const delayMs = options.delayMs ?? AUTO_SAVE_DELAY_MS;
  let uid: string | null = null;
  let draining: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
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

  /** Records what could not be applied: kept aside on this device, named in the sync status. */
  async function reportInvalid(doc: CloudDoc, rejected: Rejected[]) {
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

  async function pullUsers(data: CloudData | null) {
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
    const sections = mergeRecords(local.sections, progress.sections);
    const tasks = mergeRecords(local.tasks, progress.taskProgress);
    await applyRemoteRecords({
      sections: sections.fromCloud.map((k) => sectionRecord(k, sections.merged[k].value, sections.merged[k].updatedAt)),
      tasks: tasks.fromCloud.map((k) => tasks.merged[k]),
      people: progress.people,
    });
  }

  async function pullUploads(data: CloudData | null) {
    if (!data) return;
    const rejected: Rejected[] = [];
    const { documents } = validUploads(data, rejected);
    await reportInvalid('uploads', rejected);
    const local = await readLocalSyncState();
    const merged = mergeRecords(local.extracted, documents);
    await applyRemoteRecords({ extracted: merged.fromCloud.map((k) => merged.merged[k]) });
  }

  async function pushUserProgress(user: string): Promise<Held[]> {
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
    writes++;
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

  async function pushUsers(user: string): Promise<Held[]> {
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
      const sections = mergeRecords(local.sections, progress.sections);
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
    writes++;
    if (parked) {
      await keepAside([{ doc: 'users', item: '*', reason: 'newer-version', data: parked }]);
      return [{ item: '*', reason: 'newer-version' }];
    }
    if (rejected.length) await reportInvalid('users', rejected);
    const merged = fromCloud.merged;
    if (merged)
      await applyRemoteRecords({
        sections: fromCloud.sections.map((k) =>
          sectionRecord(k, merged.sections![k].value, merged.sections![k].updatedAt),
        ),
        tasks: fromCloud.tasks.map((k) => merged.tasks[k]),
        people: cloudPeople,
      });
    return held;
  }

  /** Files and extracted documents; `keys` are the queued file ids (a missing one was removed here). */
  async function pushUploads(user: string, keys: string[] = []): Promise<Held[]> {
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
    writes++;
    if (rejected.length) await reportInvalid('uploads', rejected);
    await applyRemoteRecords({ extracted: fromCloud.map((k) => merged[k]) });
    return [];
  }

  const pushers: Record<CloudDoc, (user: string, keys: string[]) => Promise<Held[]>> = {
    userProgress: pushUserProgress,
    users: pushUsers,
    uploads: pushUploads,
  };

  /** Per cloud document: failed attempts in a row, when to try again, and the outbox row that failed. */
  const backoff: Partial<Record<CloudDoc, { failures: number; nextAt: number; seq: number }>> = {};

  /**
   * Each document is pushed on its own: one the cloud refuses (or that holds an item too large) is
   * retried alone with backoff, and never holds back the others. A new edit of that document
   * retries it at once.
   */
  async function runDrain(user: string): Promise<boolean> {
    const { maxSeq, docs, keys, docMaxSeq } = await outboxSnapshot();
    if (docs.length === 0) return true;
    syncStatus.set({ syncing: true });
    let allOk = true;
    let anyOk = false;
    try {
      for (const doc of docs) {
        const wait = backoff[doc];
        if (wait && wait.nextAt > Date.now() && (docMaxSeq[doc] ?? 0) <= wait.seq) {
          allOk = false;
          continue;
        }
        let held: Held[];
        try {
          held = await pushers[doc](user, keys[doc] ?? []);
          await ackOutbox(
            doc,
            maxSeq,
            held.map((h) => h.item),
          );
          anyOk = true;
        } catch (error) {
          logger.error('Failed to save progress to cloud', { doc, error });
          held = [{ item: '*', reason: reasonOf(error) }];
        }
        setProblems(doc, 'push', held);
        if (held.length === 0) {
          delete backoff[doc];
          continue;
        }
        allOk = false;
        const failures = (wait?.failures ?? 0) + 1;
        // Backoff: 2 s, 4 s, 8 s … up to 5 minutes; a new edit of this document tries again sooner.
        backoff[doc] = {
          failures,
          nextAt: Date.now() + Math.min(300_000, delayMs * 2 ** failures),
          seq: docMaxSeq[doc] ?? 0,
        };
      }
      if (anyOk) syncStatus.set({ lastSyncAt: new Date().toISOString() });
      if (!allOk) {
        const next = Math.min(...Object.values(backoff).map((b) => b!.nextAt));
        schedule(Math.max(0, next - Date.now()));
      }
      return allOk;
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
      for (const doc of Object.keys(backoff) as CloudDoc[]) delete backoff[doc];
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
      syncStatus.set({ problems: [], error: null });
    },
    /** A change was committed locally: drain 2000 ms after the last one. */
    notifyChange: () => {
      if (uid) schedule();
    },
    drainNow: drain,
    /** Drains until the outbox is empty (rows queued during a drain included), or a drain fails. */
    async flush(): Promise<boolean> {
      for (let i = 0; i < 5; i++) {
        // A drain already running read the outbox before the latest edits: let it end, then drain again.
        if (draining) await draining.catch(() => false);
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
