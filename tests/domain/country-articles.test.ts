import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { checkEligibility } from '@/domain/eligibility/check';
import { eligibleCouple } from '../fixtures/eligibility';
import { countryAtStart, countryInProse, normalizeNationality } from '@/domain/eligibility/nationality';
import { healthRequirements } from '@/domain/guides/health';
import { missionFor } from '@/domain/missions';
import { timeSensitiveDocsFor } from '@/domain/documents/time-sensitive-for-couple';
import { collectText } from './eligibility/text-walk';

/** Country names that take "the" in English, and how a bare one looks inside a sentence. */
const theNames = [
  'Philippines',
  'United States',
  'United Kingdom',
  'Netherlands',
  'United Arab Emirates',
  'Czech Republic',
];
const bare = new RegExp(`(?<!\\b[Tt]he )\\b(${theNames.join('|')})\\b`);

const base = eligibleCouple;

/** Every English sentence the rules write for an applicant of this nationality, living there. */
function englishFor(code: string): string[] {
  const eligibility = {
    ...base,
    nationality: code,
    applicantResidence: code,
    marriagePlace: 'abroad' as const,
    marriageCountry: code,
  };
  const couple = deriveCouple({ eligibility });
  const result = checkEligibility(eligibility, { today: '2026-11-26', couple });
  const docs = timeSensitiveDocsFor(couple, '2026-11-26');
  const health = healthRequirements({ applicantNationality: code });
  const mission = missionFor({ country: code });
  const { localized, sources } = collectText({ result, docs, health, mission });
  return [...localized.map((l) => l.value.en), ...sources.map((s) => s.value.note ?? '')];
}

describe('country names that take "the" read right in English sentences', () => {
  it('the name as a sentence inserts it, and at the start of one', () => {
    expect(countryInProse('PH')).toEqual({ en: 'the Philippines', ko: '필리핀' });
    expect(countryInProse('JP').en).toBe('Japan');
    expect(countryAtStart('NL').en).toBe('The Netherlands');
    expect(countryInProse('ZZ').en).toBe('ZZ');
    expect(normalizeNationality('United Kingdom')).toBe('GB');
    expect(normalizeNationality('the Czech Republic')).toBe('CZ');
  });

  it.each(['PH', 'US', 'GB', 'NL', 'AE', 'CZ'])('%s: no sentence of the rules names it without "the"', (code) => {
    const texts = englishFor(code);
    expect(texts.length).toBeGreaterThan(20);
    // Lists of several countries ("China, Vietnam, the Philippines") are checked too.
    expect(texts.filter((t) => bare.test(t))).toEqual([]);
  });

  it('the Philippines: the guidance program, the TB certificate and the records name it with "the"', () => {
    const texts = englishFor('PH').join('\n');
    expect(texts).toMatch(/nationals of the Philippines/);
    expect(texts).toMatch(/The Philippines is one of the 35 TB high-risk countries/);
    expect(texts).toMatch(/The police or justice authority of the Philippines/);
  });
});
