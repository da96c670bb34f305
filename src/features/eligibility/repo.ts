import { db } from '@/data';
import type { TaskProgressRecord } from '@/data/db';
import { readSection, updateSection } from '@/data/sections';
import { putFacts, readPeople, type FactWrite } from '@/data/people';
import {
  applicantNames,
  earlierFullName,
  replacedName,
  eligibilityFacts,
  eligibilityFromPerson,
  eligibilityNameFacts,
  resolveEligibility,
  spouseNameEditsPerson,
  type ApplicantNames,
} from '@/domain/eligibility/people';
import { passportName } from '@/domain/forms/resolve';
import { splitMarriageAnswers } from '@/domain/eligibility/marriage-answers';
import { writeTransaction } from '@/data/write';
import { eligibilityFields } from '@/domain/eligibility/verdicts';
import { ELIGIBILITY_TASK_ID } from '@/domain/timeline/task-structure';
import { markEligibilityCompleted } from '@/domain/timeline/progress';
import {
  answeredCount,
  canComplete,
  judge,
  todayIso,
  type EligibilityContext,
  type EligibilityPatch,
  type StoredEligibility,
} from './model';

/** The couple facts the check reads from elsewhere: the people records, the invitation, the health guide. */
export async function readEligibilityContext(): Promise<EligibilityContext> {
  const [people, invitation, health] = await Promise.all([
    readPeople(),
    db.formProgress.get('invitation-letter'),
    readSection('health'),
  ]);
  return {
    people,
    invitation: (invitation?.formData ?? null) as Record<string, unknown> | null,
    health: health as unknown as Record<string, unknown>,
  };
}

/** The stored answers with the person facts read from the people records (D20). */
export const readEligibility = async (): Promise<StoredEligibility> =>
  splitMarriageAnswers(resolveEligibility((await readSection('eligibility')) as StoredEligibility, await readPeople()));

export type EligibilityView = {
  answers: StoredEligibility;
  fromPerson: ReturnType<typeof eligibilityFromPerson>;
  /** The applicant's family name and given names, held in the people records. */
  names: ApplicantNames;
  /** A whole name typed before the check asked the two apart, while no name is held. */
  earlierName: string | null;
  /** The whole name typed here when another form changed the held name since (shown, never lost). */
  replacedName: string | null;
  /** The couple facts held elsewhere that the check reads (D28). */
  context: EligibilityContext;
};

/** The answers and which of them show a value held in the people records ("from your details"). */
export async function readEligibilityView(): Promise<EligibilityView> {
  const [stored, people, context] = await Promise.all([
    readSection('eligibility'),
    readPeople(),
    readEligibilityContext(),
  ]);
  return {
    context,
    answers: splitMarriageAnswers(resolveEligibility(stored as StoredEligibility, people)),
    fromPerson: eligibilityFromPerson(stored, people),
    names: applicantNames(people),
    earlierName: earlierFullName(stored, people),
    replacedName: replacedName(stored, people),
  };
}

/** A change on the eligibility page: answers of the check, and the applicant's two names (person facts only). */
export type EligibilityEdit = EligibilityPatch & Partial<ApplicantNames>;

