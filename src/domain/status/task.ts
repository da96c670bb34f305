/**
 * A timeline task's status (D25): it follows the work it stands for (a form, a document, the
 * eligibility check, a statement); a mark set by hand stays, and the status says when the data
 * disagrees ("marked done; the form has 12 questions left"). Tasks with no such work follow the mark.
 * A hand "done" on unfinished work is 'marked-done', its own state: shown apart and never counted as
 * completed, so no screen shows it as done while its form or document says otherwise.
 */
import type { DocumentSlot } from '../application';
import type { FormId } from '../forms/types';
import type { TaskStatus as MarkStatus, ShownTaskProgress, TaskProgress } from '../timeline/types';

/** What a task stands for in the stored data. */
export type TaskLink =
  | { kind: 'form'; formId: FormId }
  | { kind: 'visa-form' }
  | { kind: 'eligibility' }
  /** The eligibility check's answer "the Korean spouse completed the program" (D25: one fact, one status). */
  | { kind: 'guidance-answer' }
  | { kind: 'statement'; who: 'applicant' | 'sponsor' }
  | { kind: 'slot'; slot: DocumentSlot; part?: 'applicant' | 'sponsor' | 'korean-certificate' };

export const taskLinks: Readonly<Record<string, TaskLink>> = {
  'eligibility-check': { kind: 'eligibility' },
  'marriage-guidance-program': { kind: 'guidance-answer' },
  'invitation-letter': { kind: 'form', formId: 'invitation-letter' },
  'guarantee-letter': { kind: 'form', formId: 'personal-guarantee' },
  'marriage-background-statement': { kind: 'form', formId: 'spouse-information' },
  'visa-application-form': { kind: 'visa-form' },
  'relationship-evidence': { kind: 'slot', slot: 'proofOfRelationship' },
  'sponsor-income-evidence': { kind: 'slot', slot: 'financialDocuments' },
  'sponsor-housing-evidence': { kind: 'slot', slot: 'housingDocuments' },
  'applicant-health-certificate': { kind: 'slot', slot: 'healthCertificate', part: 'applicant' },
  'sponsor-health-certificate': { kind: 'slot', slot: 'healthCertificate', part: 'sponsor' },
};

/** What the linked work says, and (when not done) what is left, for the row to word. */
export type LinkedWork = {
  state: 'not-started' | 'in-progress' | 'complete';
  /** A form's questions left, a slot's problems, a step's items left: the screens word it. */
  left?: { kind: 'questions'; count: number } | { kind: 'items'; count: number };
};

/** 'marked-done': marked done by hand while the linked work is not finished (`disagrees` says what is left). */
export type TaskState = 'not-started' | 'in-progress' | 'marked-done' | 'completed';

export type TaskStatus = {
  kind: 'task';
  taskId: string;
  state: TaskState;
  /** 'data': the state follows the linked work; 'mark': the user's mark (no link, or a hand "done"). */
  source: 'data' | 'mark';
  /** The user's own mark, when one is stored. */
  mark: MarkStatus | null;
  link: TaskLink | null;
  /** Set when the user marked it done and the data says otherwise (the state is then 'marked-done'). */
  disagrees: LinkedWork | null;
};

const toTask = (s: LinkedWork['state']): TaskState => (s === 'complete' ? 'completed' : s);

export function taskStatusOf(
  taskId: string,
  mark: MarkStatus | null | undefined,
  linked: LinkedWork | null | undefined,
): TaskStatus {
  const link = taskLinks[taskId] ?? null;
  const own = mark ?? null;
  const base = { kind: 'task' as const, taskId, mark: own, link };
  if (!link || !linked) return { ...base, state: own ?? 'not-started', source: 'mark', disagrees: null };
  // A hand "done" stays; when the work is not finished it is a state of its own, never "completed".
  if (own === 'completed')
    return linked.state === 'complete'
      ? { ...base, state: 'completed', source: 'mark', disagrees: null }
      : { ...base, state: 'marked-done', source: 'mark', disagrees: linked };
  const fromData = toTask(linked.state);
  // "Started" by hand on work not begun yet stays started.
  if (own === 'in-progress' && fromData === 'not-started')
    return { ...base, state: 'in-progress', source: 'mark', disagrees: null };
  return { ...base, state: fromData, source: 'data', disagrees: null };
}

/**
 * The stored marks with each task's state replaced by its status (a task that follows its data, a
 * hand mark on unfinished work as 'marked-done'): what the timeline, the time-sensitive documents
 * and the checklist count and show.
 */
export function progressWithStatuses(
  marks: Readonly<Record<string, TaskProgress>>,
  tasks: Readonly<Record<string, TaskStatus>>,
): Record<string, ShownTaskProgress> {
  const out: Record<string, ShownTaskProgress> = { ...marks };
  for (const [taskId, task] of Object.entries(tasks)) {
    const mark = marks[taskId];
    if (!mark && task.state === 'not-started') continue;
    if (mark?.status === task.state) continue;
    out[taskId] = {
      ...(mark ?? { taskId, progress: 0, status: 'not-started', lastUpdated: '' }),
      taskId,
      status: task.state,
      progress: task.state === 'completed' ? 100 : (mark?.progress ?? 0),
    };
  }
  return out;
}
