/**
 * The sync engine: drains the outbox to Firestore (coalesced per document, never
 * two drains at once, retry with backoff) and merges what other devices wrote.
 * It knows data/ and the CloudApi type, never Firebase itself. Pulls are in engine-pull.ts,
 * pushes in engine-push.ts.
 */
import type { CloudDoc } from '@/data/db';
import { ackOutbox, outboxSnapshot } from '@/data/remote';
import { logger } from '@/lib/logger';
import type { CloudApi, CloudData, Unsubscribe } from './cloud/api';
import { createPullers, pullUploads } from './engine-pull';
import { createPushers } from './engine-push';
import type { Held, SyncEvents } from './engine-shared';
import { setProblems, syncStatus, type SyncProblemReason } from './status';

export {
  CLOUD_DOC_LIMIT_BYTES,
  deviceInfo,
  PROGRESS_VERSION,
  type DeviceInfo,
  type Replaced,
  type ReplacedForm,
  type SyncEvents,
} from './engine-shared';
export const AUTO_SAVE_DELAY_MS = 2000;

/** What a cloud error means for the user: too large, refused by the rules, or another failure (retried). */
export function reasonOf(error: unknown): SyncProblemReason {
  const code = String((error as { code?: string } | null)?.code ?? '');
  const message = String((error as { message?: string } | null)?.message ?? error);
  if (/maximum (allowed )?size|exceeds.*(size|bytes)|too large|too big/i.test(message)) return 'too-large';
  if (/permission-denied|unauthorized|invalid-argument|failed-precondition/.test(code)) return 'refused';
  return 'failed';
}

type Backoff = Partial<Record<CloudDoc, { failures: number; nextAt: number; seq: number }>>;
type Pushers = ReturnType<typeof createPushers>;
type Pullers = Record<CloudDoc, (data: CloudData | null) => Promise<unknown>>;

/** Pushes one document and records what it held back; a failure counts as holding back everything. */
async function pushOne(pushers: Pushers, doc: CloudDoc, user: string, keys: string[], maxSeq: number) {
  let held: Held[];
  let wrote = false;
  try {
    held = await pushers[doc](user, keys);
    await ackOutbox(
      doc,
      maxSeq,
      held.map((h) => h.item),
    );
    wrote = true;
  } catch (error) {
    logger.error('Failed to save progress to cloud', { doc, error });
    held = [{ item: '*', reason: reasonOf(error) }];
  }
  setProblems(doc, 'push', held);
  return { held, wrote };
}

/**
 * Each document is pushed on its own: one the cloud refuses (or that holds an item too large) is
 * retried alone with backoff, and never holds back the others. A new edit of that document
 * retries it at once. Returns whether everything went, and in how many ms to try again if not.
 */
async function drainOutbox(user: string, pushers: Pushers, backoff: Backoff, delayMs: number) {
  const { maxSeq, docs, keys, docMaxSeq } = await outboxSnapshot();
  if (docs.length === 0) return { ok: true, retryIn: null };
  syncStatus.set({ syncing: true });
  let ok = true;
  let anyOk = false;
  try {
    for (const doc of docs) {
      const wait = backoff[doc];
      if (wait && wait.nextAt > Date.now() && (docMaxSeq[doc] ?? 0) <= wait.seq) {
        ok = false;
        continue;
      }
      const { held, wrote } = await pushOne(pushers, doc, user, keys[doc] ?? [], maxSeq);
      anyOk ||= wrote;
      if (held.length === 0) {
        delete backoff[doc];
        continue;
      }
      ok = false;
      const failures = (wait?.failures ?? 0) + 1;
      // Backoff: 2 s, 4 s, 8 s … up to 5 minutes; a new edit of this document tries again sooner.
      backoff[doc] = {
        failures,
        nextAt: Date.now() + Math.min(300_000, delayMs * 2 ** failures),
        seq: docMaxSeq[doc] ?? 0,
      };
    }
    if (anyOk) syncStatus.set({ lastSyncAt: new Date().toISOString() });
    const next = ok ? null : Math.min(...Object.values(backoff).map((b) => b!.nextAt));
    return { ok, retryIn: next === null ? null : Math.max(0, next - Date.now()) };
  } finally {
    syncStatus.set({ syncing: false });
  }
}

