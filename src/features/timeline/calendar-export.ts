import type { Locale } from '@/domain/common';
import { toIcs } from '@/domain/timeline';
import type { ScheduleEntry, TaskProgressCollection } from '@/domain/timeline';

export const CALENDAR_FILE_NAME = 'f6-timeline.ics';

/** Saves the schedule as an .ics file that any calendar app can import (re-importing updates it). */
export function downloadCalendar(
  entries: readonly ScheduleEntry[],
  locale: Locale,
  progress: TaskProgressCollection,
): void {
  const text = toIcs(entries, locale, new Date().toISOString(), progress);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CALENDAR_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
