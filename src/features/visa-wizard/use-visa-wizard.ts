import { useLiveQuery } from 'dexie-react-hooks';
import { readVisaWizard } from './repo';

export const useVisaWizard = () => useLiveQuery(readVisaWizard, []);
