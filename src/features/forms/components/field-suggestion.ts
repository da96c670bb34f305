import type { AutoFillSource, Confidence } from '@/domain/autofill-fields';
import type { FieldValue } from '@/domain/forms/types';

export type FieldSuggestion = {
  fieldId: string;
  value: FieldValue;
  source: AutoFillSource | undefined;
  confidence: Confidence;
  typed?: true;
};