const DOCS = ['userProgress', 'users', 'uploads'] as const;

/**
 * Each document's pulls run one after another, in the order they came, so an older copy's merge and report
 * never finish after a newer one's. Counts the snapshots the watcher delivered, for `pullAll`.
 */
function pullQueue(pullers: Pullers) {
  const last: Partial<Record<CloudDoc, Promise<unknown>>> = {};
  const watched: Record<CloudDoc, number> = { userProgress: 0, users: 0, uploads: 0 };
  /** Once the document's queued pulls are over, whether they failed or not. */
  const settled = (doc: CloudDoc) => (last[doc] ?? Promise.resolve()).catch(() => {});
  const run = (doc: CloudDoc, data: CloudData | null) => {
    const next = settled(doc).then(() => pullers[doc](data));
    last[doc] = next;
    return next;
  };
  return {
    run,
    fromWatcher: (doc: CloudDoc, data: CloudData | null) => {
      watched[doc]++;
      return run(doc, data);
    },
    watched: () => ({ ...watched }),
    settled,
  };
}
type PullQueue = ReturnType<typeof pullQueue>;

/** Watches the three cloud documents; each change is pulled in. Returns the watchers' stops. */
function watchCloud(cloud: CloudApi, user: string, queue: PullQueue): Unsubscribe[] {
  const onError = (error: unknown) => logger.error('Failed to load progress from cloud', error);
  return DOCS.map((doc) => cloud.watch(doc, user, (d) => void queue.fromWatcher(doc, d).catch(onError), onError));
}

/**
 * Reads the three cloud documents once and pulls them in, in order. A document the watcher delivered since its
 * read was sent is not pulled from the read: the watcher's copy is as new, and the read's, applied after it,
 * would undo it (a newer answer, the report of invalid data). Its queued pulls are waited for instead.
 */
async function pullAll(cloud: CloudApi, user: string, queue: PullQueue) {
  const before = queue.watched();
  const read = await Promise.all(DOCS.map((doc) => cloud.read(doc, user)));
  for (const [i, doc] of DOCS.entries()) {
    if (queue.watched()[doc] === before[doc]) await queue.run(doc, read[i]);
    else await queue.settled(doc);
  }
  const [up, users, uploads] = read;
  return { up, users, uploads };
}

/** Drains until the outbox is empty (rows queued during a drain included), or a drain fails. */
async function flushOutbox(drain: () => Promise<boolean>, running: () => Promise<boolean> | null): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    // A drain already running read the outbox before the latest edits: let it end, then drain again.
    const current = running();
    if (current) await current.catch(() => false);
    if (!(await drain())) return false;
    if ((await outboxSnapshot()).count === 0) return true;
  }
  return (await outboxSnapshot()).count === 0;
}

export function createSyncEngine(cloud: CloudApi, events: SyncEvents = {}, options: { delayMs?: number } = {}) {
  const delayMs = options.delayMs ?? AUTO_SAVE_DELAY_MS;
  let uid: string | null = null;
  let draining: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watchers: Unsubscribe[] = [];
  let writes = 0;
  const { pullUserProgress, pullUsers } = createPullers(events);
  const pulls = pullQueue({
    userProgress: pullUserProgress,
    users: pullUsers,
    uploads: (data) => pullUploads(data, cloud),
  });
  const pushers = createPushers(cloud, events, () => void writes++);
  /** Per cloud document: failed attempts in a row, when to try again, and the outbox row that failed. */
  const backoff: Backoff = {};

  /** Drains now. A drain already running is not doubled: callers share it (spec §5). */
  function drain(): Promise<boolean> {
    if (!uid) return Promise.resolve(false);
    if (draining) return draining;
    draining = drainOutbox(uid, pushers, backoff, delayMs)
      .then(({ ok, retryIn }) => {
        if (retryIn !== null) schedule(retryIn);
        return ok;
      })
      .finally(() => {
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
      watchers = watchCloud(cloud, user, pulls);
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
    flush: () => flushOutbox(drain, () => draining),
    pull: (user: string) => pullAll(cloud, user, pulls),
    writeCount: () => writes,
    isRunning: () => uid !== null,
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
