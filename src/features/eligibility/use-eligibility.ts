import { useLiveQuery } from 'dexie-react-hooks';
import { useAutosave } from '@/lib/use-autosave';
import { readEligibility, saveEligibility } from './repo';
import type { EligibilityPatch } from './model';

/** The stored eligibility section, live. */
export const useStoredEligibility = () => useLiveQuery(readEligibility, []);

const save = (patch: EligibilityPatch) => saveEligibility(patch);

/** Saves each answer the moment it changes. */
export const useSaveEligibility = () => useAutosave(save, { journal: 'eligibility' });
