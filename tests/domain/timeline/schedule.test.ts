import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  addMonths,
  computeSchedule,
  criticalIssues,
  daysBetween,
  daysUntil,
  isWeekend,
  recommendedTargetDate,
  TARGET_BUFFER_DAYS,
} from '../../../src/domain/timeline';
import type { ExemptionStatus, ScheduleEntry, TaskProgress } from '../../../src/domain/timeline';

const TODAY = '2026-11-23'; // a Monday
const required: ExemptionStatus = { criminalRecordCheck: 'required', healthCheck: 'required' };
/** The FBI check and its apostille are planned only for a US national or resident (D28). */
const usApplicant = { applicantUsPapers: true } as const;

const byId = (entries: ScheduleEntry[]) => new Map(entries.map((entry) => [entry.taskId, entry]));
const entryOf = (entries: ScheduleEntry[], id: string) => {
  const entry = byId(entries).get(id);
  if (!entry) throw new Error(`no entry ${id}`);
  return entry;
};
const shift = (entry: ScheduleEntry, date: string, days: number) =>
  entry.task.businessDays ? addBusinessDays(date, days) : addDays(date, days);

const progress = (taskId: string, status: TaskProgress['status']): TaskProgress => ({
  taskId,
  status,
  progress: status === 'completed' ? 100 : status === 'in-progress' ? 50 : 0,
  lastUpdated: '2026-11-23T09:00:00Z',
});

describe('computeSchedule: the backward pass', () => {
  const targets = ['2027-03-15', '2027-03-13', '2027-03-14', '2027-06-30', '2028-01-14'];

  it.each(targets)('target %s: deadlines chain back from the application day', (target) => {
    const entries = computeSchedule(target, TODAY, { ...usApplicant, exemptions: required });
    const ids = byId(entries);
    const submit = entryOf(entries, 'submit-application');
    expect(submit.latestFinish).toBe(submit.targetDate);
    for (const entry of entries) {
      expect(isWeekend(entry.latestFinish), `${entry.taskId} due ${entry.latestFinish}`).toBe(false);
      expect(entry.latestFinish <= entry.targetDate).toBe(true);
      expect(entry.latestStart).toBe(shift(entry, entry.latestFinish, -entry.task.durationDays.max));
      for (const dep of entry.task.dependsOn) {
        const before = ids.get(dep) as ScheduleEntry;
        expect(before.latestFinish <= entry.latestStart, `${dep} before ${entry.taskId}`).toBe(true);
        expect(before.recommendedFinish <= entry.recommendedStart, `${dep} before ${entry.taskId}`).toBe(true);
      }
    }
  });

  it('normal case: a target five months out has nothing late', () => {
    const entries = computeSchedule('2027-04-30', TODAY, { ...usApplicant, exemptions: required });
    expect(entries.some((entry) => entry.shouldHaveStarted)).toBe(false);
    expect(entries.some((entry) => entry.impossible)).toBe(false);
    for (const entry of entries) {
      expect(entry.recommendedStart >= TODAY).toBe(true);
      expect(entry.recommendedStart <= entry.latestStart, entry.taskId).toBe(true);
      expect(entry.recommendedFinish <= entry.latestFinish, entry.taskId).toBe(true);
    }
    expect(daysUntil('2027-04-30', TODAY)).toBe(158);
  });

  it.each([
    ['2027-03-13', '2027-03-12'], // Saturday -> Friday
    ['2027-03-14', '2027-03-12'], // Sunday -> Friday
    ['2027-03-12', '2027-03-12'],
  ])('a target on %s is planned for %s', (target, applicationDay) => {
    const entries = computeSchedule(target, TODAY, { ...usApplicant, exemptions: required });
    for (const entry of entries) expect(entry.targetDate).toBe(applicationDay);
    expect(entryOf(entries, 'submit-application').latestFinish).toBe(applicationDay);
  });

  it('a due date that would fall on a weekend moves to the Friday before', () => {
    // The apostille must start by Monday 2027-02-01 for 2027-03-15, so the FBI check is due then.
    const entries = computeSchedule('2027-03-15', TODAY, { ...usApplicant, exemptions: required });
    const apostille = entryOf(entries, 'fbi-apostille');
    expect(apostille.latestStart).toBe('2027-02-01');
    expect(entryOf(entries, 'fbi-check').latestFinish).toBe('2027-02-01');
    // Wednesday 2027-03-17: the visa form (3 days) starts Sunday 03-14, so the photos are due Friday.
    const wednesday = computeSchedule('2027-03-17', TODAY, { ...usApplicant, exemptions: required });
    expect(entryOf(wednesday, 'visa-application-form').latestStart).toBe('2027-03-14');
    expect(entryOf(wednesday, 'passport-photos').latestFinish).toBe('2027-03-12');
  });

  it('a target already past: everything late and impossible', () => {
    const entries = computeSchedule('2026-11-01', TODAY, { ...usApplicant, exemptions: required });
    expect(daysUntil('2026-11-01', TODAY)).toBe(-22);
    for (const entry of entries) {
      expect(entry.shouldHaveStarted).toBe(true);
      expect(entry.impossible).toBe(true);
    }
  });

  it.each([
    // [target, FBI impossible, FBI should have started]
    ['2026-11-25', true, true], // two days: not even the 48-hour route plus an apostille
    ['2026-12-04', false, true], // fastest routes still fit
    ['2027-01-15', false, true],
    ['2027-03-15', false, false],
  ] as const)('target %s: FBI impossible=%s, late=%s', (target, impossible, late) => {
    const fbi = entryOf(computeSchedule(target, TODAY, { ...usApplicant, exemptions: required }), 'fbi-check');
    expect(fbi.impossible).toBe(impossible);
    expect(fbi.shouldHaveStarted).toBe(late);
  });

  it.each(['applicant', 'sponsor'] as const)(
    'filter %s keeps that owner and what you do together, with the same dates',
    (owner) => {
      const all = computeSchedule('2027-03-15', TODAY, { ...usApplicant, exemptions: required });
      const filtered = computeSchedule('2027-03-15', TODAY, { ...usApplicant, exemptions: required, filter: owner });
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((entry) => entry.owner === owner || entry.task.together)).toBe(true);
      expect(filtered).toEqual(all.filter((entry) => entry.owner === owner || entry.task.together));
      // The eligibility check is done together (as home says): it stays under either filter.
      expect(filtered.some((entry) => entry.taskId === 'eligibility-check')).toBe(true);
    },
  );

  it('rejects malformed dates', () => {
    expect(() => computeSchedule('15/03/2027', TODAY, { ...usApplicant, exemptions: required })).toThrow(RangeError);
  });
});

