import type { FormAnswers, FormId } from '@/domain/forms/types';
import type { People } from '@/domain/people';
import { putFacts, readPeople, type FactWrite } from './people';
import { getFormShape } from '@/domain/forms/structure';
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
import { coupleDates, type CoupleDates } from '@/domain/plausibility';
import { logger } from '@/lib/logger';
import { nextStamp } from '@/lib/clock';
import { changedAnswers, stampEdits } from '@/domain/progress-merge';
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
 * (D18), those including the facts held in the people records (D20).
 */
export const deriveStored = (
  progress: FormProgress,
  people: People | undefined,
  today = new Date(),
  dates?: CoupleDates,
) => deriveFormProgress(getFormShape(progress.formId), progress, today, people, dates);

/** Without the derived details, so it can be stored or synced as is. */
export function storedRecord(
  progress: FormProgress,
  people: People | undefined,
  today = new Date(),
  dates?: CoupleDates,
): FormProgress {
  const { completion: _completion, answers: _answers, ...record } = deriveStored(progress, people, today, dates);
  return record;
}

/**
 * The couple's dates as every form holds them (plausibility across forms): births from the people
 * records, marriage dates from the invitation letter and the visa application form, and the planned
 * application date from the timeline (the audit's application date too).
 */
export async function readCoupleDates(people?: People): Promise<CoupleDates> {
  const [p, invitation, visa, timeline] = await Promise.all([
    people ?? readPeople(),
    db.formProgress.get('invitation-letter'),
    db.sections.get('applicationForms'),
    db.sections.get('timeline'),
  ]);
  return coupleDates(
    p,
    invitation?.formData,
    (visa?.value ?? null) as Record<string, unknown> | null,
    (timeline?.value as { targetDate?: string | null } | undefined)?.targetDate,
  );
}

export type DerivedFormProgress = FormProgress & { completion: FormCompletion; answers: FormAnswers };

/** Each form's stored answers (an empty set where none are stored), from its records read in `ids`' order. */
export const answersByForm = (
  ids: readonly FormId[],
  rows: ReadonlyArray<Pick<FormProgress, 'formData'> | undefined>,
): Record<FormId, FormAnswers> =>
  Object.fromEntries(ids.map((id, i) => [id, (rows[i]?.formData ?? {}) as FormAnswers])) as Record<FormId, FormAnswers>;

export async function readFormProgress(formId: FormId): Promise<DerivedFormProgress> {
  const [stored, people] = await Promise.all([db.formProgress.get(formId), readPeople()]);
  return deriveStored(
    stored ?? emptyFormProgress(formId, new Date(0).toISOString()),
    people,
    new Date(),
    await readCoupleDates(people),
  );
}

/**
 * Saves a form's progress. The updater gets the current record and returns the next;
 * lastUpdated and the global timestamps are set here. An unknown form id is rejected
 * and logged (spec §5).
 */
export function saveFormProgress(
  formId: string,
  update: (current: FormProgress, people: People, dates: CoupleDates | undefined) => FormProgress,
  facts?: (next: FormProgress) => FactWrite[],
  /** The updater needs the couple's dates from every form (moving the saved position: completion). */
  options: { dates?: boolean } = {},
): Promise<FormProgress> {
  if (!isKnownFormId(formId)) {
    logger.error('Rejected save for an unknown form id', { formId });
    return Promise.reject(new UnknownFormError(formId));
  }
  return writeTransaction([db.formProgress, db.meta, db.people, db.sections], async () => {
    // A person fact typed in a form edits the person (D20), in the same transaction.
    const stored = await db.formProgress.get(formId);
    const meta = (await db.meta.get(GLOBAL_META_KEY))?.value as GlobalMeta | undefined;
    const now = nextStamp(
      stored?.lastUpdated && meta?.lastUpdated && meta.lastUpdated > stored.lastUpdated
        ? meta.lastUpdated
        : stored?.lastUpdated,
    );
    const current = stored ?? emptyFormProgress(formId, now);
    const before = await readPeople();
    // Read only when asked: a keystroke's save stays a few small reads (save latency budget).
    const draft: FormProgress = {
      ...current,
      ...update(current, before, options.dates ? await readCoupleDates(before) : undefined),
      formId,
    };
    if (facts) await putFacts(facts(draft));
    // The count and status are derived after the person facts are written, so they agree with them.
    const people = facts ? await readPeople() : undefined;
    // (Every reader derives them again with the dates of every form; stored, they are a hint for sync.)
    const derived = people ? storedRecord(draft, people) : draft;
    // Each answer carries when it was last edited, so two devices merge per question.
    const changed = changedAnswers(current.formData ?? {}, derived.formData ?? {});
    const next: FormProgress = {
      ...stampEdits(current, derived, changed, now),
      formId,
      lastUpdated: now,
      lastSaved: now,
    };
    await db.formProgress.put(next);
    await db.meta.put({ key: GLOBAL_META_KEY, value: { createdAt: meta?.createdAt ?? now, lastUpdated: now } });
    return next;
  });
}

/** The spec's global progress, assembled from the three form records. */
export async function readGlobalProgress(): Promise<GlobalProgress> {
  const [rows, metaRecord, people] = await Promise.all([
    db.formProgress.bulkGet(formIdList),
    db.meta.get(GLOBAL_META_KEY),
    readPeople(),
  ]);
  const dates = await readCoupleDates(people);
  const meta = metaRecord?.value as GlobalMeta | undefined;
  const epoch = new Date(0).toISOString();
  // A form never touched is older than anything: a copy from another device always wins over it.
  const today = new Date();
  const forms = formIdList.map((id, i) => storedRecord(rows[i] ?? emptyFormProgress(id, epoch), people, today, dates));
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
  const [forms, sections, tasks, people] = await Promise.all([
    db.formProgress.count(),
    db.sections.count(),
    db.taskProgress.count(),
    db.people.toArray(),
  ]);
  // A people record exists after the v4 upgrade even when empty: only a held fact counts.
  const facts = people.some((p) => Object.keys(p).some((k) => k !== 'role'));
  return forms + sections + tasks > 0 || facts;
}
