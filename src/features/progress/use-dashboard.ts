import { useStatusData } from '@/data/application-status';
import { formIdList } from '@/domain/progress';

/** What /progress shows, from the one status (domain/status, D25): nothing of its own. */
export function useDashboard() {
  const data = useStatusData();
  if (!data) return undefined;
  const { status } = data;
  const forms = formIdList.map((id) => status.forms[id]);
  const states = forms.map((f) => f.state);
  return {
    overall: {
      percent: status.percent,
      steps: Object.fromEntries(Object.values(status.steps).map((s) => [s.id, s.done])) as Record<string, boolean>,
      left: Object.fromEntries(Object.values(status.steps).map((s) => [s.id, s.left])) as Record<
        string,
        (typeof status.steps)['forms']['left']
      >,
    },
    formsState: states.every((s) => s === 'complete')
      ? ('complete' as const)
      : states.some((s) => s !== 'not-started')
        ? ('in-progress' as const)
        : ('not-started' as const),
    forms,
  };
}
