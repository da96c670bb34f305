import type { AutoFillSource, Confidence } from '@/domain/autofill-fields';
import type { FieldValue } from '@/domain/forms/types';

export type FieldSuggestion = { fieldId: string; value: FieldValue; source: AutoFillSource | undefined; confidence: Confidence };

/** How a form field's suggested value reads in the hint. */
export const suggestionText = (value: FieldValue): string => (Array.isArray(value) ? value.join(', ') : String(value));
