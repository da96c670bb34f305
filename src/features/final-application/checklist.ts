/**
 * What the consulate wants on the day (rules doc §6.1), each with its status from what is stored
 * and where to fix it. Pure: the hook passes in the stored state and today's date.
 */
import type { CoupleDates } from '@/domain/plausibility';
import type { ApplicationSections, DocumentSlot, Statement, StatementTopic } from '@/domain/application';
import type { Locale } from '@/domain/common';
import { isCompositionStale } from '@/domain/statement-composition';
import { statementWordingGaps } from '@/domain/statement-gaps';
import { applicationFormSections, documentSlots } from '@/domain/application';
import { toIsoDate } from '@/domain/forms/suggestions';
import type { FormAnswers, FormId } from '@/domain/forms/types';
import { questionPosition } from '@/domain/forms/structure';
import { wrongLanguageAnswers } from '@/domain/answer-language';
import type { People } from '@/domain/people';
import { formIdList, progressKeys, type FormProgress, type GlobalProgress } from '@/domain/progress';
import { percent } from '@/lib/percent';
import type { ApplicationStatus, SlotStatus } from '@/domain/status';
import { addMonths } from '@/domain/dates';
// The modules themselves, not the timeline's barrel: this page needs the tasks' structure, not their words.
import { excludedTaskIds, healthCheckEffect, isCriminalCheckExempt } from '@/domain/timeline/exemptions';
import { planOptionsFromCouple } from '@/domain/timeline/plan-options';
import { getTaskStructure } from '@/domain/timeline/task-structure';
import { applicantLivesInKorea, applicantRecords, deriveCouple, type Couple } from '@/domain/couple';
import { missionOfCouple, missionSpecific, type MissionSpecific } from '@/domain/missions';
import type { ShownTaskStatus, ValidityWindow } from '@/domain/timeline/types';
import type { AppLink } from '@/lib/route-paths';
import { applicationFormDefs, sectionProgress, type AppFormValues } from './model';

/** Which criminal-record line the couple reads (checklist-labels.ts words each). */
export type CriminalRecords = 'fbi' | 'other-country' | 'both' | 'in-korea' | 'unknown';

/** The applicant's records from the couple's facts (section 5.5, C7): never the FBI check by default (D28). */
export function criminalRecordsOf(couple: Couple): CriminalRecords {
  const r = applicantRecords(couple);
  const other = r.countries.length > 0 || r.korea;
  if (r.fbi) return other ? 'both' : 'fbi';
  if (r.korea) return 'in-korea';
  return other ? 'other-country' : 'unknown';
}

/** 'elsewhere': on another device only, so not counted here (D25). */
export type CheckStatus = 'done' | 'exempt' | 'in-progress' | 'todo' | 'attention' | 'elsewhere' | 'bring';
export type CheckGroup = 'forms' | 'documents' | 'checks' | 'day';

export type CheckItemId =
  | 'visa-application-form'
  | 'residence-card'
  | FormId
  | 'personal-statement'
  | 'sponsor-statement'
  | `doc-${DocumentSlot}`
  | 'eligibility'
  | 'criminal-records'
  | 'sponsor-civil-documents'
  | 'resident-registration'
  | 'language-proof'
  | 'health-certificates'
  | 'guidance-program'
  | 'passport-validity'
  | 'photo'
  | 'fee'
  | 'appointment';

export type CheckItem = {
  id: CheckItemId;
  group: CheckGroup;
  status: CheckStatus;
  /** Where to fix it: a route, or '#application-form' on this page. */
  to?: AppLink['to'] | '#application-form';
  params?: AppLink['params'];
  search?: AppLink['search'];
  percent?: number;
  /** Why an item needs attention. */
  reason?:
    | 'expires-soon'
    | 'needs-attention'
    | 'not-eligible'
    | 'statement-wording'
    | 'statement-stale'
    | 'wrong-language'
    | DocumentReason;
  /**
   * An official form's answers in another language than the form asks for, each with
   * the index of its question (the link to fix it): the package prints them as typed.
   */
  wrongLanguage?: Array<{ questionId: string; index: number; asks: 'ko' | 'en' }>;
  /** A statement's answers still to be worded in its language, and passages the package leaves blank. */
  wording?: { language: Locale; topics: StatementTopic[]; blanks: number };
  /** An original the consulate wants issued within this window of the application date (section 13 C8). */
  validity?: ValidityWindow;
  /** A document's status (domain/status), worded by the same words as the documents page. */
  slot?: SlotStatus;
  /**
   * Whose criminal records the couple needs (D28): the FBI check for a US national or resident, the
   * record of the applicant's other country of nationality or residence, or both; for an applicant
   * living in Korea, Korea's question (ask 1345); 'unknown' while neither country is given.
   */
  records?: CriminalRecords;
  /** The photo and the fee as the couple's mission asks, the same answer as the timeline's (D28). */
  mission?: MissionSpecific;
  /** The health line holds the applicant's TB test result too (a TB high-risk nationality, D5): named in its label. */
  tb?: boolean;
};

