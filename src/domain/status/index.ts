/**
 * The one status function (D25): from the stored application, the status of every form,
 * document slot, timeline task, statement, evidence selection and step, each with its reason.
 * Every screen shows what it says; none computes a status of its own. Pure.
 */
import { deriveCouple, type Couple } from '../couple';
import {
  applicationFormSections,
  documentSlots,
  type ApplicationFormSection,
  type ApplicationSections,
  type DocumentSlot,
} from '../application';
import type { ChatThread } from '../evidence/chat-export';
import type { FormCompletion } from '../forms/completion';
import type { FormId } from '../forms/types';
import type { CoupleDates } from '../plausibility';
import { eligibilityLeft, formIdList as formIds, isEligibilityComplete, type StepId, type StepLeft } from '../progress';
import { eligibilityFields, isEligibilityFieldAnswered } from '../eligibility/verdicts';
import { taskStructures } from '../timeline/task-structure';
import type { TaskStatus as MarkStatus } from '../timeline/types';
import { isApplicationFormSectionComplete } from '../visa-application/validate';
import { evidenceStatusOf, type EvidenceStatus } from './evidence';
import { formStatusOf, type FormStatus } from './form';
import { slotStatusOf, type SlotReading, type SlotStatus } from './slot';
import { statementStatusOf, type StatementStatus } from './statement';
import { taskLinks, taskStatusOf, type LinkedWork, type TaskLink, type TaskStatus } from './task';

export * from './form';
export * from './slot';
export * from './statement';
export * from './evidence';
export * from './task';
export type { StepId, StepLeft } from '../progress';

export type StatusInput = {
  /** The stored sections, with the people records' facts resolved into eligibility and the visa form. */
  sections: ApplicationSections;
  /** The couple's dates from every form (plausibility). */
  dates?: CoupleDates;
  /** Each official form's completion from its effective answers, and whether it was started. */
  forms: Record<FormId, { completion: FormCompletion; started: boolean }>;
  /** The user's marks on timeline tasks. */
  marks: Readonly<Record<string, { status: MarkStatus } | undefined>>;
  /** Ids of the files whose bytes are on this device. */
  here: ReadonlySet<string>;
  /** For the slots that read details: confirmed, a reading waiting to be checked, or none. */
  readings: Partial<Record<DocumentSlot, SlotReading>>;
  /** The chat exports on this device, read into threads. */
  threads: readonly ChatThread[];
  /** YYYY-MM-DD */
  today: string;
  /** The couple's facts from every form (the invitation's 7.3 and 9.1), as the eligibility page judges with them. */
  couple?: Couple;
};

export type StatusOptions = {
  /**
   * Open findings of the audit (D27: "Ready" requires none). Default none, so that the
   * audit plugs in with one argument.
   */
  openFindings?: number;
};

export type VisaFormStatus = {
  kind: 'visa-form';
  state: 'not-started' | 'in-progress' | 'complete';
  sectionsLeft: ApplicationFormSection[];
};

export type StepStatus = { id: StepId; done: boolean; left: StepLeft[] };

export type ApplicationStatus = {
  forms: Record<FormId, FormStatus>;
  visaForm: VisaFormStatus;
  slots: Record<DocumentSlot, SlotStatus>;
  statements: Record<'applicant' | 'sponsor', StatementStatus>;
  evidence: EvidenceStatus;
  /** Every task of the catalog (the timeline shows those of the couple's plan). */
  tasks: Record<string, TaskStatus>;
  steps: Record<StepId, StepStatus>;
  /** Four equal steps (spec §4), rounded. */
  percent: number;
  openFindings: number;
  /** Every status ready, nothing only on another device, no open finding. */
  ready: boolean;
};

const stepIds: StepId[] = ['eligibility', 'documents', 'statements', 'forms'];

function visaFormStatusOf(sections: ApplicationSections, today: Date, dates?: CoupleDates): VisaFormStatus {
  const f = sections.applicationForms;
  const sectionsLeft = applicationFormSections.filter(
    (section) => !isApplicationFormSectionComplete(section, f[section], today, dates),
  );
  const started = applicationFormSections.some((s) => f[s] != null);
  return {
    kind: 'visa-form',
    state: sectionsLeft.length === 0 ? 'complete' : started ? 'in-progress' : 'not-started',
    sectionsLeft,
  };
}

type Parts = {
  forms: Record<FormId, FormStatus>;
  visaForm: VisaFormStatus;
  slots: Record<DocumentSlot, SlotStatus>;
  statements: Record<'applicant' | 'sponsor', StatementStatus>;
  eligibilityDone: boolean;
  couple: Couple;
};

/** What is left in each step, from the parts' statuses, so the overall figure explains itself. */
function stepsLeftOf(
  p: Parts,
  sections: ApplicationSections,
  today: Date,
  targetDate: string | null,
): Record<StepId, StepLeft[]> {
  const documentsLeft = documentSlots.filter((slot) => p.slots[slot].state !== 'ready').length;
  const left: Record<StepId, StepLeft[]> = {
    eligibility: p.eligibilityDone ? [] : eligibilityLeft(sections.eligibility, today, targetDate, p.couple),
    documents: documentsLeft > 0 ? [{ kind: 'documents', count: documentsLeft }] : [],
    statements: (['applicant', 'sponsor'] as const)
      .filter((who) => p.statements[who].state !== 'complete')
      .map((who): StepLeft => ({ kind: 'statement', who })),
    forms: [
      ...(p.visaForm.state === 'complete'
        ? []
        : [{ kind: 'visa-form', sectionsLeft: p.visaForm.sectionsLeft.length } as StepLeft]),
      ...formIds
        .filter((id) => p.forms[id].state !== 'complete')
        .map((id): StepLeft => {
          const f = p.forms[id];
          return {
            kind: 'official-form',
            formId: id,
            questionsLeft: f.left,
            invalid: f.invalid,
            // Once started, the line names the gaps as the form's own summary does (D25).
            ...(f.state === 'in-progress' && {
              missing: f.missing,
              firstInvalid: f.gaps.find((g) => g.reason === 'invalid')?.index,
            }),
          };
        }),
    ],
  };
  if (!p.eligibilityDone && left.eligibility.length === 0) left.eligibility.push({ kind: 'eligibility-mark' });
  return left;
}

