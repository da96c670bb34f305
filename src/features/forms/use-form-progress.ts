import { useLiveQuery } from '@/data/live-query';
import { readCoupleDates, readFormProgress } from '@/data/forms';
import { readSection } from '@/data/sections';
import { readPeople } from '@/data/people';
import { resolveEligibility } from '@/domain/eligibility/people';
import type { FormId } from '@/domain/forms/types';

export const useFormProgress = (formId: FormId) => useLiveQuery(() => readFormProgress(formId), [formId]);

export const useAutoFill = () => useLiveQuery(() => readSection('autoFill'), []);
/** The names the eligibility check holds, read through the people records (a Hangul one is offered on the Korean forms). */
export const useKnownNames = () =>
  useLiveQuery(async () => {
    const [stored, people] = await Promise.all([readSection('eligibility'), readPeople()]);
    const e = resolveEligibility(stored, people);
    const { childTogether, marriagePlace } = stored as {
      childTogether?: boolean | null;
      marriagePlace?: 'korea' | 'abroad' | null;
    };
    return {
      applicant: e.fullName,
      sponsor: e.spouseName,
      eligibility: { childTogether, marriagePlace, nationality: e.nationality },
    };
  }, []);

/** The people records (D20), live: a fact edited in one form shows in the others at once. */
export const usePeople = () => useLiveQuery(() => readPeople(), []);

/** The couple's dates from every form, live (a birth date is checked against the marriage date typed elsewhere). */
export const useCoupleDates = () => useLiveQuery(() => readCoupleDates(), []);
