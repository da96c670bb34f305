import { useLiveQuery } from 'dexie-react-hooks';
import { readFormProgress } from '@/data/forms';
import { readSection } from '@/data/sections';
import { readPeople } from '@/data/people';
import type { FormId } from '@/domain/forms/types';

export const useFormProgress = (formId: FormId) => useLiveQuery(() => readFormProgress(formId), [formId]);

export const useAutoFill = () => useLiveQuery(() => readSection('autoFill'), []);

/** The people records (ruling 20), live: a fact edited in one form shows in the others at once. */
export const usePeople = () => useLiveQuery(() => readPeople(), []);