describe('validity windows', () => {
  it.each([
    ['fbi-check', 3],
    ['sponsor-criminal-record', 3],
    ['sponsor-civil-documents', 3],
    ['applicant-health-certificate', 6],
    ['sponsor-health-certificate', 6],
    ['passport-photos', 6],
    ['topik-certificate', 24],
  ] as const)('%s must be issued within %i months of the application', (id, months) => {
    const target = '2028-01-14';
    const entries = computeSchedule(target, TODAY, { ...usApplicant, exemptions: required, languageRoute: 'topik' });
    const entry = entryOf(entries, id);
    expect(entry.earliestIssue).toBe(addDays(addMonths(target, -months), 1));
    // Even the quickest turnaround from earliestStart yields an issue date inside the window.
    const fastest = Math.min(entry.task.durationDays.min, entry.task.expedited?.durationDays.min ?? Infinity);
    expect(shift(entry, entry.earliestStart as string, fastest) >= (entry.earliestIssue as string)).toBe(true);
    // ... and starting a day earlier could not guarantee it.
    expect(shift(entry, addDays(entry.earliestStart as string, -1), fastest) < (entry.earliestIssue as string)).toBe(
      true,
    );
    expect(entry.windowTooShort).toBe(false);
    expect((entry.earliestStart as string) <= entry.latestStart).toBe(true);
  });

  it('far-future target: documents are not requested too early', () => {
    const target = '2028-01-14';
    const entries = computeSchedule(target, TODAY, { ...usApplicant, exemptions: required });
    const windowed = entries.filter((entry) => entry.earliestStart !== null);
    expect(windowed.map((entry) => entry.taskId)).toEqual(
      expect.arrayContaining(['fbi-check', 'sponsor-civil-documents', 'applicant-health-certificate']),
    );
    for (const entry of windowed) {
      expect(entry.recommendedStart >= (entry.earliestStart as string), entry.taskId).toBe(true);
      expect(entry.earliestPossibleFinish >= (entry.earliestIssue as string), entry.taskId).toBe(true);
      expect(daysBetween(entry.earliestIssue as string, target)).toBeLessThanOrEqual(183);
    }
    const fbi = entryOf(entries, 'fbi-check');
    expect(fbi.earliestStart).toBe('2027-10-13'); // issue from 2027-10-15, 2 business days earlier
    expect(fbi.recommendedStart > '2027-10-01').toBe(true);
    expect(fbi.shouldHaveStarted).toBe(false);
  });

  it('a request window never opens before today, nor before what the task waits for', () => {
    // TOPIK is valid 2 years: for a target under 2 years away, earliestStart lies in the past.
    const today = '2026-11-26';
    const entries = computeSchedule('2027-03-15', today, {
      ...usApplicant,
      exemptions: required,
      languageRoute: 'topik',
    });
    const topik = entryOf(entries, 'topik-certificate');
    expect((topik.earliestStart as string) < today).toBe(true);
    expect(topik.requestFrom).not.toBeNull();
    expect((topik.requestFrom as string) >= today).toBe(true);
    // It waits for the eligibility check, as its bar (from the recommended start) does.
    const eligibility = entryOf(entries, 'eligibility-check');
    expect((topik.requestFrom as string) >= eligibility.recommendedFinish).toBe(true);
    expect(topik.requestFrom).toBe(topik.recommendedStart);
    for (const entry of entries) {
      if (entry.earliestStart === null) expect(entry.requestFrom, entry.taskId).toBeNull();
      else expect((entry.requestFrom as string) >= (entry.earliestStart as string), entry.taskId).toBe(true);
    }
  });

  it('tasks without a window have no earliest start', () => {
    const entries = computeSchedule('2027-03-15', TODAY, { ...usApplicant, exemptions: required });
    expect(entryOf(entries, 'invitation-letter').earliestStart).toBeNull();
    expect(entryOf(entries, 'fbi-apostille').earliestIssue).toBeNull();
  });
});

