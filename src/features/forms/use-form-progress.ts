import { useLiveQuery } from 'dexie-react-hooks';
import { readFormProgress } from '@/data/forms';
import { readSection } from '@/data/sections';
import type { FormId } from '@/domain/forms/types';

export const useFormProgress = (formId: FormId) => useLiveQuery(() => readFormProgress(formId), [formId]);

export const useAutoFill = () => useLiveQuery(() => readSection('autoFill'), []);
