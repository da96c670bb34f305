import { useLiveQuery } from '@/data/live-query';
import { useMemo } from 'react';
import { computeSchedule, toIsoDate } from '@/domain/timeline';
import type { ScheduleEntry } from '@/domain/timeline';
import { applicantUsPapers } from '@/domain/couple';
import { timeSensitiveDocsFor } from '@/domain/documents/time-sensitive-for-couple';
import { buildTimeSensitive, type TimeSensitiveView } from './model';
import { readTimeSensitiveState, type TimeSensitiveState } from './repo';

export type TimeSensitiveData = TimeSensitiveView &
  Pick<TimeSensitiveState, 'exemptions' | 'progress' | 'tasks'> & {
    /** Each planned task's dates when an application date is set (for the early-start question). */
    entries: Record<string, ScheduleEntry>;
    today: string;
    /** The applicant is a US national or resident: the FBI check is theirs to get. */
    usApplicant: boolean;
  };

/** The local calendar day (as the timeline reads it). */
const useToday = (): string => toIsoDate(new Date().toISOString());

/** Exemption answers and task progress, live, with the documents they put in or take out of the plan. */
export function useTimeSensitive(): TimeSensitiveData | undefined {
  const state = useLiveQuery(readTimeSensitiveState, []);
  const today = useToday();
  return useMemo(() => {
    if (!state) return undefined;
    const entries: Record<string, ScheduleEntry> = {};
    if (state.targetDate) {
      for (const entry of computeSchedule(state.targetDate, today, { ...state.options, exemptions: state.exemptions }))
        entries[entry.taskId] = entry;
    }
    const catalog = timeSensitiveDocsFor(state.couple, today);
    return {
      ...state,
      ...buildTimeSensitive(state.exemptions, state.progress, state.options, catalog),
      entries,
      today,
      usApplicant: state.couple ? applicantUsPapers(state.couple) === true : false,
    };
  }, [state, today]);
}