describe('exemptions', () => {
  const ids = (exemptions: ExemptionStatus, options = {}) =>
    computeSchedule('2027-06-30', TODAY, { ...usApplicant, exemptions, ...options }).map((entry) => entry.taskId);
  const criminal = ['fbi-check', 'fbi-apostille', 'sponsor-criminal-record'];
  const medical = ['applicant-health-certificate', 'sponsor-health-certificate'];

  it.each([
    [{ criminalRecordCheck: 'required', healthCheck: 'required' }, {}, [...criminal, ...medical], ['tb-test']],
    [{ criminalRecordCheck: 'unknown', healthCheck: 'unknown' }, {}, [...criminal, ...medical], ['tb-test']],
    [{ criminalRecordCheck: 'exempt', healthCheck: 'required' }, {}, medical, [...criminal, 'tb-test']],
    [{ criminalRecordCheck: 'required', healthCheck: 'exempt' }, {}, criminal, [...medical, 'tb-test']],
    [{ criminalRecordCheck: 'required', healthCheck: 'tb-test-only' }, {}, [...criminal, 'tb-test'], medical],
    [
      { criminalRecordCheck: 'exempt', healthCheck: 'exempt' },
      {},
      ['submit-application'],
      [...criminal, ...medical, 'tb-test'],
    ],
    [{ criminalRecordCheck: 'required', healthCheck: 'required' }, { tbHighRisk: true }, [...medical, 'tb-test'], []],
    [{ criminalRecordCheck: 'exempt', healthCheck: 'tb-test-only' }, {}, ['tb-test'], [...criminal, ...medical]],
  ] as const)('%o %o keeps %o and drops %o', (exemptions, options, kept, dropped) => {
    const plan = ids(exemptions as ExemptionStatus, options);
    for (const id of kept) expect(plan).toContain(id);
    for (const id of dropped) expect(plan).not.toContain(id);
  });

  it.each([
    [{}, 'communication-evidence', 'topik-certificate'],
    [{ languageRoute: 'topik' }, 'topik-certificate', 'communication-evidence'],
  ] as const)('language route %o keeps %s, drops %s', (options, kept, dropped) => {
    const plan = ids(required, options);
    expect(plan).toContain(kept);
    expect(plan).not.toContain(dropped);
  });

  it('the guidance program appears only where it applies, and the invitation waits for it', () => {
    expect(ids(required)).not.toContain('marriage-guidance-program');
    const entries = computeSchedule('2027-06-30', TODAY, {
      ...usApplicant,
      exemptions: required,
      guidanceProgramRequired: true,
    });
    const program = entryOf(entries, 'marriage-guidance-program');
    expect(entryOf(entries, 'invitation-letter').task.dependsOn).toContain(program.taskId);
  });

  it('dependencies on left-out tasks are rewired, never dangling', () => {
    const exempt: ExemptionStatus = { criminalRecordCheck: 'exempt', healthCheck: 'exempt' };
    const entries = computeSchedule('2027-06-30', TODAY, { exemptions: exempt });
    const present = new Set(entries.map((entry) => entry.taskId));
    for (const entry of entries) for (const dep of entry.task.dependsOn) expect(present.has(dep), dep).toBe(true);
    expect(entryOf(entries, 'invitation-letter').task.dependsOn).toContain('eligibility-check');
  });
});

