import { describe, expect, it } from 'vitest';
import { computeSchedule, earlyActionWarning, lastValidDay, timelineTasks } from '@/domain/timeline';
import type { ScheduleEntry } from '@/domain/timeline';

const TODAY = '2026-11-23';
const TARGET = '2027-03-26'; // a Friday, four months out: the 3-month documents are too early today
const every = { criminalRecordCheck: 'required', healthCheck: 'required' } as const;
// A US applicant (the FBI check is planned only for a US national or resident, D28).
const schedule = computeSchedule(TARGET, TODAY, {
  exemptions: every,
  applicantUsPapers: true,
  languageRoute: 'topik',
  tbHighRisk: true,
  sponsorResidence: 'us',
});
const entry = (id: string) => schedule.find((e) => e.taskId === id) as ScheduleEntry;

describe('starting or finishing a dated document before its window', () => {
  it('warns when the FBI check is started months before its request window (the tester’s case)', () => {
    const fbi = entry('fbi-check');
    expect(fbi.earliestStart! > TODAY).toBe(true);
    const warning = earlyActionWarning(fbi, 'start', TODAY);
    expect(warning).toMatchObject({
      action: 'start',
      certainty: 'may',
      opensOn: fbi.earliestStart,
      targetDate: TARGET,
    });
    // Requested on the day the window opens, it is on time.
    expect(earlyActionWarning(fbi, 'start', fbi.earliestStart!)).toBeNull();
  });

  it('says a document marked done (issued) before its first acceptable issue date will be too old', () => {
    const fbi = entry('fbi-check');
    const warning = earlyActionWarning(fbi, 'done', TODAY);
    expect(warning).toMatchObject({ action: 'done', certainty: 'will', opensOn: fbi.earliestIssue });
    // Issued today, valid through Feb 22, 2027: before the March 26 application.
    expect(warning!.validUntil).toBe('2027-02-22');
    expect(warning!.validUntil < TARGET).toBe(true);
    expect(earlyActionWarning(fbi, 'done', fbi.earliestIssue!)).toBeNull();
  });

  it('uses the same rule for every task with a validity window, and none for the others', () => {
    const dated = schedule.filter((e) => e.task.validity);
    expect(dated.map((e) => e.taskId).sort()).toEqual(
      [
        'applicant-health-certificate',
        'fbi-check',
        'passport-photos',
        'sponsor-civil-documents',
        'sponsor-criminal-record',
        'sponsor-fbi-check',
        'sponsor-health-certificate',
        'tb-test',
        'topik-certificate',
      ].sort(),
    );
    for (const e of dated) {
      const day = '2020-01-01'; // before any window, TOPIK's two years included
      expect(earlyActionWarning(e, 'start', day), e.taskId).not.toBeNull();
      expect(earlyActionWarning(e, 'done', day), e.taskId).not.toBeNull();
    }
    for (const e of schedule.filter((x) => !x.task.validity)) {
      expect(earlyActionWarning(e, 'start', '2026-01-01'), e.taskId).toBeNull();
    }
  });

  it('covers every time-sensitive task: it has a window, or follows one that has (the apostille)', () => {
    const byId = new Map(timelineTasks.map((t) => [t.id, t]));
    for (const task of timelineTasks.filter((t) => t.timeSensitive)) {
      const windowed = task.validity ?? task.dependsOn.map((id) => byId.get(id)?.validity).find(Boolean);
      expect(windowed, task.id).toBeTruthy();
    }
  });

  it('counts the window like earliestIssue: issued on earliestIssue, valid on the application day', () => {
    const fbi = entry('fbi-check');
    expect(lastValidDay(fbi.earliestIssue!, { amount: 3, unit: 'months' }) >= fbi.targetDate).toBe(true);
    expect(lastValidDay('2026-11-23', { amount: 2, unit: 'years' })).toBe('2028-11-22');
    expect(lastValidDay('2026-11-23', { amount: 10, unit: 'days' })).toBe('2026-12-02');
  });
});
