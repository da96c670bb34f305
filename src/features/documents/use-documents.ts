import { readCouple } from '@/data/couple';
import { useLiveQuery } from '@/data/live-query';
import { readAutoFill, readDocumentsView, readPersonSuggestions } from './repo';

export const useDocuments = () => useLiveQuery(readDocumentsView, []);

export const useAutoFill = () => useLiveQuery(readAutoFill, []);

/** What the documents suggest for the applicant's and the sponsor's details, live. */
export const usePersonSuggestions = () => useLiveQuery(readPersonSuggestions, []);

/** The couple's facts (D28): the checklist asks what the timeline plans, from the same answers. */
export const useCouple = () => useLiveQuery(readCouple, []);
