/**
 * People records (decisions ruling 20): each fact about the applicant and the sponsor is held once.
 * This file is the shared vocabulary; form questions, the visa application form, eligibility, the
 * guides, the statements and the package name the facts they ask with a `PersonFactRef`.
 */
import { countryName, normalizeNationality } from './eligibility/nationality';

export type PersonRole = 'applicant' | 'sponsor';

export const personFactKeys = [
  /** Latin letters exactly as in the passport (capitals), family name and given names apart. */
  'familyName',
  'givenNames',
  /** The name in Hangul (the sponsor's legal name; the applicant's Korean transcription if any). */
  'hangulName',
  'dateOfBirth',
  'sex',
  'nationality',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
  'addressKorea',
  'addressAbroad',
  'phone',
  'email',
  'occupation',
] as const;

export type PersonFactKey = (typeof personFactKeys)[number];

/** Which person's which fact a field asks; a field tagged with it reads and edits the person. */
export type PersonFactRef = { role: PersonRole; fact: PersonFactKey };

/** A stored fact: the value and when it was last changed (sync merges per field by time). */
export type PersonFactValue = { value: string; updatedAt: string };

export type Person = { role: PersonRole } & Partial<Record<PersonFactKey, PersonFactValue>>;

export const personRoles: readonly PersonRole[] = ['applicant', 'sponsor'];

/** Both people records (ruling 20). */
export type People = Record<PersonRole, Person>;

export const emptyPeople = (): People => ({ applicant: { role: 'applicant' }, sponsor: { role: 'sponsor' } });

const isFactKey = (key: string): key is PersonFactKey => (personFactKeys as readonly string[]).includes(key);

/** The held value of a fact, or undefined when nothing (or only a cleared value) is held. */
export function factValue(people: People | undefined, ref: PersonFactRef): string | undefined {
  const value = people?.[ref.role]?.[ref.fact]?.value;
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/**
 * Sets a fact at `at`. An empty value is kept (with its time) rather than deleted, so clearing a
 * fact on one device also clears it on another when sync merges per field by time.
 */
export function withFact(people: People, ref: PersonFactRef, typed: string, at: string): People {
  const value = canonicalFact(ref.fact, typed);
  const current = people[ref.role]?.[ref.fact];
  if (current && current.value === value) return people;
  return { ...people, [ref.role]: { ...people[ref.role], role: ref.role, [ref.fact]: { value, updatedAt: at } } };
}

/**
 * Per person and per fact, the more recently updated value wins (sync and backups). `fromOther`
 * lists the facts taken from `other`.
 */
export function mergePeople(
  local: People,
  other: Partial<People> | null | undefined,
): { merged: People; fromOther: PersonFactRef[] } {
  const merged = { applicant: { ...local.applicant }, sponsor: { ...local.sponsor } } as People;
  const fromOther: PersonFactRef[] = [];
  for (const role of personRoles) {
    const incoming = other?.[role];
    if (!incoming || typeof incoming !== 'object') continue;
    for (const [key, fact] of Object.entries(incoming)) {
      if (
        !isFactKey(key) ||
        !fact ||
        typeof fact !== 'object' ||
        typeof fact.value !== 'string' ||
        typeof fact.updatedAt !== 'string'
      )
        continue;
      const mine = merged[role][key];
      if (!mine || fact.updatedAt > mine.updatedAt) {
        merged[role] = { ...merged[role], [key]: { value: canonicalFact(key, fact.value), updatedAt: fact.updatedAt } };
        fromOther.push({ role, fact: key });
      }
    }
  }
  return { merged, fromOther };
}

/** Normalizes anything stored or received into both records (unknown keys dropped). */
export const toPeople = (value: unknown): People =>
  mergePeople(emptyPeople(), (value ?? null) as Partial<People> | null).merged;

/**
 * The one stored form of a fact, whichever form or language it was typed in. Nationality is held
 * as its ISO 3166-1 alpha-2 code when the country is recognised ("미국", "USA", "United States"
 * -> "US"), else as typed, so nothing typed is lost; each form shows it in its own language
 * (`factAsAsked`). Older records holding the text are read through this too (migration on read:
 * `toPeople` and every merge pass incoming values through it).
 */
export function canonicalFact(fact: PersonFactKey, value: string): string {
  if (fact === 'nationality') return normalizeNationality(value) ?? value;
  return value;
}

/** The language a form asks a fact in: Korean (the official forms) or English capitals as in a passport (the visa application form). */
export type FactLanguage = 'ko' | 'passport';

/**
 * A held fact as a form shows it. The form's own text is kept where it says the same thing
 * ("UNITED STATES OF AMERICA" as in the passport, for the code "US"); otherwise the country's
 * name in the form's language, or the held value as it is.
 */
export function factAsAsked(fact: PersonFactKey, held: string, own: unknown, language: FactLanguage): string {
  if (fact !== 'nationality') return held;
  if (typeof own === 'string' && own.trim() !== '' && canonicalFact(fact, own) === canonicalFact(fact, held))
    return own;
  const name = countryName(held);
  if (!name) return held;
  return language === 'ko' ? name.ko : name.en.toUpperCase();
}
