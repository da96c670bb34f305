import type { FormAnswers } from '@/domain/forms/types';
import { useLiveQuery } from '@/data/live-query';
import { readAllSections } from '@/data/sections';
import type { CoupleDates } from '@/domain/plausibility';
import { readCoupleDates, readGlobalProgress } from '@/data/forms';
import {
  emptyFormProgress,
  formIdList,
  officialFormsOf,
  overallProgress,
  percent,
  type OfficialFormState,
} from '@/domain/progress';
import { sectionDefaults, type ApplicationSections } from '@/domain/application';
import { readPeople } from '@/data/people';
import { resolveEligibility } from '@/domain/eligibility/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import type { FormId } from '@/domain/forms/types';

export type JourneyState = {
  overall: number;
  steps: ReturnType<typeof overallProgress>['steps'];
  left: ReturnType<typeof overallProgress>['left'];
  forms: Array<{ formId: FormId; answered: number; total: number; percent: number; status: string }>;
  targetDate: string | null;
  started: boolean;
};

function journeyOf(
  sections: ApplicationSections & { dates?: CoupleDates },
  official: OfficialFormState[],
  started: boolean,
): JourneyState {
  const { steps, left, percent: overall } = overallProgress(sections, official);
  const forms = official.map((f) => ({
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
    started: started || overall > 0 || !!sections.timeline.targetDate,
  };
}

/**
 * A new application's state, known without the database: the card is laid out with it (its values
 * hidden) while the stored state loads, so nothing below it moves when the numbers arrive.
 */
export const startingJourney = (): JourneyState =>
  journeyOf(
    sectionDefaults(),
    formIdList.map((id) => emptyFormProgress(id, '')),
    false,
  );

/** Where the user stands, live: re-renders whenever any part of the application changes. */
export function useJourney(): JourneyState | undefined {
  return useLiveQuery(async () => {
    const [stored, global, people] = await Promise.all([readAllSections(), readGlobalProgress(), readPeople()]);
    // The visa application form's person-fact fields read the people records (ruling 20).
    // The couple's dates from every form: a marriage date typed in one is checked against the births (plausibility).
    const sections = {
      ...stored,
      eligibility: resolveEligibility(stored.eligibility, people),
      applicationForms: resolveVisaForms(stored.applicationForms, people, {
        invitation: global.invitationLetter?.formData as FormAnswers | undefined,
        spouseInformation: global.spouseInformation?.formData as FormAnswers | undefined,
      }),
      dates: await readCoupleDates(people),
    };
    return journeyOf(sections, officialFormsOf(global), global.overallStatus !== 'not-started');
  });
}
