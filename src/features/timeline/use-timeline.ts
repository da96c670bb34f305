import { useLiveQuery } from '@/data/live-query';
import { useMemo } from 'react';
import { toIsoDate } from '@/domain/timeline';
import type { TaskFilter } from '@/domain/timeline';
import { buildTimeline, type TimelineView } from './model';
import { readTimelineState } from './repo';

/** The local calendar day; a new day gives a new schedule on the next render. */
export const useToday = (): string => toIsoDate(new Date().toISOString());

/** The target date, exemptions and task progress, live: any change anywhere re-renders the plan. */
export function useTimeline(filter: TaskFilter): TimelineView | undefined {
  const state = useLiveQuery(readTimelineState, []);
  const today = useToday();
  return useMemo(() => (state ? buildTimeline(state, today, filter) : undefined), [state, today, filter]);
}
