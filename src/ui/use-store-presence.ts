import { useSyncExternalStore } from 'react';
import { storePresence } from '@/lib/store-presence';

/** Whether the app's database may exist (false only on a first visit, lib/store-presence.ts), live. */
export const useStorePresence = () => useSyncExternalStore(storePresence.subscribe, storePresence.get);
