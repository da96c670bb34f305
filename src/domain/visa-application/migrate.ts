/**
 * Answers stored by the first release read as today's questions (applied on every read; nothing is
 * rewritten until the user edits). A value is migrated only while the new field was never stored,
 * so a user's own answer always wins, and nothing the user typed is dropped: free text that the
 * form now wants as a table becomes the first cell of a row for the user to complete.
 */
import type { ApplicationFormSection } from '../application';
import type { VisaRow, VisaValue, VisaValues } from './types';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const absent = (values: Record<string, unknown>, key: string) => !(key in values);

/**
 * A Korean spouse's name typed in one field ("KIM MINSU" or "KIM, MINSU"): family name first, as in
 * a Korean passport, unless a comma says otherwise.
 */
export function splitSpouseName(raw: string): { family: string; given: string } {
  const s = raw.trim().replace(/\s+/g, ' ');
  if (s.includes(',')) {
    const [family, ...rest] = s.split(',');
    return { family: family.trim(), given: rest.join(' ').trim() };
  }
  const [family, ...given] = s.split(' ');
  return { family, given: given.join(' ') };
}

const rowWith = (first: string, value: string, columns: string[]): VisaRow =>
  Object.fromEntries(columns.map((c) => [c, c === first ? value : null]));

export function migrateSectionValues(
  section: ApplicationFormSection,
  stored: Record<string, unknown> | null | undefined,
): VisaValues {
  const v: Record<string, unknown> = { ...(stored ?? {}) };
  switch (section) {
    case 'spouseInfo': {
      const name = str(v.spouseName);
      if (name) {
        // Each half on its own: editing one must not make the other disappear.
        const { family, given } = splitSpouseName(name);
        if (absent(v, 'spouseFamilyName')) v.spouseFamilyName = family.toUpperCase();
        if (absent(v, 'spouseGivenNames')) v.spouseGivenNames = given.toUpperCase();
      }
      // The first release asked for the spouse's address in Korea.
      if (str(v.spouseAddress) && absent(v, 'spouseLivesIn')) v.spouseLivesIn = 'korea';
      break;
    }
    case 'relationshipDetails': {
      const details = str(v.familyTravellingDetails);
      if (details && absent(v, 'familyTravellingMembers'))
        v.familyTravellingMembers = [rowWith('name', details, ['name', 'dateOfBirth', 'nationality', 'relationship'])];
      break;
    }
    case 'financialInfo':
      // "Not working" is two boxes on the form (무직 / 퇴직자): asked again rather than guessed.
      if (v.occupation === 'notWorking') v.occupation = null;
      // Who supports the couple, where it named one of them, is the likely payer of the trip.
      if (absent(v, 'travelCostPayer') && (v.supportedBy === 'sponsor' || v.supportedBy === 'applicant'))
        v.travelCostPayer = v.supportedBy;
      break;
    case 'travelHistory': {
      const countries = str(v.otherCountries);
      if (countries && absent(v, 'otherCountryVisits'))
        v.otherCountryVisits = [rowWith('country', countries, ['country', 'purpose', 'from', 'to'])];
      break;
    }
    default:
      break;
  }
  return v as Record<string, VisaValue>;
}
