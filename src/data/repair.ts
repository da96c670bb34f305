/**
 * A saved form record that cannot be what the app wrote (a damaged disk, another tool, an old bug) is read
 * as the valid part of it, never as a crash: answers that are not answers are left out, counts and status
 * fall back to a new record's, and the damaged record as it was is kept aside (the sync engine's
 * "kept aside" list) and the user is told once which form it was. Nothing of it is deleted.
 */
import type { FormId } from '@/domain/forms/types';
import { emptyFormProgress, type FormProgress } from '@/domain/progress';
import { isPlainObject } from '@/lib/is-plain-object';

const isAnswer = (v: unknown) => isPlainObject(v) || (Array.isArray(v) && v.every(isPlainObject));
const isStamps = (v: unknown) =>
  v === undefined || (isPlainObject(v) && Object.values(v).every((s) => typeof s === 'string'));
const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const statuses: readonly unknown[] = ['not-started', 'in-progress', 'completed'];

/** The record of a known form (its id checked by the caller) as the app can read it, and whether anything had to be left out. */
export function repairFormProgress(raw: unknown): { record: FormProgress; damaged: boolean } {
  const r = isPlainObject(raw) ? raw : {};
  const formId = r.formId as FormId;
  const fresh = emptyFormProgress(formId, new Date(0).toISOString());
  const data = isPlainObject(r.formData) ? r.formData : {};
  const formData = Object.fromEntries(Object.entries(data).filter(([, v]) => isAnswer(v)));
  const record = {
    ...r,
    formId,
    formData,
    totalQuestions: count(r.totalQuestions) ? r.totalQuestions : fresh.totalQuestions,
    answeredQuestions: count(r.answeredQuestions) ? r.answeredQuestions : 0,
    currentQuestionIndex: count(r.currentQuestionIndex) ? r.currentQuestionIndex : 0,
    status: statuses.includes(r.status) ? r.status : fresh.status,
    lastUpdated: typeof r.lastUpdated === 'string' ? r.lastUpdated : fresh.lastUpdated,
    lastSaved: typeof r.lastSaved === 'string' ? r.lastSaved : null,
    ...(isStamps(r.answeredAt) ? {} : { answeredAt: undefined }),
    ...(isStamps(r.replacedAt) ? {} : { replacedAt: undefined }),
  } as FormProgress;
  const damaged =
    !isPlainObject(raw) ||
    !isPlainObject(r.formData) ||
    Object.keys(formData).length !== Object.keys(data).length ||
    (['totalQuestions', 'answeredQuestions', 'currentQuestionIndex', 'status', 'lastUpdated'] as const).some(
      (k) => record[k] !== r[k],
    ) ||
    !isStamps(r.answeredAt) ||
    !isStamps(r.replacedAt);
  return { record, damaged };
}
