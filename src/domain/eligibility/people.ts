/**
 * The eligibility check and the people records (ruling 20). The check asks three person facts:
 * the applicant's nationality and the Korean spouse's name are read from, and edited in, the
 * people records; the applicant's whole name is read from the passport name where the check holds
 * none of its own (a whole name cannot be split into family and given names without guessing).
 * The spouse's name is the person's Hangul name: a name typed in Latin letters stays the check's
 * own (it is not the Hangul name the Korean forms ask for).
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

/** The eligibility answers with the person facts read from the people records where they are held. */
export function resolveEligibility<E extends EligibilityNames>(e: E, people: People | undefined): E {
  if (!people) return e;
  const nationality = factValue(people, eligibilityFacts.nationality);
  const spouseName = ownLatin(e.spouseName) ? undefined : factValue(people, eligibilityFacts.spouseName);
  const fullName = e.fullName?.trim() ? undefined : passportName(people, 'applicant');
  if (nationality === undefined && spouseName === undefined && fullName === undefined) return e;
  return {
    ...e,
    ...(nationality !== undefined && { nationality }),
    ...(spouseName !== undefined && { spouseName }),
    ...(fullName !== undefined && { fullName }),
  };
}

/** Which of the check's answers shows a value held in the people records ("from your details"). */
export function eligibilityFromPerson(e: EligibilityNames, people: People | undefined): Record<keyof EligibilityNames, boolean> {
  return {
    nationality: factValue(people, eligibilityFacts.nationality) !== undefined,
    spouseName: !ownLatin(e.spouseName) && factValue(people, eligibilityFacts.spouseName) !== undefined,
    fullName: !e.fullName?.trim() && passportName(people, 'applicant') !== undefined,
  };
}

const ownLatin = (name: string | null | undefined): boolean => !!name?.trim() && !hasHangul(name);

/** Whether a typed spouse name edits the person's Hangul name: Hangul, or cleared. */
export const spouseNameEditsPerson = (typed: string): boolean => typed.trim() === '' || hasHangul(typed);
