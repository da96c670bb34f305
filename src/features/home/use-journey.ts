import { useStatusData } from '@/data/application-status';
import { formIdList } from '@/domain/progress';
import { type ApplicationStatus, type FormStatus, type StepId, type StepLeft } from '@/domain/status';

export type JourneyState = {
  overall: number;
  steps: Record<StepId, boolean>;
  left: Record<StepId, StepLeft[]>;
  forms: FormStatus[];
  targetDate: string | null;
  started: boolean;
};

const stepIds: StepId[] = ['eligibility', 'documents', 'statements', 'forms'];

/** What home shows, from the one status (domain/status): nothing of its own. */
export function journeyOf(status: ApplicationStatus, targetDate: string | null): JourneyState {
  const started =
    status.percent > 0 || !!targetDate || Object.values(status.forms).some((f) => f.state !== 'not-started');
  return {
    overall: status.percent,
    steps: Object.fromEntries(stepIds.map((id) => [id, status.steps[id].done])) as Record<StepId, boolean>,
    left: Object.fromEntries(stepIds.map((id) => [id, status.steps[id].left])) as Record<StepId, StepLeft[]>,
    forms: formIdList.map((id) => status.forms[id]),
    targetDate,
    started,
  };
}

/** Where the user stands, live: re-renders whenever any part of the application changes. */
export function useJourney(): JourneyState | undefined {
  const data = useStatusData();
  return data ? journeyOf(data.status, data.sections.timeline.targetDate) : undefined;
}