/** A task as the one status shows it: a hand mark on unfinished work ('marked-done') is not done here either. */
type TaskRecord = { status: ShownTaskStatus };

export type ChecklistInput = {
  /** The one status (domain/status): forms, statements, documents and the eligibility step come from it. */
  status: ApplicationStatus;
  sections: ApplicationSections & { dates?: CoupleDates };
  global: GlobalProgress;
  tasks: Record<string, TaskRecord>;
  /** YYYY-MM-DD */
  today: string;
  /** The people records: the forms' person facts are checked as the package prints them. */
  people?: People;
};

const tasksStatus = (tasks: Record<string, TaskRecord>, ids: string[]): CheckStatus => {
  const statuses = ids.map((id) => tasks[id]?.status ?? 'not-started');
  if (statuses.every((s) => s === 'completed')) return 'done';
  return statuses.some((s) => s !== 'not-started') ? 'in-progress' : 'todo';
};

/**
 * A statement, with what keeps it from printing in one language: a final statement
 * with such gaps needs attention. Its language is known once chosen or composed.
 */
function statementItem(
  id: 'personal-statement' | 'sponsor-statement',
  s: Statement,
  status: ApplicationStatus,
): CheckItem {
  const state = status.statements[id === 'personal-statement' ? 'applicant' : 'sponsor'].state;
  const base: CheckItem = {
    id,
    group: 'forms',
    status: state === 'complete' || state === 'attention' ? 'done' : state === 'in-progress' ? 'in-progress' : 'todo',
    to: '/enhancement',
    search: { tab: id === 'personal-statement' ? 'personal' : 'sponsor' },
  };
  const attention = base.status === 'done' ? 'attention' : base.status;
  const gaps = s.language ? statementWordingGaps(s, s.language) : { missing: [], blanks: 0 };
  const wording =
    s.language && (gaps.missing.length || gaps.blanks)
      ? { language: s.language, topics: gaps.missing, blanks: gaps.blanks }
      : undefined;
  // Answered more since the text was composed: the text (and the package) lacks those answers.
  if (isCompositionStale(s))
    return { ...base, status: attention, reason: 'statement-stale', ...(wording ? { wording } : {}) };
  return wording ? { ...base, status: attention, reason: 'statement-wording', wording } : base;
}

/** Why a document needs attention, from its status (domain/status): the first problem, worded like the documents page. */
export type DocumentReason = 'doc-problem';

/** A document is done only when its status is ready: every part here, dated and valid, details confirmed. */
function documentItem(slot: DocumentSlot, status: ApplicationStatus): CheckItem {
  const s = status.slots[slot];
  const base = { id: `doc-${slot}` as const, group: 'documents' as const, to: '/documents' as const, slot: s };
  switch (s.state) {
    case 'ready':
      return { ...base, status: 'done' };
    case 'elsewhere':
      return { ...base, status: 'elsewhere' };
    case 'attention':
      return { ...base, status: 'attention', reason: 'doc-problem' };
    case 'in-progress':
      return { ...base, status: 'in-progress' };
    default:
      return { ...base, status: 'todo' };
  }
}

/** An official form, with its answers in the wrong language for the form: a finished form with some needs attention. */
function officialFormItem(
  id: FormId,
  p: FormProgress,
  people: People | undefined,
  status: ApplicationStatus,
): CheckItem {
  const f = status.forms[id];
  const base: CheckItem = {
    id,
    group: 'forms',
    status: f.state === 'complete' ? 'done' : f.state === 'in-progress' ? 'in-progress' : 'todo',
    percent: percent(f.answered + f.skipped, f.total),
    to: '/f6/$formId',
    params: { formId: id },
  };
  const wrong = wrongLanguageAnswers(id, (p.formData ?? {}) as FormAnswers, people).map((w) => ({
    questionId: w.questionId,
    index: questionPosition(id, w.questionId),
    asks: w.asks,
  }));
  if (!wrong.length) return base;
  return {
    ...base,
    status: base.status === 'done' ? 'attention' : base.status,
    reason: 'wrong-language',
    wrongLanguage: wrong,
  };
}

