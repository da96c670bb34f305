/**
 * People records (decisions D20): each fact about the applicant and the sponsor is held once.
 * This file is the shared vocabulary; form questions, the visa application form, eligibility, the
 * guides, the statements and the package name the facts they ask with a `PersonFactRef`.
 */
import { countryName, normalizeNationality } from './eligibility/nationality';

export type PersonRole = 'applicant' | 'sponsor';
/**
 * Who holds a fact: a person, or the couple for the facts of their story that belong to neither
 * alone (where they married, where they first met). The couple's record is held, merged, backed up
 * and synced like a person's.
 */
export type FactHolder = PersonRole | 'couple';

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
  /**
   * Where the person works (the invitation's 4.3.1, the guarantee's 19, the visa form's 7.2) and the
   * school of their highest education (the visa form's 6.2).
   */
  'employer',
  'school',
  /**
   * The country of birth (a place name): the visa form's 1.6 for the applicant (English), the
   * invitation's 1.3 for a sponsor born outside Korea (Korean). Held in two scripts (D26).
   */
  'placeOfBirth',
  /**
   * The couple's facts (held by 'couple'), place names in two scripts (D26): where they married,
   * that is where the marriage was registered (the visa form's product question in Latin letters, the
   * statements' marriage story in Korean; not the invitation's 2.8, a wedding ceremony's place, which
   * can be elsewhere), and where they first met (the invitation's 2.2).
   */
  'marriagePlace',
  'meetingPlace',
] as const;

export type PersonFactKey = (typeof personFactKeys)[number];

/**
 * The two scripts a fact can be held in (D26): the Korean version (Hangul) and the
 * Latin-letter version. The name is held as its two versions already: `hangulName` is the Korean,
 * `familyName` + `givenNames` the Latin (as in the passport).
 */
export type Script = 'ko' | 'latin';
export const scripts: readonly Script[] = ['ko', 'latin'];

/** The facts the forms print in different scripts: each is held as a Korean and a Latin version. */
export const scriptedFacts = [
  'addressKorea',
  'addressAbroad',
  'occupation',
  'employer',
  'school',
  'placeOfBirth',
  'marriagePlace',
  'meetingPlace',
] as const;
export type ScriptedFactKey = (typeof scriptedFacts)[number];
export const isScripted = (fact: PersonFactKey): fact is ScriptedFactKey =>
  (scriptedFacts as readonly string[]).includes(fact);

/**
 * Which person's which fact a field asks; a field tagged with it reads and edits the person. For a
 * scripted fact, `script` says which version the field asks (a ref without it reads nothing of a
 * scripted fact: a version is never substituted for the other).
 */
export type PersonFactRef = { role: FactHolder; fact: PersonFactKey; script?: Script };

/** A stored fact: the value and when it was last changed (sync merges per field by time). */
export type PersonFactValue = { value: string; updatedAt: string };

/** A scripted fact as stored: each version with its own time, so editing one never touches the other. */
export type ScriptedFactValue = Partial<Record<Script, PersonFactValue>>;

export type Person = { role: FactHolder } & Partial<Record<Exclude<PersonFactKey, ScriptedFactKey>, PersonFactValue>> &
  Partial<Record<ScriptedFactKey, ScriptedFactValue>>;

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;
/** The script a typed value is in: any Hangul makes it Korean, anything else is the Latin version. */
export const scriptOf = (value: string): Script => (HANGUL.test(value) ? 'ko' : 'latin');

/**
 * True when a form's own answer for a field asking one version of a scripted fact is written in
 * the other script (an answer kept from before the fact was held in two scripts, D26): it is that
 * other version, so the field shows nothing and asks for its own, never the other one.
 */
export function isOtherScript(ref: PersonFactRef, own: unknown): boolean {
  return !!ref.script && typeof own === 'string' && own.trim() !== '' && scriptOf(own) !== ref.script;
}

/**
 * The version of a fact in two scripts that a field edits (D26): a scripted fact's own script,
 * the passport name its Latin letters, the Hangul name its Korean; undefined for a fact held once.
 */
export function versionOf(ref: PersonFactRef | undefined): Script | undefined {
  if (!ref) return undefined;
  if (isScripted(ref.fact)) return ref.script;
  if (ref.fact === 'familyName' || ref.fact === 'givenNames') return 'latin';
  return ref.fact === 'hangulName' ? 'ko' : undefined;
}

/** The stored cell of a fact for a ref (the version for a scripted fact). */
export function storedFact(person: Person | undefined, ref: PersonFactRef): PersonFactValue | undefined {
  if (!person) return undefined;
  if (isScripted(ref.fact)) return ref.script ? person[ref.fact]?.[ref.script] : undefined;
  return person[ref.fact as Exclude<PersonFactKey, ScriptedFactKey>];
}

/** Every stored cell of a person with its ref (for stamps, merges and listings). */
export function personCells(
  person: Person | undefined,
  role: FactHolder,
): Array<{ ref: PersonFactRef; cell: PersonFactValue }> {
  const out: Array<{ ref: PersonFactRef; cell: PersonFactValue }> = [];
  if (!person) return out;
  for (const fact of personFactKeys) {
    if (isScripted(fact)) {
      for (const script of scripts) {
        const cell = person[fact]?.[script];
        if (cell) out.push({ ref: { role, fact, script }, cell });
      }
    } else {
      const cell = person[fact as Exclude<PersonFactKey, ScriptedFactKey>];
      if (cell) out.push({ ref: { role, fact }, cell });
    }
  }
  return out;
}

