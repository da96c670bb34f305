import { useLiveQuery } from '@/data/live-query';
import { useAutosave } from '@/ui/use-autosave';
import { readEligibilityView, saveEligibility } from './repo';
import type { EligibilityEdit } from './repo';

/** The stored eligibility section with the person facts read from the people records, live. */
export const useStoredEligibility = () => useLiveQuery(readEligibilityView, []);

const save = (edit: EligibilityEdit) => saveEligibility(edit);

/** Saves each answer the moment it changes. */
export const useSaveEligibility = () => useAutosave(save, { journal: 'eligibility' });
