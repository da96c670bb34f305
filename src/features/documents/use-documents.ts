import { useLiveQuery } from 'dexie-react-hooks';
import { readAutoFill, readDocumentsView } from './repo';

export const useDocuments = () => useLiveQuery(readDocumentsView, []);

export const useAutoFill = () => useLiveQuery(readAutoFill, []);
