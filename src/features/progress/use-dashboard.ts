import { useLiveQuery } from 'dexie-react-hooks';
import { readAllSections } from '@/data/sections';
import { readGlobalProgress } from '@/data/forms';
import { readTaskProgress } from '@/data/tasks';
import { officialFormsOf, overallProgress, percent } from '@/domain/progress';

export function useDashboard() {
  return useLiveQuery(async () => {
    const [sections, global, tasks] = await Promise.all([readAllSections(), readGlobalProgress(), readTaskProgress()]);
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