export function buildChecklist(input: ChecklistInput): CheckItem[] {
  const { status, sections, global, people } = input;
  // D28: the plan is the couple's (nationality, residence, where they married, the sponsor's home).
  const couple = deriveCouple({
    people,
    eligibility: sections.eligibility as unknown as Record<string, unknown>,
    invitation: (global[progressKeys['invitation-letter']]?.formData ?? null) as Record<string, unknown> | null,
    health: sections.health as unknown as Record<string, unknown>,
  });
  return [
    visaFormItem(input),
    ...formIdList.map((id) => officialFormItem(id, global[progressKeys[id]], people, status)),
    statementItem('personal-statement', sections.personalStatement, status),
    statementItem('sponsor-statement', sections.sponsorStatement, status),
    ...documentSlots.map((slot) => documentItem(slot, status)),
    eligibilityItem(input),
    ...checkItems(input, couple),
    ...dayItems(input, couple),
  ];
}

/** The visa application form's own questions. */
function visaFormItem({ status, sections }: ChecklistInput): CheckItem {
  const forms = sections.applicationForms;
  const startedSections = applicationFormSections.filter((id) => forms[id] != null).length;
  const fields = applicationFormDefs.map((d) => sectionProgress(d, forms[d.id]));
  const answeredFields = fields.reduce((n, p) => n + p.answered, 0);
  const totalFields = fields.reduce((n, p) => n + p.total, 0);
  return {
    id: 'visa-application-form',
    group: 'forms',
    // Done only while every section is still valid (a stored mark from before new questions is not enough).
    status: status.visaForm.state === 'complete' ? 'done' : startedSections > 0 ? 'in-progress' : 'todo',
    percent: percent(answeredFields, totalFields),
    to: '#application-form',
  };
}

function eligibilityItem({ status, sections }: ChecklistInput): CheckItem {
  const e = sections.eligibility;
  const done = status.steps.eligibility.done;
  return {
    id: 'eligibility',
    group: 'checks',
    status: done
      ? 'done'
      : e.checkResult === 'needs-attention' || e.checkResult === 'not-eligible'
        ? 'attention'
        : 'todo',
    // Completed with its points acknowledged (D19), the step is done: no "points to fix" beside "done" (a trial).
    reason: done
      ? undefined
      : e.checkResult === 'needs-attention'
        ? 'needs-attention'
        : e.checkResult === 'not-eligible'
          ? 'not-eligible'
          : undefined,
    to: '/eligibility',
  };
}

/** The originals and checks the plan holds for this couple: criminal records, the sponsor's papers, language, health. */
function checkItems({ sections, tasks }: ChecklistInput, couple: Couple): CheckItem[] {
  const items: CheckItem[] = [];
  // Rules §5.5: both spouses' criminal records; the applicant's are from the country of nationality
  // and residence (the FBI check with an apostille for the US only), and a sponsor living in the US
  // adds an FBI check with apostille (section 13 C7).
  const options = planOptionsFromCouple(couple);
  const excluded = excludedTaskIds(sections.exemptionStatus, options);
  const criminalTasks = [
    'fbi-check',
    'fbi-apostille',
    'applicant-criminal-record',
    'sponsor-criminal-record',
    'sponsor-fbi-check',
    'sponsor-fbi-apostille',
    'sponsor-residence-criminal-record',
  ].filter((id) => !excluded.has(id));
  const records = criminalRecordsOf(couple);
  items.push({
    id: 'criminal-records',
    group: 'checks',
    status: isCriminalCheckExempt(sections.exemptionStatus) ? 'exempt' : tasksStatus(tasks, criminalTasks),
    to: '/time-sensitive-documents',
    validity: getTaskStructure(records === 'fbi' || records === 'both' ? 'fbi-check' : 'applicant-criminal-record')
      ?.validity,
    records,
  });
  // Section 13 C8 (Seattle and LA consulate F-6 pages): the sponsor's originals. A required original
  // stays 'todo' until its task is done, so the package never shows as ready without it.
  const civil = getTaskStructure('sponsor-civil-documents');
  items.push({
    id: 'sponsor-civil-documents',
    group: 'checks',
    status: tasksStatus(tasks, ['sponsor-civil-documents']),
    to: '/timeline',
    validity: civil?.validity,
  });
  items.push({
    id: 'resident-registration',
    group: 'checks',
    status: tasksStatus(tasks, ['sponsor-civil-documents']),
    to: '/timeline',
    validity: civil?.validity,
  });
  // The Korean spouse's ID card or passport is the documents row 'doc-spouseIdCard': one line, one status.
  items.push(...languageAndHealth({ sections, tasks }, couple, options));
  return items;
}

