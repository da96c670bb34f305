/**
 * Every task's structure (ids, owners, durations, dependencies): what the status function (D25) needs,
 * without the tasks' wording, which only the screens load (task-texts.ts, merged in tasks.ts).
 */
import { applicantTasks } from './tasks-applicant';
import { sponsorTasks } from './tasks-sponsor';
import type { TaskStructure, TimelineTask } from './types';

export const ELIGIBILITY_TASK_ID = 'eligibility-check';
export const SUBMIT_TASK_ID = 'submit-application';

const submissionTasks: TaskStructure[] = [
  {
    id: 'book-appointment',
    owner: 'applicant',
    category: 'submission',
    durationDays: { min: 7, max: 30 },
    dependsOn: ['eligibility-check'],
  },
  {
    id: 'submit-application',
    owner: 'applicant',
    category: 'submission',
    durationDays: { min: 0, max: 0 },
    dependsOn: [
      'sponsor-civil-documents',
      'sponsor-income-evidence',
      'sponsor-housing-evidence',
      'sponsor-health-certificate',
      'sponsor-criminal-record',
      'sponsor-fbi-apostille',
      'invitation-letter',
      'guarantee-letter',
      'us-marriage-certificate',
      'foreign-marriage-certificate',
      'fbi-apostille',
      'applicant-criminal-record',
      'sponsor-residence-criminal-record',
      'applicant-health-certificate',
      'tb-test',
      'topik-certificate',
      'communication-evidence',
      'marriage-background-statement',
      'visa-application-form',
      'book-appointment',
    ],
  },
];

/** Every task of both people; which ones a plan uses depends on the exemptions and plan options. */
export const taskStructures: readonly TaskStructure[] = [...sponsorTasks, ...applicantTasks, ...submissionTasks];

const structureById = new Map(taskStructures.map((task) => [task.id, task]));

/** One task's structure (its validity, say) without its wording, for pages that show no task text. */
export const getTaskStructure = (id: string): TaskStructure | undefined => structureById.get(id);

/**
 * Tasks in dependency order (each after everything it depends on). Dependencies outside the list are
 * ignored. Throws on a cycle.
 */
export const topologicalOrder = <T extends Pick<TimelineTask, 'id' | 'dependsOn'>>(tasks: readonly T[]): T[] => {
  const ids = new Set(tasks.map((task) => task.id));
  const remaining = new Map(tasks.map((task) => [task.id, task.dependsOn.filter((dep) => ids.has(dep)).length]));
  const dependents = new Map<string, string[]>();
  for (const task of tasks) {
    for (const dep of task.dependsOn) if (ids.has(dep)) dependents.set(dep, [...(dependents.get(dep) ?? []), task.id]);
  }
  const task = new Map(tasks.map((t) => [t.id, t]));
  const ready = tasks.filter((t) => remaining.get(t.id) === 0).map((t) => t.id);
  const order: T[] = [];
  while (ready.length > 0) {
    const id = ready.shift() as string;
    order.push(task.get(id) as T);
    for (const next of dependents.get(id) ?? []) {
      const left = (remaining.get(next) ?? 0) - 1;
      remaining.set(next, left);
      if (left === 0) ready.push(next);
    }
  }
  if (order.length !== tasks.length) {
    const stuck = tasks.filter((t) => !order.includes(t)).map((t) => t.id);
    throw new Error(`Dependency cycle among timeline tasks: ${stuck.join(', ')}`);
  }
  return order;
};
