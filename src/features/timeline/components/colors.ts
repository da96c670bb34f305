import type { TaskStatus } from '@/domain/timeline';

/** Red warning text that keeps 4.5:1 on the card in both colour schemes. */
export const warningText = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/** Status badges; undefined is the theme's primary colour. Light variants of these pass AA. */
export const statusColor: Record<TaskStatus, string | undefined> = {
  completed: undefined,
  'in-progress': 'blue',
  'not-started': 'gray',
};
