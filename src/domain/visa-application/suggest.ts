import type { AutoFillData, AutoFillSource, Confidence } from '../autofill-fields';
import { toIsoDate } from '../forms/suggestions';
import { splitSpouseName } from './migrate';
import { countryName, normalizeNationality } from '../eligibility/nationality';
import type { SuggestConversion, VisaField } from './types';
import { sexOf } from '../sex';

/** `typed`: the value was typed by hand on a document's details, not read: it has no read confidence. */
export type VisaSuggestion = {
  value: string;
  source: AutoFillSource | undefined;
  confidence: Confidence;
  typed?: true;
};

/** Hangul or ideographs: text an English box of the form does not take. */
const NOT_LATIN = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const latinOnly = (s: string) => (s && !NOT_LATIN.test(s) ? s : null);

function convert(raw: string, how: SuggestConversion): string | null {
  const s = raw.trim();
  switch (how) {
    case 'latin':
      return latinOnly(s);
    case 'asIs':
      return s;
    case 'upper':
      return s.toUpperCase();
    case 'passportNumber':
      return s.replace(/\s+/g, '').toUpperCase();
    case 'isoDate':
      return toIsoDate(s);
    case 'sex':
      return sexOf(s);
    // The spouse's name as in the passport, in English: a Hangul name (박지은) is not offered (a trial).
    case 'spouseFamily':
      return latinOnly(splitSpouseName(s).family.toUpperCase());
    case 'spouseGiven':
      return latinOnly(splitSpouseName(s).given.toUpperCase());
    case 'country': {
      // A passport's "PHL" as the form asks a country: its English name in capitals, "PHILIPPINES". A
      // place of birth that names no country (a passport's "HARBIN") is not offered as one (a trial);
      // "HARBIN, CHINA" gives its last part's country.
      const code = normalizeNationality(s) ?? normalizeNationality(s.split(',').at(-1) ?? '');
      const name = code ? countryName(code) : undefined;
      // A three-letter code the app has no name for is offered as read.
      return name ? name.en.toUpperCase() : /^[a-z]{3}$/i.test(s) ? s.toUpperCase() : null;
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
