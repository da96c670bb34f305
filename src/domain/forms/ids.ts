import type { FormId } from './types';

/** The three form ids and their question totals (spec §9), with nothing else, for route checks. */
export const questionTotals: Record<FormId, number> = {
  'personal-guarantee': 19,
  'invitation-letter': 52,
  'spouse-information': 30,
};

export const isKnownFormId = (value: unknown): value is FormId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(questionTotals, value);
