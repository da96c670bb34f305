import type { CSSProperties } from 'react';
import type { ShownTaskStatus, TaskStatus } from '@/domain/timeline';
import { badgeTone } from '@/ui/badge-tone';

/** Status badges; undefined is the theme's primary colour. Light variants of these pass AA. */
export const statusColor: Record<TaskStatus, string | undefined> = {
  completed: undefined,
  'in-progress': 'blue',
  'not-started': 'gray',
};

/** A task's status badge: a hand "done" on unfinished work in the warning tone, never the completed colour (D25). */
export const statusBadge = (status: ShownTaskStatus): { color: string | undefined; style?: CSSProperties } =>
  status === 'marked-done' ? badgeTone('warn') : { color: statusColor[status] };
