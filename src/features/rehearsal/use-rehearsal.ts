import { useLiveQuery } from '@/data/live-query';
import { readRehearsal } from './repo';

/** The rounds and the application they are compared with, live: a form edited elsewhere updates the results. */
export const useRehearsal = () => useLiveQuery(readRehearsal, []);
