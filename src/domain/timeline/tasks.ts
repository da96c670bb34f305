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
      en: 'Book with the mission that covers where the applicant lives (named above the plan, with what is known of its booking; where unknown, ask it). The time shown is the assumed wait from booking to the appointment day.',
      ko: '신청인이 사는 곳을 관할하는 재외공관에 예약해요(계획 위에 그 재외공관과 알려진 예약 방법이 나와요. 알 수 없으면 재외공관에 문의하세요). 표시된 기간은 예약부터 방문일까지의 추정 대기 기간이에요.',
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
      en: 'Bring every original and the fee. The fee and the processing time are those of your mission (named above the plan; where unknown, ask it). An interview may follow.',
      ko: '모든 원본 서류와 수수료를 지참해요. 수수료와 처리 기간은 관할 재외공관마다 달라요(계획 위에 나와요. 알 수 없으면 재외공관에 문의하세요). 인터뷰가 있을 수 있어요.',
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
