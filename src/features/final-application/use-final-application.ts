import type { FormAnswers } from '@/domain/forms/types';
import { useLiveQuery } from '@/data/live-query';
import { readCoupleDates, readGlobalProgress } from '@/data/forms';
import { readAllSections } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { readPeople } from '@/data/people';
import { resolveEligibility } from '@/domain/eligibility/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { officialFormsOf, overallProgress } from '@/domain/progress';
import { buildChecklist, openItems } from './checklist';

/** Everything the final step shows, live: the stored sections, the forms' progress and the checklist. */
export function useFinalApplication() {
  return useLiveQuery(async () => {
    const [stored, global, tasks, people] = await Promise.all([
      readAllSections(),
      readGlobalProgress(),
      readTaskProgress(),
      readPeople(),
    ]);
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
    const today = new Date().toISOString().slice(0, 10);
    const checklist = buildChecklist({ sections, global, tasks, today, people });
    return {
      sections,
      global,
      people,
      checklist,
      open: openItems(checklist),
      overall: overallProgress(sections, officialFormsOf(global)),
      today,
    };
  }, []);
}

export type FinalApplicationData = NonNullable<ReturnType<typeof useFinalApplication>>;
