/**
 * The application's statuses (domain/status, D25), read from the stored data in one place:
 * every screen and the package read them through `useApplicationStatus` / `readApplicationStatus`,
 * so they all say the same.
 */
import { deriveCouple } from '@/domain/couple';
import { documentSlots, type ApplicationSections, type DocumentSlot } from '@/domain/application';
import { isoDay } from '@/domain/dates';
import { resolveEligibility } from '@/domain/eligibility/people';
import type { FormId } from '@/domain/forms/types';
import type { People } from '@/domain/people';
import type { CoupleDates } from '@/domain/plausibility';
import { formIdList } from '@/domain/progress';
import { emptyFormProgress } from '@/domain/progress';
import {
  applicationStatus,
  readsDetails,
  type ApplicationStatus,
  type SlotReading,
  formStatusOf,
  type FormStatus,
  type StatusInput,
} from '@/domain/status';
import { openFindingCount, runAudit, type Finding } from '@/domain/audit';
import type { FormAnswers } from '@/domain/forms/types';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { yieldToMain } from '@/lib/yield-to-main';
import { auditInputOf } from './audit';
import { readEvidenceSources } from './evidence';
import { answersByForm, readCoupleDates, deriveStored, type DerivedFormProgress } from './forms';
import { db } from './index';
import { useLiveQuery } from './live-query';
import { readPeople } from './people';
import { readAllSections } from './sections';
import { readTaskProgress } from './tasks';

export type StatusData = {
  status: ApplicationStatus;
  /** The sections as the statuses read them (people facts resolved). */
  sections: ApplicationSections & { dates?: CoupleDates };
  /** Each official form's record with its derived completion. */
  forms: Record<FormId, DerivedFormProgress>;
  people: People;
  today: string;
  /** The audit's findings: "Ready" requires none open (D27), and the package's guide prints them. */
  findings: Finding[];
  /** The visa application form as stored (before the facts held elsewhere are filled in). */
  storedApplicationForms: ApplicationSections['applicationForms'];
  /** The timeline's task marks, as stored. */
  marks: Awaited<ReturnType<typeof readTaskProgress>>;
};

/** Started: an answer stored (typed or held in the people records), or the wizard moved past the first question. */
const startedOf = (f: DerivedFormProgress) => Object.keys(f.answers).length > 0 || f.currentQuestionIndex > 0;

/**
 * One form's status from its derived record, exactly as `readStatusData` gives it: for the wizard
 * and the review, which hold that record already and must not wait for the whole application.
 */
export const statusOfForm = (f: DerivedFormProgress): FormStatus => formStatusOf(f.formId, f.completion, startedOf(f));

/** Where a slot's read details stand: confirmed (saved), a reading waiting to be checked, or none. */
async function readingsOf(sections: ApplicationSections): Promise<Partial<Record<DocumentSlot, SlotReading>>> {
  const out: Partial<Record<DocumentSlot, SlotReading>> = {};
  for (const slot of documentSlots.filter(readsDetails)) {
    if (sections.documents[slot].extractedId) out[slot] = 'confirmed';
    else out[slot] = (await db.meta.get(`readDraft:${slot}`)) ? 'draft' : 'none';
  }
  return out;
}

export async function readStatusData(now = new Date()): Promise<StatusData> {
  // Every read first, in one pass: the computations below run after the main thread has been given back, outside
  // the read's zone, so a read among them would not be watched by a live query.
  const [stored, people, rows, marks, fileIds, sources, extracted] = await Promise.all([
    readAllSections(),
    readPeople(),
    db.formProgress.bulkGet(formIdList),
    readTaskProgress(),
    db.files.toCollection().primaryKeys(),
    readEvidenceSources(),
    db.extractedDocuments.toArray(),
  ]);
  const [dates, readings] = await Promise.all([readCoupleDates(people), readingsOf(stored)]);
  const answersOf = (id: FormId) => rows[formIdList.indexOf(id)]?.formData as FormAnswers | undefined;
  // One day for everything read here: the visa form's facts, the statuses, and the final step built on them.
  const today = isoDay(now);

  // Then the computations, each a task of its own on a cold start's slow phone (docs/performance.md).
  await yieldToMain();
  const answers = answersByForm(formIdList, rows);
  const findings = runAudit(auditInputOf({ sections: stored, people, answers, extracted }, now));

  await yieldToMain();
  const sections = {
    ...stored,
    eligibility: resolveEligibility(stored.eligibility, people),
    // The visa application form reuses what the official forms already hold (facts once).
    applicationForms: resolveVisaForms(
      stored.applicationForms,
      people,
      {
        invitation: answersOf('invitation-letter'),
        spouseInformation: answersOf('spouse-information'),
      },
      today,
    ),
    dates,
  };
  const epoch = new Date(0).toISOString();
  const forms = Object.fromEntries(
    formIdList.map((id, i) => [id, deriveStored(rows[i] ?? emptyFormProgress(id, epoch), people, now, dates)]),
  ) as Record<FormId, DerivedFormProgress>;

  await yieldToMain();
  const input: StatusInput = {
    sections,
    dates,
    forms: Object.fromEntries(
      formIdList.map((id) => {
        const f = forms[id];
        return [id, { completion: f.completion, started: startedOf(f) }];
      }),
    ) as StatusInput['forms'],
    marks,
    here: new Set(fileIds as string[]),
    readings,
    threads: sources.threads,
    today,
    // The eligibility step judged as its page judges it: with the invitation's facts (7.3, 9.1).
    couple: deriveCouple({
      people,
      eligibility: stored.eligibility as unknown as Record<string, unknown>,
      invitation: answersOf('invitation-letter') as Record<string, unknown> | undefined,
      health: stored.health as unknown as Record<string, unknown>,
    }),
  };
  return {
    status: applicationStatus(input, { openFindings: openFindingCount(findings) }),
    sections,
    forms,
    people,
    today,
    findings,
    storedApplicationForms: stored.applicationForms,
    marks,
  };
}

export const readApplicationStatus = async () => (await readStatusData()).status;

/** The statuses, live: any change anywhere (an answer, a file, a mark) re-renders every screen that shows one. */
export const useStatusData = (): StatusData | undefined => useLiveQuery(() => readStatusData(), []);

export const useApplicationStatus = (): ApplicationStatus | undefined => useStatusData()?.status;
