import type { TaskStatus } from '@/domain/timeline';

/** Status badges; undefined is the theme's primary colour. Light variants of these pass AA. */
export const statusColor: Record<TaskStatus, string | undefined> = {
  completed: undefined,
  'in-progress': 'blue',
  'not-started': 'gray',
};
