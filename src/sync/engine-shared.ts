/**
 * What the sync engine's parts share (sync/engine.ts, engine-pull.ts, engine-push.ts): the cloud
 * document limit, the items held back from a push, and what a replaced form lost.
 */
import type { TaskProgressRecord } from '@/data/db';
import type { People } from '@/domain/people';
import { progressKeys, type FormProgress } from '@/domain/progress';
import { lostAnswers } from './merge';
import type { SyncProblemReason } from './status';
import type { ReplacedStatement } from '@/data/remote';

export const PROGRESS_VERSION = '1.0.0';

export type ReplacedForm = { form: FormProgress; questions: string[] };
/** A form's or a statement's answers of this device replaced by another device's newer copy, unseen there. */
export type Replaced = ReplacedForm | ReplacedStatement;

/** What each replaced form lost: only answers of this device missing from what was applied. */
export const replacedOf = (lost: FormProgress[], applied: FormProgress[]): ReplacedForm[] =>
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
  onReplaced?: (replaced: Replaced[]) => void;
  /** The account was reset on another device after this device's last change. */
  onRemoteReset?: () => void;
};

export type UsersProgress = {
  storeVersion?: number;
  sections?: Record<string, { value: unknown; updatedAt: string }>;
  taskProgress?: Record<string, TaskProgressRecord>;
  /** Since store version 4: users/{uid}.progress.people.{applicant|sponsor}.{fact} = { value, updatedAt }. */
  people?: Partial<People>;
};

/** Firestore rejects undefined; JSON round-trip keeps exactly what can be stored. */
export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Firestore refuses a document over 1 MiB (1,048,576 bytes, names and values counted). Its JSON in
 * UTF-8 counts more than that for text (quotes, separators), so this bound keeps a margin.
 */
export const CLOUD_DOC_LIMIT_BYTES = 1_000_000;
const encoder = new TextEncoder();
const sizeOf = (value: unknown) => encoder.encode(JSON.stringify(value) ?? '').length;

/** An item held back from one push (kept on this device, retried alone). */
export type Held = { item: string; reason: SyncProblemReason };

/**
 * Leaves out of `parts` the largest entries until `whole` fits one cloud document. With a merge
 * write, a left-out entry keeps the cloud's copy; the entries left out are returned.
 */
export function fitToLimit(whole: unknown, parts: Record<string, unknown>, candidates: string[]): string[] {
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

export const keyOf = (f: FormProgress) => progressKeys[f.formId];
