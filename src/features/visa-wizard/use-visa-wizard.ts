import { useLiveQuery } from '@/data/live-query';
import { readVisaWizard } from './repo';

export const useVisaWizard = () => useLiveQuery(readVisaWizard, []);
