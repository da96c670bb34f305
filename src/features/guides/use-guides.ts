import { useLiveQuery } from '@/data/live-query';
import { readEvidenceSources, readGuides } from './repo';

/** Every guide section and the exemption status, live. */
export const useGuides = () => useLiveQuery(readGuides, []);

/** The photos and chats the evidence guide chooses from, live. */
export const useEvidenceSources = () => useLiveQuery(readEvidenceSources, []);
