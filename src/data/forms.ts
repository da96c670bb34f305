import type { FormAnswers, FormId } from '@/domain/forms/types';
import type { People } from '@/domain/people';
import { putFacts, readPeople, type FactWrite } from './people';
import { getForm } from '@/domain/forms';
import { deriveFormProgress, type FormCompletion } from '@/domain/forms/completion';
import {
  emptyFormProgress,
  formIdList,
  isKnownFormId,
  overallStatus,
  progressKeys,
  type FormProgress,
  type GlobalProgress,
} from '@/domain/progress';
import { logger } from '@/lib/logger';
import { nextStamp } from '@/lib/clock';
import { db } from './index';
import { writeTransaction } from './write';

export class UnknownFormError extends Error {
  constructor(formId: string) {
    super(`Unknown form id: ${formId}`);
    this.name = 'UnknownFormError';
  }
}

export const GLOBAL_META_KEY = 'globalProgress';
type GlobalMeta = { createdAt: string; lastUpdated: string };

/**
 * A stored record as every screen must see it: count and status derived from the effective answers
 * (ruling 18), those including the facts held in the people records (ruling 20).
 */
export const deriveStored = (progress: FormProgress, people: People | undefined, today = new Date()) =>
  deriveFormProgress(getForm(progress.formId), progress, today, people);

/** Without the derived details, so it can be stored or synced as is. */
function derivedRecord(progress: FormProgress, people: People | undefined, today = new Date()): FormProgress {
  const { completion: _completion, answers: _answers, ...record } = deriveStored(progress, people, today);
  return record;
}

export type DerivedFormProgress = FormProgress & { completion: FormCompletion; answers: FormAnswers };

export async function readFormProgress(formId: FormId): Promise<DerivedFormProgress> {
  const [stored, people] = await Promise.all([db.formProgress.get(formId), readPeople()]);
  return deriveStored(stored ?? emptyFormProgress(formId, new Date(0).toISOString()), people);
}

/**
 * Saves a form's progress. The updater gets the current record and returns the next;
 * lastUpdated and the global timestamps are set here. An unknown form id is rejected
 * and logged (spec §5).
 */
export function saveFormProgress(
  formId: string,
  update: (current: FormProgress, people: People) => FormProgress,
  facts?: (next: FormProgress) => FactWrite[],
): Promise<FormProgress> {
  if (!isKnownFormId(formId)) {
    logger.error('Rejected save for an unknown form id', { formId });
    return Promise.reject(new UnknownFormError(formId));
  }
  return writeTransaction([db.formProgress, db.meta, db.people], async (mark) => {
    // A person fact typed in a form edits the person (ruling 20), in the same transaction.
    const stored = await db.formProgress.get(formId);
    const meta = (await db.meta.get(GLOBAL_META_KEY))?.value as GlobalMeta | undefined;
    const now = nextStamp(stored?.lastUpdated && meta?.lastUpdated && meta.lastUpdated > stored.lastUpdated ? meta.lastUpdated : stored?.lastUpdated);
    const current = stored ?? emptyFormProgress(formId, now);
    const draft: FormProgress = { ...current, ...update(current, await readPeople()), formId };
    if (facts) await putFacts(facts(draft), mark);
    // The count and status are derived after the person facts are written, so they agree with them.
    const people = facts ? await readPeople() : undefined;
    const derived = people ? derivedRecord(draft, people) : draft;
    const next: FormProgress = { ...derived, formId, lastUpdated: now, lastSaved: now };
    await db.formProgress.put(next);
    await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt: meta?.createdAt ?? now, lastUpdated: now } });
    mark({ doc: 'userProgress', key: formId });
    return next;
  });
}

/** The spec's global progress, assembled from the three form records. */
export async function readGlobalProgress(): Promise<GlobalProgress> {
  const [rows, metaRecord, people] = await Promise.all([db.formProgress.bulkGet(formIdList), db.meta.get(GLOBAL_META_KEY), readPeople()]);
  const meta = metaRecord?.value as GlobalMeta | undefined;
  const epoch = new Date(0).toISOString();
  // A form never touched is older than anything: a copy from another device always wins over it.
  const today = new Date();
  const forms = formIdList.map((id, i) => derivedRecord(rows[i] ?? emptyFormProgress(id, epoch), people, today));
  const out = {
    overallStatus: overallStatus(forms.map((f) => f.status)),
    createdAt: meta?.createdAt ?? epoch,
    lastUpdated: meta?.lastUpdated ?? epoch,
  } as GlobalProgress;
  forms.forEach((f) => {
    out[progressKeys[f.formId]] = f;
  });
  return out;
}

export async function hasLocalProgress(): Promise<boolean> {
  const [forms, sections, tasks, people] = await Promise.all([db.formProgress.count(), db.sections.count(), db.taskProgress.count(), db.people.toArray()]);
  // A people record exists after the v4 upgrade even when empty: only a held fact counts.
  const facts = people.some((p) => Object.keys(p).some((k) => k !== 'role'));
  return forms + sections + tasks > 0 || facts;
}
