import type { FormAnswers } from '@/domain/forms/types';
import { useLiveQuery } from '@/data/live-query';
import { readAllSections } from '@/data/sections';
import { readCoupleDates, readGlobalProgress } from '@/data/forms';
import { readPeople } from '@/data/people';
import { resolveEligibility } from '@/domain/eligibility/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { readTaskProgress } from '@/data/tasks';
import { officialFormsOf, overallProgress, percent } from '@/domain/progress';

export function useDashboard() {
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
    const overall = overallProgress(sections, officialFormsOf(global));
    const forms = [global.personalGuarantee, global.invitationLetter, global.spouseInformation].map((f) => ({
      ...f,
      percent: percent(f.answeredQuestions, f.totalQuestions),
    }));
    const taskList = Object.values(tasks);
    return {
      overall,
      global,
      forms,
      tasks: {
        completed: taskList.filter((t) => t.status === 'completed').length,
        inProgress: taskList.filter((t) => t.status === 'in-progress').length,
      },
    };
  });
}
