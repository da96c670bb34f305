import { describe, expect, it } from 'vitest';
import {
  addDays,
  completeTask,
  computeSchedule,
  newTaskProgress,
  escapeText,
  foldLine,
  parseIcs,
  toIcs,
  unescapeText,
} from '../../../src/domain/timeline';
import type { ExemptionStatus, ScheduleEntry } from '../../../src/domain/timeline';

const NOW = '2026-11-23T09:30:00.000Z';
const required: ExemptionStatus = { criminalRecordCheck: 'required', healthCheck: 'required' };
const schedule = (target = '2027-04-30', filter: 'all' | 'applicant' | 'sponsor' = 'all') =>
  computeSchedule(target, '2026-11-23', { exemptions: required, applicantUsPapers: true, filter });
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('toIcs', () => {
  it('exports a completed task as a one-day "Done" event on the day it was done, not a block of work', () => {
    const entries = schedule();
    const done = completeTask(newTaskProgress('fbi-check', '2026-11-20T10:00:00.000Z'), '2026-11-23T15:00:00.000Z');
    for (const [locale, mark] of [
      ['en', '✓ Done: [Applicant]'],
      ['ko', '✓ 완료: [신청인]'],
    ] as const) {
      const events = parseIcs(toIcs(entries, locale, NOW, { 'fbi-check': done }));
      expect(events).toHaveLength(entries.length + 1);
      const fbi = events.find((event) => event.uid.startsWith('f6-task-fbi-check@'));
      expect(fbi).toMatchObject({ start: '2026-11-23', end: '2026-11-24' });
      expect(fbi?.summary.startsWith(mark)).toBe(true);
      // Tasks not done are still planned blocks.
      const apostille = events.find((event) => event.uid.startsWith('f6-task-fbi-apostille@'));
      expect(apostille!.end > addDays(apostille!.start, 1)).toBe(true);
      expect(apostille!.summary.startsWith('✓')).toBe(false);
    }
  });

  it('names the eligibility check as done by both of you, as home does', () => {
    const events = parseIcs(toIcs(schedule(), 'en', NOW));
    expect(events.find((event) => event.uid.startsWith('f6-task-eligibility-check@'))?.summary).toBe(
      '[Both of you] Check F-6 eligibility',
    );
    const ko = parseIcs(toIcs(schedule(), 'ko', NOW));
    expect(ko.find((event) => event.uid.startsWith('f6-task-eligibility-check@'))?.summary).toMatch(
      /^\[두 사람 모두\]/,
    );
  });

  it.each([
    ['en', 'all'],
    ['ko', 'all'],
    ['en', 'applicant'],
    ['ko', 'sponsor'],
  ] as const)('%s / %s: one event per task plus the application day', (locale, filter) => {
    const entries = schedule('2027-04-30', filter);
    const events = parseIcs(toIcs(entries, locale, NOW));
    expect(events).toHaveLength(entries.length + 1);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const target = events.find((event) => event.uid.startsWith('f6-target@'));
    expect(target).toMatchObject({ start: '2027-04-30', end: '2027-05-01' });
  });

  it('is a VCALENDAR with PRODID and VERSION, CRLF line endings, and lines of at most 75 octets', () => {
    for (const locale of ['en', 'ko'] as const) {
      const text = toIcs(schedule(), locale, NOW);
      expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//F6 Visa Prep//Timeline//')).toBe(true);
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const lines = text.split('\r\n').slice(0, -1);
      for (const line of lines) expect(octets(line), line).toBeLessThanOrEqual(75);
      expect(lines.some((line) => line.startsWith(' '))).toBe(true);
      expect(text).toContain(`DTSTAMP:20261123T093000Z`);
    }
  });

  it('events run from the recommended start to the deadline (DTEND exclusive), text round-trips', () => {
    const entries = schedule();
    const events = new Map(parseIcs(toIcs(entries, 'ko', NOW)).map((event) => [event.uid, event]));
    for (const entry of entries) {
      const event = events.get(`f6-task-${entry.taskId}@f6-visa-prep.app`);
      expect(event, entry.taskId).toBeDefined();
      expect(event?.start).toBe(entry.recommendedStart);
      expect(event?.end).toBe(addDays(entry.latestFinish, 1));
      expect(event?.summary).toContain(entry.task.title.ko);
      expect(event?.description).toContain(entry.task.description.ko);
      expect(event?.properties.DTSTART).toMatch(/^\d{8}$/);
    }
  });

  it('a late task becomes a one-day event on its deadline', () => {
    const entries = schedule('2027-01-15');
    const late = entries.find((entry) => entry.recommendedStart > entry.latestFinish) as ScheduleEntry;
    expect(late).toBeDefined();
    const event = parseIcs(toIcs(entries, 'en', NOW)).find((e) => e.uid === `f6-task-${late.taskId}@f6-visa-prep.app`);
    expect(event).toMatchObject({ start: late.latestFinish, end: addDays(late.latestFinish, 1) });
  });

  it('never exports a "not before" day already reached as a constraint: it says the task can start now', () => {
    // Planned weeks ago for a far target: the certificates' "not before" days were ahead then.
    const entries = computeSchedule('2027-09-30', '2026-11-23', { exemptions: required, filter: 'all' });
    const waiting = entries.filter((entry) => entry.earliestStart);
    expect(waiting.length).toBeGreaterThan(0);
    const day = waiting[0].earliestStart as string;
    for (const [now, today] of [
      [NOW, '2026-11-23'],
      [`${addDays(day, -1)}T12:00:00.000Z`, addDays(day, -1)],
      [`${day}T12:00:00.000Z`, day],
      [`${addDays(day, 40)}T12:00:00.000Z`, addDays(day, 40)],
    ]) {
      for (const [locale, notBefore, startNow] of [
        ['en', 'Do not start before', 'Can start now'],
        ['ko', '이 날짜 이전에 시작하지 마세요', '지금 시작할 수 있어요'],
      ] as const) {
        const events = new Map(parseIcs(toIcs(entries, locale, now)).map((event) => [event.uid, event]));
        for (const entry of waiting) {
          const text = events.get(`f6-task-${entry.taskId}@f6-visa-prep.app`)?.description ?? '';
          const ahead = (entry.earliestStart as string) > today;
          expect(text.includes(`${notBefore}: ${entry.earliestStart}`), `${entry.taskId} on ${today}`).toBe(ahead);
          expect(text.includes(startNow), `${entry.taskId} on ${today}`).toBe(!ahead);
          // No past date is ever given as one to wait for.
          for (const [, date] of text.matchAll(new RegExp(`${notBefore}: (\\d{4}-\\d{2}-\\d{2})`, 'g')))
            expect(date > today).toBe(true);
        }
      }
    }
  });

  it('UIDs are stable across exports for different targets', () => {
    const uids = (target: string) =>
      parseIcs(toIcs(schedule(target), 'en', NOW))
        .map((event) => event.uid)
        .sort();
    expect(uids('2027-04-30')).toEqual(uids('2027-06-30'));
  });

  it('an empty schedule is still a valid calendar', () => {
    const text = toIcs([], 'en', NOW);
    expect(parseIcs(text)).toEqual([]);
    expect(text).toContain('VERSION:2.0\r\n');
  });
});

