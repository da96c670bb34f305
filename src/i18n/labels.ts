import { useLingui } from '@lingui/react/macro';
import type { FormStatus } from '@/domain/progress';

export function useStatusLabel() {
  const { t } = useLingui();
  return (status: FormStatus): string =>
    ({
      'not-started': t({ id: 'status.not_started', message: 'Not started' }),
      'in-progress': t({ id: 'status.in_progress', message: 'In progress' }),
      completed: t({ id: 'status.completed', message: 'Completed' }),
    })[status];
}
