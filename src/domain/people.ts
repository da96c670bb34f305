/**
 * People records (decisions ruling 20): each fact about the applicant and the sponsor is held once.
 * This file is the shared vocabulary; form questions, the visa application form, eligibility, the
 * guides, the statements and the package name the facts they ask with a `PersonFactRef`.
 */
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
export function withFact(people: People, ref: PersonFactRef, value: string, at: string): People {
  const current = people[ref.role]?.[ref.fact];
  if (current && current.value === value) return people;
  return { ...people, [ref.role]: { ...people[ref.role], role: ref.role, [ref.fact]: { value, updatedAt: at } } };
}

/**
 * Per person and per fact, the more recently updated value wins (sync and backups). `fromOther`
 * lists the facts taken from `other`.
 */
export function mergePeople(local: People, other: Partial<People> | null | undefined): { merged: People; fromOther: PersonFactRef[] } {
  const merged = { applicant: { ...local.applicant }, sponsor: { ...local.sponsor } } as People;
  const fromOther: PersonFactRef[] = [];
  for (const role of personRoles) {
    const incoming = other?.[role];
    if (!incoming || typeof incoming !== 'object') continue;
    for (const [key, fact] of Object.entries(incoming)) {
      if (!isFactKey(key) || !fact || typeof fact !== 'object' || typeof fact.value !== 'string' || typeof fact.updatedAt !== 'string') continue;
      const mine = merged[role][key];
      if (!mine || fact.updatedAt > mine.updatedAt) {
        merged[role] = { ...merged[role], [key]: { value: fact.value, updatedAt: fact.updatedAt } };
        fromOther.push({ role, fact: key });
      }
    }
  }
  return { merged, fromOther };
}

/** Normalizes anything stored or received into both records (unknown keys dropped). */
export const toPeople = (value: unknown): People => mergePeople(emptyPeople(), (value ?? null) as Partial<People> | null).merged;
