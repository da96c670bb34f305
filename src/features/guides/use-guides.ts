import { useLiveQuery } from 'dexie-react-hooks';
import { readGuides } from './repo';

/** Every guide section and the exemption status, live. */
export const useGuides = () => useLiveQuery(readGuides, []);
