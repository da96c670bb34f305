/**
 * Per question merge of one form's progress ("Sync truth"): two devices that answered
 * different questions both keep their answers; for the same question the later edit wins, as the
 * people records already merge per fact. Pure; used by sync (two devices), data (applying a copy
 * against what is stored at that moment) and the backup "Combine".
 */
import type { FormProgress } from './progress';

/** When an answer was last edited. Records written before `answeredAt` existed: the form's own stamp. */
export function answerStamp(f: FormProgress, id: string): string | null {
  const stamp = f.answeredAt?.[id];
  if (stamp) return stamp;
  // Never answered here (and no stamp of a removal): older than anything.
  if (f.answeredAt || !(id in (f.formData ?? {}))) return null;
  return f.lastUpdated;
}

const time = (s: string | null) => (s ? Date.parse(s) : -Infinity);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answers of `mine` that are not in `merged` and that the winning answer did not replace
 * knowingly: question ids whose value differs or is gone, where the device that wrote the winner
 * had not seen this answer (concurrent edits). Empty when the other copy holds every answer of
 * this device, or only later edits of answers it had received.
 */
export function lostAnswers(mine: FormProgress, merged: FormProgress): string[] {
  const kept = merged.formData ?? {};
  return Object.entries(mine.formData ?? {})
    .filter(([id, value]) => !same(value, kept[id]))
    .filter(([id]) => {
      const seen = merged.replacedAt?.[id];
      return !(seen && time(seen) >= time(answerStamp(mine, id)));
    })
    .map(([id]) => id);
}

/** Stamps for every answer of a record that has none yet (its form stamp): the first save keeps their age. */
export const stampsOf = (f: FormProgress): Record<string, string> =>
  f.answeredAt ?? Object.fromEntries(Object.keys(f.formData ?? {}).map((id) => [id, f.lastUpdated]));

/** The questions whose answer changed from `before` to `after` (added, changed or removed). */
export function changedAnswers(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...ids].filter((id) => id in before !== id in after || !same(before[id], after[id]));
}

/** Every answer (and removal) of `f` stamped `at`: the record as a whole becomes the newest edit. */
export function restampAnswers(f: FormProgress, at: string): FormProgress {
  const ids = new Set([...Object.keys(f.formData ?? {}), ...Object.keys(f.answeredAt ?? {})]);
  return { ...f, answeredAt: Object.fromEntries([...ids].map((id) => [id, at])) };
}

/**
 * `current` with the answers `ids` edited at `at`: each stamped `at`, and each remembering the
 * stamp of the answer it replaced (what this device had seen of it).
 */
export function stampEdits(current: FormProgress, next: FormProgress, ids: string[], at: string): FormProgress {
  const before = stampsOf(current);
  const replacedAt: Record<string, string> = { ...(current.replacedAt ?? {}) };
  for (const id of ids) {
    if (before[id]) replacedAt[id] = before[id];
    else delete replacedAt[id];
  }
  return { ...next, answeredAt: { ...before, ...Object.fromEntries(ids.map((id) => [id, at])) }, replacedAt };
}

/**
 * Merges two copies of one form question by question. Returns `local` or `other` itself when the
 * result holds exactly that copy's answers, so callers can tell by identity whether anything came
 * from the other side. On equal stamps the result does not depend on which side is local, so both
 * devices end with the same answers.
 */
export function mergeFormProgress(local: FormProgress, other: FormProgress): FormProgress {
  const ids = new Set([
    ...Object.keys(local.formData ?? {}),
    ...Object.keys(other.formData ?? {}),
    ...Object.keys(local.answeredAt ?? {}),
    ...Object.keys(other.answeredAt ?? {}),
  ]);
  const formData: Record<string, unknown> = {};
  const answeredAt: Record<string, string> = {};
  const replacedAt: Record<string, string> = {};
  for (const id of ids) {
    const ls = answerStamp(local, id);
    const os = answerStamp(other, id);
    const lv = local.formData?.[id];
    const ov = other.formData?.[id];
    let takeOther = time(os) > time(ls);
    if (time(os) === time(ls) && !same(lv, ov)) takeOther = (JSON.stringify(ov) ?? '') > (JSON.stringify(lv) ?? '');
    const [value, stamp, from] = takeOther ? [ov, os, other] : [lv, ls, local];
    if (id in (from.formData ?? {})) formData[id] = value;
    if (stamp) answeredAt[id] = stamp;
    const seen = from.replacedAt?.[id];
    if (seen) replacedAt[id] = seen;
  }
  const newer = time(other.lastUpdated) > time(local.lastUpdated) ? other : local;
  const seen =
    local.seenQuestions && other.seenQuestions
      ? [...new Set([...local.seenQuestions, ...other.seenQuestions])]
      : newer.seenQuestions;
  const merged: FormProgress = {
    ...newer,
    formData,
    answeredAt,
    replacedAt,
    ...(seen ? { seenQuestions: seen } : {}),
    lastUpdated: newer.lastUpdated,
  };
  // Key order differs between copies: compare sorted, so identity is returned whenever content matches.
  if (sortedEqual(local, merged)) return local;
  if (sortedEqual(other, merged)) return other;
  return merged;
}

const sortKeys = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const sortedEqual = (f: FormProgress, m: FormProgress) =>
  same(sortKeys(f.formData ?? {}), sortKeys(m.formData)) &&
  same(sortKeys(stampsOf(f)), sortKeys(m.answeredAt ?? {})) &&
  same(sortKeys(f.replacedAt ?? {}), sortKeys(m.replacedAt ?? {})) &&
  f.currentQuestionIndex === m.currentQuestionIndex &&
  same([...(f.seenQuestions ?? [])].sort(), [...(m.seenQuestions ?? [])].sort()) &&
  (f.seenQuestions === undefined) === (m.seenQuestions === undefined) &&
  f.lastUpdated === m.lastUpdated;
