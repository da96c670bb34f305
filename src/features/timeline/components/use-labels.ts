import { useLingui } from '@lingui/react/macro';
import type { TaskFilter, TaskOwner } from '@/domain/timeline';

export const ownerColor: Record<TaskOwner, string> = { applicant: 'indigo', sponsor: 'grape' };

export function useOwnerLabel() {
  const { t } = useLingui();
  return (owner: TaskOwner): string =>
    owner === 'applicant'
      ? t({ id: 'timeline.owner.applicant', message: 'Applicant' })
      : t({ id: 'timeline.owner.sponsor', message: 'Korean spouse' });
}

export function useFilterOptions(): Array<{ value: TaskFilter; label: string }> {
  const { t } = useLingui();
  return [
    { value: 'all', label: t({ id: 'timeline.filter.all', message: 'All' }) },
    { value: 'applicant', label: t({ id: 'timeline.owner.applicant', message: 'Applicant' }) },
    { value: 'sponsor', label: t({ id: 'timeline.owner.sponsor', message: 'Korean spouse' }) },
  ];
}