/** A person fact typed in the check edits the person (nationality as its country code when recognised). */
const factsOf = (patch: EligibilityEdit): FactWrite[] => [
  ...(Object.keys(eligibilityFacts) as Array<keyof typeof eligibilityFacts>)
    .filter(
      (key) => typeof patch[key] === 'string' && (key !== 'spouseName' || spouseNameEditsPerson(patch[key] as string)),
    )
    .map((key) => ({ ref: eligibilityFacts[key], value: patch[key] as string })),
  // Names as in the passport: capitals, like the visa application form holds them.
  ...(Object.keys(eligibilityNameFacts) as Array<keyof typeof eligibilityNameFacts>)
    .filter((key) => typeof patch[key] === 'string')
    .map((key) => ({ ref: eligibilityNameFacts[key], value: (patch[key] as string).toUpperCase() })),
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The timeline's application date (it decides the income table), or null when none is set. */
export const readApplicationDate = async (): Promise<string | null> => {
  const value = (await readSection('timeline'))?.targetDate;
  return typeof value === 'string' && ISO_DAY.test(value) ? value : null;
};

/** Sets the application date from the eligibility page; it is the timeline's target date (one value). */
export const saveApplicationDate = (date: string | null) => {
  if (date !== null && !ISO_DAY.test(date)) throw new RangeError(`Not a calendar day: ${date}`);
  return updateSection('timeline', (current) => ({ ...current, targetDate: date }));
};

const putEligibility = (value: StoredEligibility) =>
  db.sections.put({ key: 'eligibility', value, updatedAt: new Date().toISOString() });

/**
 * Saves answers and recomputes the stored result. When a completed check is no longer
 * eligible, completedAt is cleared and the timeline task goes back to in progress, in the
 * same transaction (with the outbox rows), so progress never claims a step that no longer holds.
 */
export function saveEligibility(edit: EligibilityEdit, now: Date = new Date()): Promise<StoredEligibility> {
  return writeTransaction([db.sections, db.taskProgress, db.people, db.formProgress], async () => {
    await putFacts(factsOf(edit));
    const { familyName, givenNames, ...patch }: EligibilityEdit = edit;
    // The check's whole name is the one the person's two names make (never typed apart from them).
    if (familyName !== undefined || givenNames !== undefined)
      patch.fullName = passportName(await readPeople(), 'applicant') ?? '';
    const current = await readEligibility();
    const merged = { ...current, ...patch } as StoredEligibility;
    const today = todayIso(now);
    const target = await readApplicationDate();
    const context = await readEligibilityContext();
    const stillComplete = current.completedAt !== null && canComplete(merged, today, target, context);
    const next: StoredEligibility = {
      ...merged,
      checkResult: judge(merged, today, target, context).result,
      completedAt: stillComplete ? current.completedAt : null,
    };
    await putEligibility(next);
    if (current.completedAt !== null && !stillComplete) {
      const task = await db.taskProgress.get(ELIGIBILITY_TASK_ID);
      if (task?.status === 'completed') {
        const { completedAt: _done, ...rest } = task;
        const share = Math.round((answeredCount(next) / eligibilityFields.length) * 100);
        const reopened: TaskProgressRecord = {
          ...rest,
          status: 'in-progress',
          progress: Math.min(99, share),
          lastUpdated: now.toISOString(),
        };
        await db.taskProgress.put(reopened);
      }
    }
    return next;
  });
}

export class NotEligibleYetError extends Error {
  constructor() {
    super('The eligibility check is not complete and eligible yet');
  }
}

/**
 * Spec 4: completing eligibility sets checkResult and completedAt, and marks the timeline task
 * 'eligibility-check' completed at 100, all in one transaction.
 */
export function markEligibilityComplete(now: Date = new Date()): Promise<StoredEligibility> {
  return writeTransaction([db.sections, db.taskProgress, db.people, db.formProgress], async () => {
    const current = await readEligibility();
    const today = todayIso(now);
    const target = await readApplicationDate();
    const context = await readEligibilityContext();
    if (!canComplete(current, today, target, context)) throw new NotEligibleYetError();
    const at = now.toISOString();
    const next: StoredEligibility = {
      ...current,
      checkResult: judge(current, today, target, context).result,
      completedAt: at,
    };
    await putEligibility(next);
    const task = await db.taskProgress.get(ELIGIBILITY_TASK_ID);
    const completed = markEligibilityCompleted(task ? { [ELIGIBILITY_TASK_ID]: task } : {}, at)[ELIGIBILITY_TASK_ID];
    await db.taskProgress.put(completed as TaskProgressRecord);
    return next;
  });
}
