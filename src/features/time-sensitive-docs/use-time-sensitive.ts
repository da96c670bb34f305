import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { buildTimeSensitive, type TimeSensitiveView } from './model';
import { readTimeSensitiveState, type TimeSensitiveState } from './repo';

export type TimeSensitiveData = TimeSensitiveView & Pick<TimeSensitiveState, 'exemptions' | 'progress'>;

/** Exemption answers and task progress, live, with the documents they put in or take out of the plan. */
export function useTimeSensitive(): TimeSensitiveData | undefined {
  const state = useLiveQuery(readTimeSensitiveState, []);
  return useMemo(() => (state ? { ...state, ...buildTimeSensitive(state.exemptions, state.progress, state.options) } : undefined), [state]);
}