describe('recommendedTargetDate', () => {
  const cases = [
    ['2026-11-23', required, {}],
    ['2026-11-27', required, {}], // Friday
    ['2026-11-28', required, {}], // Saturday
    ['2026-11-29', { criminalRecordCheck: 'exempt', healthCheck: 'exempt' }, {}],
    ['2026-12-24', { criminalRecordCheck: 'required', healthCheck: 'tb-test-only' }, { languageRoute: 'topik' }],
  ] as const;

  it.each(cases)(
    'from %s (%o, %o): a weekday where everything fits, and the earliest such',
    (today, exemptions, options) => {
      const target = recommendedTargetDate(today, exemptions, options);
      expect(isWeekend(target)).toBe(false);
      expect(target > today).toBe(true);
      const entries = computeSchedule(target, today, { exemptions, ...options });
      const threshold = addDays(today, TARGET_BUFFER_DAYS);
      for (const entry of entries) {
        expect(entry.shouldHaveStarted, entry.taskId).toBe(false);
        expect(entry.impossible, entry.taskId).toBe(false);
        expect(entry.latestStart >= threshold, entry.taskId).toBe(true);
      }
      let previous = addDays(target, -1);
      while (isWeekend(previous)) previous = addDays(previous, -1);
      const tooEarly = computeSchedule(previous, today, { exemptions, ...options });
      expect(tooEarly.some((entry) => entry.latestStart < threshold)).toBe(true);
    },
  );

  it('finished tasks bring the date forward', () => {
    const full = recommendedTargetDate(TODAY, required);
    const registered = recommendedTargetDate(TODAY, required, {
      completedTaskIds: ['eligibility-check', 'us-marriage-certificate', 'korean-marriage-registration'],
    });
    expect(registered < full).toBe(true);
    expect(isWeekend(registered)).toBe(false);
  });

  // The search halves instead of trying every weekday: the same answer as the plain scan, for
  // every kind of plan, start day and set of finished tasks.
  it('finds the same day as trying one weekday after another', () => {
    const scan = (
      today: string,
      exemptions: ExemptionStatus,
      options: Parameters<typeof recommendedTargetDate>[2] = {},
    ) => {
      const threshold = addDays(today, TARGET_BUFFER_DAYS);
      const completed = new Set(options.completedTaskIds ?? []);
      const fits = (target: string) =>
        computeSchedule(target, today, { ...options, exemptions }).every(
          (entry) => completed.has(entry.taskId) || (entry.latestStart >= threshold && !entry.windowTooShort),
        );
      let candidate = addDays(today, 1);
      while (isWeekend(candidate)) candidate = addDays(candidate, 1);
      for (let guard = 0; guard < 3660 && !fits(candidate); guard += 1) {
        candidate = addDays(candidate, 1);
        while (isWeekend(candidate)) candidate = addDays(candidate, 1);
      }
      return candidate;
    };
    const statuses: ExemptionStatus[] = [
      required,
      { criminalRecordCheck: 'exempt', healthCheck: 'exempt' },
      { criminalRecordCheck: 'unknown', healthCheck: 'tb-test-only' },
      { criminalRecordCheck: 'required', healthCheck: 'unknown' },
    ];
    const plans = [
      {},
      { languageRoute: 'topik' as const, guidanceProgramRequired: true },
      { marriagePlace: 'korea' as const, sponsorResidence: 'us' as const, tbHighRisk: true },
      {
        marriagePlace: 'abroad' as const,
        marriageOnKoreanRegister: true,
        completedTaskIds: ['eligibility-check', 'fbi-background-check'],
      },
    ];
    let compared = 0;
    for (const [i, start] of ['2026-11-23', '2026-11-28', '2027-02-26', '2027-12-31'].entries()) {
      for (const [j, exemptions] of statuses.entries()) {
        const options = plans[(i + j) % plans.length];
        expect(
          recommendedTargetDate(start, exemptions, options),
          `${start} ${JSON.stringify(exemptions)} ${JSON.stringify(options)}`,
        ).toBe(scan(start, exemptions, options));
        compared += 1;
      }
    }
    expect(compared).toBe(16);
  });

  it('TOPIK makes the plan longer than the shared-language route', () => {
    expect(
      recommendedTargetDate(TODAY, required, { languageRoute: 'topik' }) > recommendedTargetDate(TODAY, required),
    ).toBe(true);
  });
});

