/**
 * What the documents suggest for the people records (D20, decisions §14). The auto-fill data
 * already follows the spec's precedence (passport data overrides; a full name only by higher
 * confidence; the marriage certificate gives the spouse from the groom, else the bride; a birth
 * certificate only fills what is empty: domain/autofill.ts). Each of its values becomes a
 * suggestion for a person fact where the person holds something else: the user accepts each one,
 * nothing is written silently.
 */
import type { AutoFillData, AutoFillKey, AutoFillSource, Confidence } from './autofill-fields';
import { convert, type ValueConversion } from './forms/suggestions';
import { hasHangul } from './forms/suggestion-display';
import {
  canonicalFact,
  factValue,
  type People,
  type PersonFactRef,
  type PersonRole,
  type PersonFactKey,
} from './people';

type Target = {
  key: AutoFillKey;
  ref: PersonFactRef;
  convert: ValueConversion;
  maxConfidence?: Confidence;
  onlyHangul?: boolean;
};

const to = (role: PersonRole, fact: PersonFactKey): PersonFactRef => ({ role, fact });

/** Auto-fill keys to person facts: the passport describes the applicant, the marriage certificate the spouse. */
export const personTargets: readonly Target[] = [
  { key: 'lastName', ref: to('applicant', 'familyName'), convert: 'upper' },
  { key: 'firstName', ref: to('applicant', 'givenNames'), convert: 'upper' },
  { key: 'dateOfBirth', ref: to('applicant', 'dateOfBirth'), convert: 'isoDate' },
  { key: 'sex', ref: to('applicant', 'sex'), convert: 'sex' },
  { key: 'nationality', ref: to('applicant', 'nationality'), convert: 'asIs' },
  { key: 'passportNumber', ref: to('applicant', 'passportNumber'), convert: 'passportNumber' },
  { key: 'passportIssueDate', ref: to('applicant', 'passportIssueDate'), convert: 'isoDate' },
  { key: 'passportExpiryDate', ref: to('applicant', 'passportExpiryDate'), convert: 'isoDate' },
  { key: 'spouseDateOfBirth', ref: to('sponsor', 'dateOfBirth'), convert: 'isoDate' },
  // A Korean certificate names the spouse in Hangul; a romanized name is not the Hangul name.
  { key: 'spouseName', ref: to('sponsor', 'hangulName'), convert: 'asIs', maxConfidence: 'medium', onlyHangul: true },
];

export type PersonSuggestion = {
  ref: PersonFactRef;
  value: string;
  /** What the person holds now, if anything (the suggestion would replace it). */
  current?: string;
  confidence: Confidence;
  source: AutoFillSource | undefined;
  /** Typed by hand on a document's details, not read: it has no read confidence. */
  typed?: true;
  autoFillKey: AutoFillKey;
};

const rank: Record<Confidence, number> = { low: 0, medium: 1, high: 2 };

export function personSuggestions(autoFill: AutoFillData, people: People | undefined): PersonSuggestion[] {
  const out: PersonSuggestion[] = [];
  for (const target of personTargets) {
    const raw = autoFill[target.key];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    if (target.onlyHangul && !hasHangul(raw)) continue;
    const converted = convert(raw, target.convert);
    if (!converted || typeof converted.value !== 'string') continue;
    const value = canonicalFact(target.ref.fact, converted.value);
    const current = factValue(people, target.ref);
    if (current !== undefined && canonicalFact(target.ref.fact, current) === value) continue;
    const confidence = [autoFill.confidenceScores[target.key] ?? 'low', target.maxConfidence, converted.cap]
      .filter((c): c is Confidence => !!c)
      .reduce((a, b) => (rank[b] < rank[a] ? b : a));
    out.push({
      ref: target.ref,
      value,
      ...(current !== undefined && { current }),
      confidence,
      source: autoFill.sources?.[target.key],
      ...(autoFill.typed?.[target.key] && { typed: true as const }),
      autoFillKey: target.key,
    });
  }
  return out;
}
