import type { Localized, Source } from '../common';

export type TimeSensitiveDocId =
  | 'fbi-check'
  | 'apostille'
  | 'medical-exam'
  | 'tb-test'
  | 'topik'
  | 'korean-criminal-record'
  | 'applicant-criminal-record'
  | 'sponsor-residence-criminal-record';

export type TaskOwner = 'applicant' | 'sponsor';

export type TaskCategory = 'eligibility' | 'documents' | 'forms' | 'submission';

export type DurationRange = { min: number; max: number };

/**
 * How long a document stays acceptable. The window counts from the day the task finishes (the
 * document's issue date, or the TOPIK results announcement) to the application date.
 */
export type ValidityWindow = {
  amount: number;
  unit: 'days' | 'months' | 'years';
  countsFrom: 'issue' | 'results';
  note: Localized;
};

export type TimelineTask = {
  id: string;
  owner: TaskOwner;
  title: Localized;
  description: Localized;
  /** Calendar days, or business days (Mon–Fri) when `businessDays` is set. */
  durationDays: DurationRange;
  /** Set where the source counts government processing in business days. */
  businessDays?: boolean;
  /** A paid or in-person route that is faster than the standard one (same unit as durationDays). */
  expedited?: { durationDays: DurationRange; note: Localized };
  dependsOn: string[];
  timeSensitive?: TimeSensitiveDocId;
  validity?: ValidityWindow;
  category: TaskCategory;
  source: Source;
  /**
   * Done by both of you together (the eligibility check): shown as "Both of you" on home, in the
   * timeline and in the calendar export, and kept under either person's filter. `owner` still says
   * whose facts it is mostly about.
   */
  together?: true;
};

/** What a task is: what the plan and the statuses read (tasks-applicant.ts, tasks-sponsor.ts, task-structure.ts). */
export type TaskStructure = Omit<TimelineTask, 'title' | 'description' | 'source' | 'expedited'> & {
  expedited?: { durationDays: DurationRange };
};

/** What a task says, by id, apart from its structure so that the status function loads none of it. */
export type TaskTexts = { title: Localized; description: Localized; source: Source; expeditedNote?: Localized };

export type TaskStatus = 'not-started' | 'in-progress' | 'completed';

export type TaskProgress = {
  taskId: string;
  /** 0–100. */
  progress: number;
  status: TaskStatus;
  /** ISO timestamps. */
  startedAt?: string;
  completedAt?: string;
  lastUpdated: string;
};

/**
 * A task's status as every screen shows it (D25, domain/status): the three a mark can hold, and
 * 'marked-done', a hand "done" on a task whose work (a form, a document, the check, a statement) the
 * data says is not finished. It is never counted as completed.
 */
export type ShownTaskStatus = TaskStatus | 'marked-done';

/** A progress record with its status as shown (domain/status `progressWithStatuses`); a stored mark is one too. */
export type ShownTaskProgress = Omit<TaskProgress, 'status'> & { status: ShownTaskStatus };

/** Progress records (stored marks, or as shown) as a list or keyed by task id. */
export type TaskProgressCollection = ReadonlyArray<ShownTaskProgress> | Readonly<Record<string, ShownTaskProgress>>;

export type ExemptionStatus = {
  criminalRecordCheck: 'required' | 'exempt' | 'unknown';
  healthCheck: 'required' | 'exempt' | 'tb-test-only' | 'unknown';
};

/**
 * Facts about the couple that switch conditional tasks on or off. A fact not given plans the safe
 * side; never the US papers of a couple whose nationality is not known (D28).
 */
export type PlanOptions = {
  /** 'shared-language' (default): the couple proves a common language; 'topik': the applicant sits TOPIK. */
  languageRoute?: 'shared-language' | 'topik';
  /**
   * The applicant holds a TOPIK score (eligibility's level 1 or higher): no exam to plan, the score
   * report goes with the language proof, and the TOPIK card says so rather than "not in your plan".
   */
  topikHeld?: boolean;
  /** True only when inviting a national of one of the 7 program countries (brief 5.6). Default false. */
  guidanceProgramRequired?: boolean;
  /** True for nationals of the 35 TB high-risk countries (brief 5.5); the US is not one. Default false. */
  tbHighRisk?: boolean;
  /**
   * Where the marriage was made (section 13 C3). 'korea': by a marriage report in Korea, so no US
   * certificate, apostille or separate Korean report is planned. 'abroad': the certificate of the
   * country of marriage, reported to a Korean mission. Absent: unknown, so both are planned.
   */
  marriagePlace?: 'korea' | 'abroad';
  /** A marriage made abroad is already on the sponsor's Korean family register. Default false. */
  marriageOnKoreanRegister?: boolean;
  /** The certificate of a marriage made abroad is already in hand, so no task obtains it. Default false. */
  marriageCertificateHeld?: boolean;
  /**
   * 'us': the sponsor lives in the US and needs an FBI check with apostille too (C7); 'other': the
   * record of that other country. Default 'korea'.
   */
  sponsorResidence?: 'korea' | 'us' | 'other';
  /**
   * The applicant's FBI check (with apostille) applies: a US national or US resident. Default false:
   * while the nationality and residence are not known the plan holds the record of the country of
   * nationality and residence, not named yet.
   */
  applicantUsPapers?: boolean;
  /**
   * Besides the FBI check, the applicant needs the record of another country of nationality or
   * residence (Korea included, for someone living there). Without the FBI check it is always planned.
   */
  applicantOtherRecord?: boolean;
  /** Where a marriage made abroad was made: 'us' (default) or another country. */
  marriageCountry?: 'us' | 'other';
};

export type TaskFilter = 'all' | 'applicant' | 'sponsor';

export type ScheduleOptions = PlanOptions & { exemptions: ExemptionStatus; filter?: TaskFilter };

export type ScheduleEntry = {
  taskId: string;
  owner: TaskOwner;
  /** The catalog task, with `dependsOn` rewired around tasks this plan leaves out. */
  task: TimelineTask;
  /** The application day actually planned for: the target, or the Friday before a weekend target. */
  targetDate: string;
  /** Latest start so the task still ends by `latestFinish` at its maximum duration. */
  latestStart: string;
  /** The day the task must be done; never a weekend. */
  latestFinish: string;
  /** First acceptable issue date for a document with a validity window, else null. */
  earliestIssue: string | null;
  /** First day to request it so even the fastest processing yields a document still valid on targetDate. */
  earliestStart: string | null;
  /**
   * When a document with a validity window can be requested from, as the row says it: the later of
   * earliestStart and the first day it can begin on the recommended plan (today, after what it
   * waits for), so the row's window and its bar agree. Never past.
   */
  requestFrom: string | null;
  recommendedStart: string;
  /** recommendedStart plus the maximum duration. */
  recommendedFinish: string;
  /** The soonest it could be done starting today, at the fastest durations (expedited included). */
  earliestPossibleFinish: string;
  /** Latest start if this task and everything after it used expedited services where they exist. */
  expeditedLatestStart: string;
  /** The validity window is shorter than the maximum processing time: timing cannot be guaranteed. */
  windowTooShort: boolean;
  shouldHaveStarted: boolean;
  /** Even at the fastest durations the chain through this task cannot reach the target date. */
  impossible: boolean;
};
