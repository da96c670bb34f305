import type { FormAnswers } from '@/domain/forms/types';
import { useLiveQuery } from '@/data/live-query';
import { yieldToMain } from '@/lib/yield-to-main';
import { readGlobalProgress } from '@/data/forms';
import { fieldsFromForms } from '@/domain/visa-application/from-forms';
import { readStatusData } from '@/data/application-status';
import { progressWithStatuses } from '@/domain/status';
import { buildChecklist, openItems } from './checklist';
import { deriveCouple } from '@/domain/couple';
import type { StepId, StepLeft } from '@/domain/status';

/** Everything the final step shows, live: the stored sections, the forms' progress and the checklist. */
export function useFinalApplication() {
  return useLiveQuery(async () => {
    // One read for the statuses and for everything else here: the sections, people and dates the checklist and
    // the form show are the ones the statuses were computed from.
    const [global, { status, findings, sections, people, marks, storedApplicationForms, today }] = await Promise.all([
      readGlobalProgress(),
      readStatusData(),
    ]);
    // The checklist in a task of its own, after the statuses' (docs/performance.md, "Computations in parts").
    await yieldToMain();
    // Tasks as the one status gives them (a task follows its work): the same as the timeline.
    const tasks = progressWithStatuses(marks as never, status.tasks);
    // The visa application form's person-fact fields read the people records (D20), and the couple's dates from
    // every form (plausibility): both already in the statuses' sections.
    const official = {
      invitation: global.invitationLetter?.formData as FormAnswers | undefined,
      spouseInformation: global.spouseInformation?.formData as FormAnswers | undefined,
    };
    // The visa form's answers taken from the other forms (facts once), shown as such.
    const visaFromForms = fieldsFromForms(storedApplicationForms, official, today, people).map(
      (f) => `${f.section}.${f.field}`,
    );
    const checklist = buildChecklist({ status, sections, global, tasks, today, people });
    const open = openItems(checklist);
    // Living in Korea, the applicant changes status at an immigration office, not at a mission (D11, brief 6.3).
    const eligibility = (sections.eligibility ?? {}) as Record<string, unknown>;
    const inKorea = deriveCouple({ eligibility, people }).applicant.residence === 'KR';
    return {
      sections,
      inKorea,
      // The audit's findings from the same read as the statuses, so the two never disagree.
      findings,
      visaFromForms,
      global,
      people,
      status,
      checklist,
      open,
      // "Ready" only when every status is ready and nothing on the checklist is open (D25).
      ready: status.ready && open.length === 0,
      overall: {
        percent: status.percent,
        steps: Object.fromEntries(Object.values(status.steps).map((s) => [s.id, s.done])) as Record<StepId, boolean>,
        left: Object.fromEntries(Object.values(status.steps).map((s) => [s.id, s.left])) as Record<StepId, StepLeft[]>,
      },
      today,
    };
  }, []);
}

export type FinalApplicationData = NonNullable<ReturnType<typeof useFinalApplication>>;