function withCell(person: Person, ref: PersonFactRef, cell: PersonFactValue): Person {
  if (isScripted(ref.fact)) {
    if (!ref.script) return person;
    return { ...person, [ref.fact]: { ...person[ref.fact], [ref.script]: cell } } as Person;
  }
  return { ...person, [ref.fact]: cell } as Person;
}

export const personRoles: readonly PersonRole[] = ['applicant', 'sponsor'];
/** Every record of the people records: the two people and the couple. */
export const factHolders: readonly FactHolder[] = ['applicant', 'sponsor', 'couple'];

/** The people records (D20): both people and the couple's own facts. */
export type People = Record<FactHolder, Person>;

export const emptyPeople = (): People => ({
  applicant: { role: 'applicant' },
  sponsor: { role: 'sponsor' },
  couple: { role: 'couple' },
});

const isFactKey = (key: string): key is PersonFactKey => (personFactKeys as readonly string[]).includes(key);

/** The held value of a fact, or undefined when nothing (or only a cleared value) is held. */
export function factValue(people: People | undefined, ref: PersonFactRef): string | undefined {
  const value = storedFact(people?.[ref.role], ref)?.value;
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/**
 * Sets a fact at `at`. An empty value is kept (with its time) rather than deleted, so clearing a
 * fact on one device also clears it on another when sync merges per field by time.
 */
export function withFact(people: People, ref: PersonFactRef, typed: string, at: string): People {
  if (isScripted(ref.fact) && !ref.script) return people;
  const value = canonicalFact(ref.fact, typed);
  const current = storedFact(people[ref.role], ref);
  if (current && current.value === value) return people;
  return { ...people, [ref.role]: withCell({ ...people[ref.role], role: ref.role }, ref, { value, updatedAt: at }) };
}

/**
 * Per person and per fact, the more recently updated value wins (sync and backups). `fromOther`
 * lists the facts taken from `other`.
 */
export function mergePeople(
  local: People,
  other: Partial<People> | null | undefined,
): { merged: People; fromOther: PersonFactRef[] } {
  const merged = {
    applicant: { ...local.applicant },
    sponsor: { ...local.sponsor },
    couple: { ...(local.couple ?? { role: 'couple' }) },
  } as People;
  const fromOther: PersonFactRef[] = [];
  for (const role of factHolders) {
    const incoming = other?.[role];
    if (!incoming || typeof incoming !== 'object') continue;
    for (const [key, raw] of Object.entries(incoming)) {
      if (!isFactKey(key) || !raw || typeof raw !== 'object') continue;
      for (const { ref, cell } of incomingCells(role, key, raw as Record<string, unknown>)) {
        const mine = storedFact(merged[role], ref);
        if (!mine || cell.updatedAt > mine.updatedAt) {
          merged[role] = withCell(merged[role], ref, {
            value: canonicalFact(key, cell.value),
            updatedAt: cell.updatedAt,
          });
          fromOther.push(ref);
        }
      }
    }
  }
  return { merged, fromOther };
}

const isCell = (v: unknown): v is PersonFactValue =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as PersonFactValue).value === 'string' &&
  typeof (v as PersonFactValue).updatedAt === 'string';

/**
 * The cells of one received fact. A scripted fact held before store version 7 as one value
 * (`{ value, updatedAt }`) becomes the version of its script: Hangul the Korean, Latin letters the
 * Latin (migration on read: Dexie v7, backups, the cloud and older clients alike; nothing is lost).
 */
function incomingCells(
  role: FactHolder,
  fact: PersonFactKey,
  raw: Record<string, unknown>,
): Array<{ ref: PersonFactRef; cell: PersonFactValue }> {
  if (!isScripted(fact)) return isCell(raw) ? [{ ref: { role, fact }, cell: raw }] : [];
  if (isCell(raw)) return [{ ref: { role, fact, script: scriptOf(raw.value) }, cell: raw }];
  return scripts.flatMap((script) => (isCell(raw[script]) ? [{ ref: { role, fact, script }, cell: raw[script] }] : []));
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
  if (fact === 'phone') return language === 'ko' ? koreanPhone(held) : held;
  if (fact !== 'nationality') return held;
  if (typeof own === 'string' && own.trim() !== '' && canonicalFact(fact, own) === canonicalFact(fact, held))
    return own;
  const name = countryName(held);
  if (!name) return held;
  return language === 'ko' ? name.ko : name.en.toUpperCase();
}

/**
 * A phone number as the Korean forms write it (010-1234-5678, 02-123-4567): a Korean number given
 * in the international form (+82 10 …, 82-10-…) gets its leading 0 back and the usual dashes. A
 * number from elsewhere, or one that does not look like a Korean number, is kept as typed.
 */
export function koreanPhone(typed: string): string {
  const trimmed = typed.trim();
  if (/[^\d\s()+.-]/.test(trimmed)) return typed;
  const digits = trimmed.replace(/\D/g, '');
  let national: string | undefined;
  if (/^\+?\s*82/.test(trimmed) || (digits.startsWith('82') && /^(\+|00)?82/.test(trimmed.replace(/[\s()-]/g, ''))))
    national = '0' + digits.replace(/^(00)?82/, '').replace(/^0/, '');
  else if (digits.startsWith('0')) national = digits;
  if (!national) return typed;
  if (/^01\d{8,9}$/.test(national)) return `${national.slice(0, 3)}-${national.slice(3, -4)}-${national.slice(-4)}`;
  if (/^02\d{7,8}$/.test(national)) return `02-${national.slice(2, -4)}-${national.slice(-4)}`;
  if (/^0[3-9]\d{8,9}$/.test(national)) return `${national.slice(0, 3)}-${national.slice(3, -4)}-${national.slice(-4)}`;
  return typed;
}
