import { useLiveQuery } from 'dexie-react-hooks';
import { readGlobalProgress } from '@/data/forms';
import { readAllSections } from '@/data/sections';
import { readTaskProgress } from '@/data/tasks';
import { officialFormsOf, overallProgress } from '@/domain/progress';
import { buildChecklist, openItems } from './checklist';

/** Everything the final step shows, live: the stored sections, the forms' progress and the checklist. */
export function useFinalApplication() {
  return useLiveQuery(async () => {
    const [sections, global, tasks] = await Promise.all([readAllSections(), readGlobalProgress(), readTaskProgress()]);
    const today = new Date().toISOString().slice(0, 10);
    const checklist = buildChecklist({ sections, global, tasks, today });
    return { sections, global, checklist, open: openItems(checklist), overall: overallProgress(sections, officialFormsOf(global)), today };
  }, []);
}

export type FinalApplicationData = NonNullable<ReturnType<typeof useFinalApplication>>;