function languageAndHealth(
  { sections, tasks }: Pick<ChecklistInput, 'sections' | 'tasks'>,
  couple: Couple,
  options: ReturnType<typeof planOptionsFromCouple>,
): CheckItem[] {
  const items: CheckItem[] = [];
  // TOPIK takers bring the score report; everyone else the proof of a shared language or exemption.
  // The plan's language task: TOPIK when the couple share no language and hold no certificate (D7).
  const languageTask = options.languageRoute === 'topik' ? 'topik-certificate' : 'communication-evidence';
  items.push({
    id: 'language-proof',
    group: 'checks',
    status: tasksStatus(tasks, [languageTask]),
    to: '/timeline',
    validity: getTaskStructure(languageTask)?.validity,
  });
  const health = healthCheckEffect(sections.exemptionStatus, couple.tbHighRisk || sections.health.tbHighRisk);
  const healthTasks = [
    ...(health.medicalExam ? ['applicant-health-certificate', 'sponsor-health-certificate'] : []),
    ...(health.tbTest ? ['tb-test'] : []),
  ];
  items.push({
    id: 'health-certificates',
    group: 'checks',
    status: healthTasks.length === 0 ? 'exempt' : tasksStatus(tasks, healthTasks),
    to: '/time-sensitive-documents',
    ...(health.tbTest ? { tb: true } : {}),
  });
  // The program's completion (its number goes on the invitation letter) for the nationalities the
  // timeline plans it for: the same task, so the same status as there (D25, D28).
  if (options.guidanceProgramRequired)
    items.push({
      id: 'guidance-program',
      group: 'checks',
      status: tasksStatus(tasks, ['marriage-guidance-program']),
      to: '/timeline',
    });

  return items;
}

/**
 * What to bring on the day: the passport (6+ months valid), the photo, the fee, the appointment.
 * The photo, fee and booking are the couple's mission's, as the timeline gives them (D28).
 */
function dayItems({ sections, tasks, today }: ChecklistInput, couple: Couple): CheckItem[] {
  const mission = missionOfCouple(couple);
  const forms = sections.applicationForms;
  const items: CheckItem[] = [];
  // Rules §6.1 item 2: the original passport with 6+ months of validity.
  const expiryRaw =
    (forms.basicInfo as AppFormValues | null)?.passportExpiryDate ?? sections.autoFill.passportExpiryDate;
  const expiry = typeof expiryRaw === 'string' ? toIsoDate(expiryRaw) : null;
  items.push({
    id: 'passport-validity',
    group: 'day',
    status: !expiry ? 'todo' : expiry >= addMonths(today, 6) ? 'done' : 'attention',
    reason: expiry && expiry < addMonths(today, 6) ? 'expires-soon' : undefined,
    to: '#application-form',
  });
  // A change of status in Korea is asked with the residence card (the timeline's change-of-status step; a trial
  // living in Seoul found it nowhere in the checklist).
  if (applicantLivesInKorea(couple)) items.push({ id: 'residence-card', group: 'day', status: 'bring' });
  // A reminder until the timeline task is done: photos are quick to get and never block.
  items.push({
    id: 'photo',
    group: 'day',
    status: tasks['passport-photos']?.status === 'completed' ? 'done' : 'bring',
    to: '/timeline',
    mission: missionSpecific(mission, 'photo'),
  });
  items.push({ id: 'fee', group: 'day', status: 'bring', to: '/timeline', mission: missionSpecific(mission, 'fee') });
  items.push({ id: 'appointment', group: 'day', status: 'bring', mission: missionSpecific(mission, 'booking') });
  return items;
}

/** Items still to do; 'bring' items are reminders for the day and never block. */
export const openItems = (items: CheckItem[]): CheckItem[] =>
  items.filter((i) => i.status !== 'done' && i.status !== 'exempt' && i.status !== 'bring');
