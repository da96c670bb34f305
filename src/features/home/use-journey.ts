import { useLiveQuery } from 'dexie-react-hooks';
import { readAllSections } from '@/data/sections';
import { readGlobalProgress } from '@/data/forms';
import { officialFormsOf, overallProgress, percent } from '@/domain/progress';
import type { FormId } from '@/domain/forms/types';

export type JourneyState = {
  overall: number;
  steps: ReturnType<typeof overallProgress>['steps'];
  left: ReturnType<typeof overallProgress>['left'];
  forms: Array<{ formId: FormId; answered: number; total: number; percent: number; status: string }>;
  targetDate: string | null;
  started: boolean;
};

/** Where the user stands, live: re-renders whenever any part of the application changes. */
export function useJourney(): JourneyState | undefined {
  return useLiveQuery(async () => {
    const [sections, global] = await Promise.all([readAllSections(), readGlobalProgress()]);
    const { steps, left, percent: overall } = overallProgress(sections, officialFormsOf(global));
    const forms = [global.personalGuarantee, global.invitationLetter, global.spouseInformation].map((f) => ({
      formId: f.formId,
      answered: f.answeredQuestions,
      total: f.totalQuestions,
      percent: percent(f.answeredQuestions, f.totalQuestions),
      status: f.status,
    }));
    return {
      overall,
      steps,
      left,
      forms,
      targetDate: sections.timeline.targetDate,
      started: global.overallStatus !== 'not-started' || overall > 0 || !!sections.timeline.targetDate,
    };
  });
}
