/**
 * The eligibility check and the people records (D20). The check asks four person facts,
 * each read from, and edited in, the people records: the applicant's family name and given names
 * (as in the passport, asked apart as the visa application form asks them), the applicant's
 * nationality and the Korean spouse's name. The check's `fullName` is the passport name the two
 * make; a whole name typed before the check asked the two apart is kept (and still counts) until
 * a name is held, and is shown as typed so it can be entered again in two parts (it cannot be
 * split without guessing). The spouse's name is the person's Hangul name: a name typed in Latin
 * letters stays the check's own (it is not the Hangul name the Korean forms ask for).
 */
import { passportName } from '../forms/resolve';
import { factValue, type People, type PersonFactRef } from '../people';
import { hasHangul } from '../forms/suggestion-display';

type EligibilityNames = { fullName: string; nationality: string; spouseName: string };

/** The check's answers that are person facts, and which fact each one is. */
export const eligibilityFacts: Readonly<Record<'nationality' | 'spouseName', PersonFactRef>> = {
  nationality: { role: 'applicant', fact: 'nationality' },
  spouseName: { role: 'sponsor', fact: 'hangulName' },
};

/** The applicant's name as the check asks it: family name and given names apart, each a person fact. */
export const eligibilityNameFacts: Readonly<Record<'familyName' | 'givenNames', PersonFactRef>> = {
  familyName: { role: 'applicant', fact: 'familyName' },
  givenNames: { role: 'applicant', fact: 'givenNames' },
};

export type ApplicantNames = { familyName: string; givenNames: string };

/** The applicant's two names as held in the people records ('' where none). */
export const applicantNames = (people: People | undefined): ApplicantNames => ({
  familyName: factValue(people, eligibilityNameFacts.familyName) ?? '',
  givenNames: factValue(people, eligibilityNameFacts.givenNames) ?? '',
});

/** A whole name typed in the check before it asked for the two names, while the person holds none. */
export const earlierFullName = (e: Pick<EligibilityNames, 'fullName'>, people: People | undefined): string | null =>
  passportName(people, 'applicant') === undefined && e.fullName?.trim() ? e.fullName.trim() : null;

/** The eligibility answers with the person facts read from the people records where they are held. */
export function resolveEligibility<E extends EligibilityNames>(e: E, people: People | undefined): E {
  if (!people) return e;
  const nationality = factValue(people, eligibilityFacts.nationality);
  const spouseName = ownLatin(e.spouseName) ? undefined : factValue(people, eligibilityFacts.spouseName);
  // The person's name wins over a whole name the check held: one fact, one value.
  const held = passportName(people, 'applicant');
  const fullName = held !== undefined && held !== e.fullName ? held : undefined;
  if (nationality === undefined && spouseName === undefined && fullName === undefined) return e;
  return {
    ...e,
    ...(nationality !== undefined && { nationality }),
    ...(spouseName !== undefined && { spouseName }),
    ...(fullName !== undefined && { fullName }),
  };
}

/** A whole name by its words (capitals, no punctuation, any order): "Reyes-Santos, Maria" = "MARIA REYES SANTOS". */
const nameWords = (s: string | null | undefined): string =>
  (s ?? '')
    .toUpperCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * Which of the check's answers shows a value held in the people records that came from elsewhere
 * ("from your details"). The name counts only when the check's own whole name (what was typed
 * here) is not the held one: names just typed on the page are not labelled as if they came from
 * another form.
 */
export function eligibilityFromPerson(
  e: EligibilityNames,
  people: People | undefined,
): Record<keyof EligibilityNames, boolean> {
  const held = passportName(people, 'applicant');
  return {
    nationality: factValue(people, eligibilityFacts.nationality) !== undefined,
    spouseName: !ownLatin(e.spouseName) && factValue(people, eligibilityFacts.spouseName) !== undefined,
    fullName: held !== undefined && nameWords(held) !== nameWords(e.fullName),
  };
}

/**
 * The whole name typed on the check when a later edit in another form changed the held name
 * (D20: one fact, changed everywhere on purpose). It is kept and shown, so what was typed here is
 * never silently lost; the audit lists both until they agree.
 */
export function replacedName(e: Pick<EligibilityNames, 'fullName'>, people: People | undefined): string | null {
  const held = passportName(people, 'applicant');
  const typed = e.fullName?.trim();
  return held !== undefined && typed && nameWords(typed) !== nameWords(held) ? typed : null;
}

const ownLatin = (name: string | null | undefined): boolean => !!name?.trim() && !hasHangul(name);

/** Whether a typed spouse name edits the person's Hangul name: Hangul, or cleared. */
export const spouseNameEditsPerson = (typed: string): boolean => typed.trim() === '' || hasHangul(typed);
