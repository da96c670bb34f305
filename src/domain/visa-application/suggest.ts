import type { AutoFillData, AutoFillSource, Confidence } from '../autofill-fields';
import { toIsoDate } from '../forms/suggestions';
import { splitSpouseName } from './migrate';
import { countryName, normalizeNationality } from '../eligibility/nationality';
import type { SuggestConversion, VisaField } from './types';

/** `typed`: the value was typed by hand on a document's details, not read: it has no read confidence. */
export type VisaSuggestion = {
  value: string;
  source: AutoFillSource | undefined;
  confidence: Confidence;
  typed?: true;
};

function convert(raw: string, how: SuggestConversion): string | null {
  const s = raw.trim();
  switch (how) {
    case 'asIs':
      return s;
    case 'upper':
      return s.toUpperCase();
    case 'passportNumber':
      return s.replace(/\s+/g, '').toUpperCase();
    case 'isoDate':
      return toIsoDate(s);
    case 'sex':
      return /^(m|male|man|남|남자|남성)$/i.test(s)
        ? 'male'
        : /^(f|female|woman|여|여자|여성)$/i.test(s)
          ? 'female'
          : null;
    case 'spouseFamily':
      return splitSpouseName(s).family.toUpperCase() || null;
    case 'spouseGiven':
      return splitSpouseName(s).given.toUpperCase() || null;
    case 'country': {
      // A passport's "PHL" as the form asks a country: its English name in capitals, "PHILIPPINES".
      const code = normalizeNationality(s);
      const name = code ? countryName(code) : undefined;
      return name ? name.en.toUpperCase() : s.toUpperCase();
    }
  }
}

/** A value from the documents for this field, if they have one; the user accepts it or not. */
export function visaSuggestionFor(field: VisaField, autoFill: AutoFillData | undefined): VisaSuggestion | null {
  if (!field.suggestFrom || !autoFill) return null;
  const raw = autoFill[field.suggestFrom];
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const value = convert(raw, field.suggestAs ?? (field.kind === 'date' ? 'isoDate' : 'asIs'));
  if (!value) return null;
  return {
    value,
    source: autoFill.sources?.[field.suggestFrom],
    confidence: autoFill.confidenceScores[field.suggestFrom] ?? 'low',
    ...(autoFill.typed?.[field.suggestFrom] && { typed: true as const }),
  };
}