describe('text escaping', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line 1\nline 2', 'line 1\\nline 2'],
    ['기본증명서, 가족관계증명서; 끝', '기본증명서\\, 가족관계증명서\\; 끝'],
    ['\\n literal', '\\\\n literal'],
  ])('%j -> %j and back', (raw, escaped) => {
    expect(escapeText(raw)).toBe(escaped);
    expect(unescapeText(escaped)).toBe(raw);
  });

  it('commas and semicolons in a summary survive a round trip', () => {
    const [entry] = schedule();
    const tricky: ScheduleEntry = {
      ...entry,
      task: { ...entry.task, title: { en: 'Photos, chats; calls \\ more', ko: '사진, 대화; 통화' } },
    };
    const text = toIcs([tricky], 'en', NOW);
    expect(text).toContain('Photos\\, chats\\; calls \\\\ more');
    expect(parseIcs(text)[0].summary).toContain('Photos, chats; calls \\ more');
  });
});

describe('folding', () => {
  it.each([
    ['ascii', `DESCRIPTION:${'x'.repeat(200)}`],
    ['hangul', `DESCRIPTION:${'가'.repeat(100)}`],
    ['mixed', `SUMMARY:${'a가,'.repeat(60)}`],
    ['emoji', `SUMMARY:${'😀'.repeat(40)}`],
    ['short', 'SUMMARY:short'],
  ])('%s: every line within 75 octets, unfolds to the original', (_name, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
