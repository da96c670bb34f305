import { useLiveQuery } from '@/data/live-query';
import { readAudit } from '@/data/audit';

/** The audit's findings of the stored application, live (re-run on every change; well under 50 ms). */
export const useAudit = () => useLiveQuery(() => readAudit(), []);
