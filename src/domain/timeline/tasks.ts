import { assumption, sources } from './sources';
import { applicantTasks } from './tasks-applicant';
import { sponsorTasks } from './tasks-sponsor';
import type { TimelineTask } from './types';

export type { TimelineTask, ValidityWindow, TimeSensitiveDocId } from './types';

export const ELIGIBILITY_TASK_ID = 'eligibility-check';
export const SUBMIT_TASK_ID = 'submit-application';

const submissionTasks: TimelineTask[] = [
  {
    id: 'book-appointment',
    owner: 'applicant',
    category: 'submission',
    title: { en: 'Book the consulate appointment', ko: '영사관 방문 예약' },
    description: {
      en: 'F-6 is filed in person, by appointment, and no agent can file for you. Book early: the time shown is the assumed wait from booking to the appointment day.',
      ko: 'F-6 비자는 예약 후 본인이 직접 방문하여 신청해야 하며 대리 신청은 할 수 없어요. 예약 후 방문일까지 대기 기간이 있으니 일찍 예약하세요.',
    },
    durationDays: { min: 7, max: 30 },
    dependsOn: ['eligibility-check'],
    source: assumption(
      sources.losAngelesConsulate,
      'Appointment wait (7–30 days) is a planning assumption; consulates publish none.',
      '예약 대기 기간(7~30일)은 계획용 추정치예요. 영사관이 공개한 기간은 없어요.',
    ),
  },
  {
    id: 'submit-application',
    owner: 'applicant',
    category: 'submission',
    title: { en: 'Submit the application at the consulate', ko: '영사관에 비자 신청서 제출' },
    description: {
      en: 'Bring every original and the US$45 fee (US citizens). Processing then takes about 3–4 weeks in Seattle and at least 10–15 business days in Los Angeles, with no expedite; an interview may follow.',
      ko: '모든 원본 서류와 수수료 45달러(미국 국민)를 지참해요. 이후 심사는 시애틀 약 3~4주, 로스앤젤레스 최소 10~15 영업일이 걸리며 신속 처리는 없어요. 인터뷰가 있을 수 있어요.',
    },
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
      'fbi-apostille',
      'applicant-health-certificate',
      'tb-test',
      'topik-certificate',
      'communication-evidence',
      'marriage-background-statement',
      'visa-application-form',
      'book-appointment',
    ],
    source: sources.seattleConsulate,
  },
];

/** Every task of both people; which ones a plan uses depends on the exemptions and plan options. */
export const timelineTasks: readonly TimelineTask[] = [...sponsorTasks, ...applicantTasks, ...submissionTasks];

const byId = new Map(timelineTasks.map((task) => [task.id, task]));

export const getTask = (id: string): TimelineTask | undefined => byId.get(id);

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