describe('criticalIssues', () => {
  it('a target too close for the FBI check: late, and expedited cannot save it', () => {
    const entries = computeSchedule('2026-12-04', TODAY, { ...usApplicant, exemptions: required });
    const issues = criticalIssues(entries, TODAY, []);
    const fbi = issues.find((issue) => issue.taskId === 'fbi-check');
    expect(fbi).toMatchObject({ timeSensitive: 'fbi-check', expeditedCouldMakeIt: false, stillPossible: true });
    expect(fbi?.daysLate).toBe(daysBetween(entryOf(entries, 'fbi-check').latestStart, TODAY));
    expect(fbi?.daysLate).toBeGreaterThan(0);
    const impossible = criticalIssues(
      computeSchedule('2026-11-25', TODAY, { ...usApplicant, exemptions: required }),
      TODAY,
      [],
    );
    expect(impossible.find((issue) => issue.taskId === 'fbi-check')?.stillPossible).toBe(false);
  });

  it('late but rescued by a channeler and a walk-in apostille', () => {
    const entries = computeSchedule('2026-12-31', TODAY, { ...usApplicant, exemptions: required });
    const issues = criticalIssues(entries, TODAY, {});
    expect(issues.map((issue) => issue.taskId)).toEqual(['fbi-check', 'fbi-apostille']);
    expect(issues[0]).toMatchObject({ expeditedCouldMakeIt: true, stillPossible: true });
    expect(issues[0].daysLate).toBeGreaterThanOrEqual(issues[1].daysLate);
  });

  it.each([
    [[progress('fbi-check', 'in-progress')], ['fbi-apostille']],
    [[progress('fbi-check', 'completed'), progress('fbi-apostille', 'not-started')], ['fbi-apostille']],
    [[progress('fbi-check', 'completed'), progress('fbi-apostille', 'completed')], []],
  ] as const)('progress %o leaves %o', (records, expected) => {
    const entries = computeSchedule('2026-12-31', TODAY, { ...usApplicant, exemptions: required });
    expect(criticalIssues(entries, TODAY, records).map((issue) => issue.taskId)).toEqual(expected);
  });

  it('only time-sensitive documents are reported, and none when on time', () => {
    const late = criticalIssues(
      computeSchedule('2026-11-01', TODAY, { ...usApplicant, exemptions: required }),
      TODAY,
      [],
    );
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((issue) => issue.timeSensitive !== undefined)).toBe(true);
    expect(late.map((issue) => issue.taskId)).not.toContain('invitation-letter');
    expect(
      criticalIssues(computeSchedule('2027-06-30', TODAY, { ...usApplicant, exemptions: required }), TODAY, []),
    ).toEqual([]);
  });
});
