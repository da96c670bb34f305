import { pick } from '../common';
import type { Locale } from '../common';
import { addDays, isIsoDate, minDate, toIsoDate } from '../dates';
import { progressFor } from './progress';
import type { ScheduleEntry, TaskProgressCollection } from './types';

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const UID_DOMAIN = 'f6-visa-prep.app';

const ownerLabel = {
  applicant: { en: 'Applicant', ko: '신청인' },
  sponsor: { en: 'Korean spouse', ko: '초청인' },
  together: { en: 'Both of you', ko: '두 사람 모두' },
} as const;

const labels = {
  calendarName: { en: 'F-6 visa timeline', ko: 'F-6 비자 일정' },
  target: { en: 'F-6 visa application at the consulate', ko: 'F-6 비자 영사관 신청일' },
  targetDescription: {
    en: 'Your planned application day. Bring every original document.',
    ko: '계획한 비자 신청일이에요. 모든 원본 서류를 지참하세요.',
  },
  latestStart: { en: 'Start by', ko: '늦어도 시작' },
  deadline: { en: 'Done by', ko: '완료 기한' },
  notBefore: { en: 'Do not start before', ko: '이 날짜 이전에 시작하지 마세요' },
  startNow: { en: 'Can start now', ko: '지금 시작할 수 있어요' },
  done: { en: 'Done', ko: '완료' },
  completedOn: { en: 'Completed on', ko: '완료일' },
} as const;

/** The day a completed task was marked done, or null for a task not done (or a damaged record). */
const completedDay = (progress: TaskProgressCollection, taskId: string): string | null => {
  const record = progressFor(progress, taskId);
  if (record?.status !== 'completed' || !record.completedAt) return null;
  try {
    const day = toIsoDate(record.completedAt);
    return isIsoDate(day) ? day : null;
  } catch {
    return null;
  }
};

/**
 * A "not before" day is a constraint only while it is ahead: one already reached (the file is
 * exported later than the plan was made) says the task can start now, never a past date to wait for.
 */
const notBeforeLine = (earliestStart: string | null | undefined, today: string, locale: Locale): string[] =>
  !earliestStart
    ? []
    : earliestStart > today
      ? [`${pick(labels.notBefore, locale)}: ${earliestStart}`]
      : [pick(labels.startNow, locale)];

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

export const unescapeText = (text: string): string =>
  text.replace(/\\([\\;,nN])/g, (_, ch: string) => (ch === 'n' || ch === 'N' ? '\n' : ch));

const utf8Length = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** RFC 5545 3.1: lines longer than 75 octets are split, continuation lines start with a space. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) as number);
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
};

const basicDate = (isoDate: string) => isoDate.replace(/-/g, '');

const utcStamp = (timestamp: string): string => {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
};

const allDayEvent = (
  uid: string,
  stamp: string,
  start: string,
  lastDay: string,
  summary: string,
  description: string,
) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTAMP:${stamp}`,
  `DTSTART;VALUE=DATE:${basicDate(start)}`,
  // DTEND of an all-day event is exclusive: the day after the last day.
  `DTEND;VALUE=DATE:${basicDate(addDays(lastDay, 1))}`,
  `SUMMARY:${escapeText(summary)}`,
  `DESCRIPTION:${escapeText(description)}`,
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/**
 * One all-day event per task, from its recommended start to its deadline (a late task whose
 * recommended start is past the deadline becomes a one-day event on the deadline), plus the
 * application day. UIDs depend only on the task id, so re-importing updates the same events.
 * A completed task is no longer a block of work: it becomes a one-day "Done" event on the day it
 * was completed (re-importing turns the earlier block into it).
 */
export const toIcs = (
  entries: readonly ScheduleEntry[],
  locale: Locale,
  now: string,
  progress: TaskProgressCollection = {},
): string => {
  const stamp = utcStamp(now);
  const today = toIsoDate(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//F6 Visa Prep//Timeline//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(pick(labels.calendarName, locale))}`,
  ];
  for (const entry of entries) {
    const owner = pick(ownerLabel[entry.task.together ? 'together' : entry.owner], locale);
    const title = pick(entry.task.title, locale);
    const doneOn = completedDay(progress, entry.taskId);
    if (doneOn) {
      lines.push(
        ...allDayEvent(
          `f6-task-${entry.taskId}@${UID_DOMAIN}`,
          stamp,
          doneOn,
          doneOn,
          `✓ ${pick(labels.done, locale)}: [${owner}] ${title}`,
          `${pick(labels.completedOn, locale)}: ${doneOn}`,
        ),
      );
      continue;
    }
    const details = [
      pick(entry.task.description, locale),
      `${pick(labels.latestStart, locale)}: ${entry.latestStart}`,
      `${pick(labels.deadline, locale)}: ${entry.latestFinish}`,
      ...notBeforeLine(entry.earliestStart, today, locale),
    ];
    lines.push(
      ...allDayEvent(
        `f6-task-${entry.taskId}@${UID_DOMAIN}`,
        stamp,
        minDate(entry.recommendedStart, entry.latestFinish),
        entry.latestFinish,
        `[${owner}] ${title}`,
        details.join('\n'),
      ),
    );
  }
  const target = entries[0]?.targetDate;
  if (target) {
    lines.push(
      ...allDayEvent(
        `f6-target@${UID_DOMAIN}`,
        stamp,
        target,
        target,
        pick(labels.target, locale),
        pick(labels.targetDescription, locale),
      ),
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
};

export type IcsEvent = {
  uid: string;
  summary: string;
  description: string;
  /** ISO dates; `end` is exclusive as in the file. */
  start: string;
  end: string;
  /** Every property by name (parameters dropped), values unescaped. */
  properties: Record<string, string>;
};

const isoFromBasic = (value: string) =>
  /^\d{8}/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value;

/** Unfolds the lines and returns the VEVENTs; enough for tests and for reading our own exports. */
export const parseIcs = (text: string): IcsEvent[] => {
  const lines = text.replace(/\r\n[ \t]|\n[ \t]/g, '').split(/\r\n|\n/);
  const events: IcsEvent[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push({
        uid: current.UID ?? '',
        summary: current.SUMMARY ?? '',
        description: current.DESCRIPTION ?? '',
        start: isoFromBasic(current.DTSTART ?? ''),
        end: isoFromBasic(current.DTEND ?? ''),
        properties: current,
      });
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const name = line.slice(0, colon).split(';')[0].toUpperCase();
      current[name] = unescapeText(line.slice(colon + 1));
    }
  }
  return events;
};