/** The state of the work a timeline task points at, so the task follows it; null while nothing says (the mark rules). */
function linkedWorkOf(
  link: TaskLink,
  p: Parts,
  sections: ApplicationSections,
  eligibilityLeftCount: number,
): LinkedWork | null {
  switch (link.kind) {
    case 'guidance-answer': {
      // Answered in the eligibility check or the invitation (7.3): "completed" is the task done; "not yet" is not started.
      const done = p.couple.sponsor.guidanceProgramDone;
      return done === true ? { state: 'complete' } : done === false ? { state: 'not-started' } : null;
    }
    case 'form': {
      const f = p.forms[link.formId];
      return { state: f.state, left: { kind: 'questions', count: f.left } };
    }
    case 'visa-form':
      return { state: p.visaForm.state, left: { kind: 'items', count: p.visaForm.sectionsLeft.length } };
    case 'eligibility':
      return {
        state: p.eligibilityDone
          ? 'complete'
          : eligibilityFields.some((f) => isEligibilityFieldAnswered(sections.eligibility as never, f))
            ? 'in-progress'
            : 'not-started',
        left: { kind: 'items', count: eligibilityLeftCount },
      };
    case 'statement': {
      const s = p.statements[link.who];
      return {
        state: s.state === 'complete' ? 'complete' : s.state === 'not-started' ? 'not-started' : 'in-progress',
      };
    }
    case 'slot': {
      const s = p.slots[link.slot];
      const problems = link.part ? s.problems.filter((x) => 'part' in x && x.part === link.part) : s.problems;
      const files = sections.documents[link.slot].files.filter((f) => !link.part || f.role === link.part);
      return {
        state:
          problems.length === 0 && files.length > 0 ? 'complete' : files.length > 0 ? 'in-progress' : 'not-started',
        left: { kind: 'items', count: problems.length },
      };
    }
  }
}

function partsOf(input: StatusInput, todayDate: Date, targetDate: string | null): Parts {
  const { sections, today, here } = input;
  // Without the other forms' facts, the couple is the eligibility answers alone (as judgeEligibility's default).
  const couple =
    input.couple ?? deriveCouple({ eligibility: sections.eligibility as unknown as Record<string, unknown> });
  // Where they married decides the marriage certificate's parts (D28); the answer is the eligibility check's.
  const marriedAbroad = (sections.eligibility as { marriagePlace?: unknown } | null)?.marriagePlace === 'abroad';
  return {
    forms: Object.fromEntries(
      formIds.map((id) => [id, formStatusOf(id, input.forms[id].completion, input.forms[id].started)]),
    ) as Record<FormId, FormStatus>,
    visaForm: visaFormStatusOf(sections, todayDate, input.dates),
    slots: Object.fromEntries(
      documentSlots.map((slot) => [
        slot,
        slotStatusOf(slot, sections.documents[slot], {
          today,
          targetDate,
          here,
          reading: input.readings[slot],
          marriedAbroad,
        }),
      ]),
    ) as Record<DocumentSlot, SlotStatus>,
    statements: {
      applicant: statementStatusOf('applicant', sections.personalStatement),
      sponsor: statementStatusOf('sponsor', sections.sponsorStatement),
    },
    eligibilityDone: isEligibilityComplete(sections.eligibility, todayDate, targetDate, couple),
    couple,
  };
}

export function applicationStatus(input: StatusInput, options: StatusOptions = {}): ApplicationStatus {
  const { sections, today, here } = input;
  const todayDate = new Date(`${today}T12:00:00Z`);
  const targetDate = sections.timeline?.targetDate ?? null;
  const parts = partsOf(input, todayDate, targetDate);
  const evidence = evidenceStatusOf(
    sections.evidence,
    sections.documents.proofOfRelationship.files,
    here,
    input.threads,
  );
  const left = stepsLeftOf(parts, sections, todayDate, targetDate);
  const steps = Object.fromEntries(
    stepIds.map((id) => [
      id,
      { id, done: id === 'eligibility' ? parts.eligibilityDone : left[id].length === 0, left: left[id] },
    ]),
  ) as Record<StepId, StepStatus>;
  const tasks = Object.fromEntries(
    taskStructures.map((task) => {
      const link = taskLinks[task.id];
      const work = link ? linkedWorkOf(link, parts, sections, left.eligibility.length) : null;
      return [task.id, taskStatusOf(task.id, input.marks[task.id]?.status, work)];
    }),
  ) as Record<string, TaskStatus>;

  const done = stepIds.filter((id) => steps[id].done).length;
  const openFindings = Math.max(0, options.openFindings ?? 0);
  const { forms, visaForm, slots, statements } = parts;
  return {
    forms,
    visaForm,
    slots,
    statements,
    evidence,
    tasks,
    steps,
    percent: Math.round((done / 4) * 100),
    openFindings,
    ready: done === 4 && openFindings === 0 && evidence.photosElsewhere + evidence.messagesElsewhere === 0,
  };
}
