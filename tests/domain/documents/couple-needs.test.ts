import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { authenticationFor, documentNeeds } from '@/domain/documents/couple-needs';
import { missingInSlot } from '@/domain/documents/slots';
import { slotStatusOf } from '@/domain/status';

// D28: the documents checklist reads the same couple facts the timeline plans with. Each table names
// its source (f6-rules-and-sources.md sections 13 and 14, or the Apostille Convention's status table).

const today = '2026-11-26';

const couple = (eligibility: Record<string, unknown>) => documentNeeds(deriveCouple({ eligibility }), today);

describe('the marriage certificate by where they married (C3 kr.usembassy.gov; HCCH Apostille status table)', () => {
  it.each([
    ['US couple married in Korea', { nationality: 'US', marriagePlace: 'korea' }, 'korea', undefined],
    [
      'US couple married in the US',
      { nationality: 'US', marriagePlace: 'abroad', marriageCountry: 'US' },
      'abroad',
      'apostille',
    ],
    [
      'Vietnamese couple married in Vietnam',
      { nationality: 'VN', marriagePlace: 'abroad', marriageCountry: 'VN' },
      'abroad',
      'apostille',
    ],
    [
      'Chinese couple married in China',
      { nationality: 'CN', marriagePlace: 'abroad', marriageCountry: 'CN' },
      'abroad',
      'apostille',
    ],
    [
      'Filipino couple married in the Philippines',
      { nationality: 'PH', marriagePlace: 'abroad', marriageCountry: 'PH' },
      'abroad',
      'apostille',
    ],
    [
      'Japanese couple married in Japan',
      { nationality: 'JP', marriagePlace: 'abroad', marriageCountry: 'JP' },
      'abroad',
      'apostille',
    ],
    [
      'Thai couple married in Thailand (not known here)',
      { nationality: 'TH', marriagePlace: 'abroad', marriageCountry: 'TH' },
      'abroad',
      'ask',
    ],
    ['married abroad, country not given', { nationality: 'VN', marriagePlace: 'abroad' }, 'abroad', 'ask'],
    ['place not given', { nationality: 'VN' }, 'unknown', undefined],
  ] as const)('%s: %s, %s', (_name, answers, place, auth) => {
    const m = couple(answers).marriage;
    expect(m.place).toBe(place);
    expect(m.place === 'abroad' ? m.authentication.kind : undefined).toBe(auth);
  });

  it('an apostille counts only from the day the Convention is in force for that country (Viet Nam: 2026-09-11)', () => {
    expect(authenticationFor('VN', '2026-09-10').kind).toBe('ask');
    const after = authenticationFor('VN', '2026-09-11');
    expect(after.kind).toBe('apostille');
    // Newly in force: shown with its certainty and a Korean title.
    expect(after.kind === 'apostille' && after.source.uncertain).toBe(true);
    expect(after.kind === 'apostille' && after.source.ko?.title).toMatch(/베트남/);
  });

  it('married abroad: the foreign certificate, its apostille and translation are missing before any is added', () => {
    expect(missingInSlot('marriageCertificate', { files: [] }, true)).toEqual([
      'korean-certificate',
      'foreign-certificate',
      'apostille',
      'translation',
    ]);
    expect(missingInSlot('marriageCertificate', { files: [] }, false)).toEqual(['korean-certificate']);
    const status = slotStatusOf(
      'marriageCertificate',
      { files: [] },
      { today, targetDate: null, here: new Set(), marriedAbroad: true },
    );
    expect(status.problems.map((p) => (p.kind === 'missing' ? p.part : p.kind))).toContain('foreign-certificate');
  });
});

describe('the TB certificate by nationality (D6 hikorea.go.kr notice 1446, 2022)', () => {
  it.each([
    ['US', false],
    ['VN', true],
    ['CN', true],
    ['PH', true],
    ['JP', false],
  ])('%s: TB certificate %s', (nationality, tb) => {
    expect(couple({ nationality }).tb).toBe(tb);
  });

  it('no nationality: unknown, not "no TB"', () => expect(couple({}).tb).toBeUndefined());
});

describe('criminal records by nationality and residence (C7, Korean Embassy in Japan F-6 page)', () => {
  it.each([
    [
      'US applicant in the US, sponsor in Korea',
      { nationality: 'US', applicantResidence: 'US', sponsorResidence: 'korea' },
      true,
      [],
      true, // the Korean record: every Korean spouse, as the timeline plans it
      false,
    ],
    [
      'Vietnamese applicant in Hanoi, sponsor in Korea',
      { nationality: 'VN', applicantResidence: 'VN', sponsorResidence: 'korea' },
      false,
      ['VN'],
      true, // the Korean record: every Korean spouse, as the timeline plans it
      false,
    ],
    [
      'Chinese applicant living in Japan, sponsor in the US',
      { nationality: 'CN', applicantResidence: 'JP', sponsorResidence: 'us' },
      false,
      ['CN', 'JP'],
      true,
      true,
    ],
    [
      'Filipino applicant in Manila, sponsor there too',
      { nationality: 'PH', applicantResidence: 'PH', sponsorResidence: 'other' },
      false,
      ['PH'],
      true,
      false,
    ],
  ] as const)('%s', (_name, answers, fbi, countries, korean, sponsorFbi) => {
    const r = couple(answers).records;
    expect(r.applicantFbi).toBe(fbi);
    expect(r.applicantCountries).toEqual(countries);
    expect(r.sponsorKorean).toBe(korean);
    expect(r.sponsorFbi).toBe(sponsorFbi);
  });
});

describe('the answers the list still depends on, named (D28)', () => {
  it('names only what is missing', () => {
    expect(couple({}).unanswered).toEqual(['nationality', 'residence', 'marriage-place']);
    expect(couple({ nationality: 'PH' }).unanswered).toEqual(['residence', 'marriage-place']);
    expect(couple({ nationality: 'PH', applicantResidence: 'PH', marriagePlace: 'korea' }).unanswered).toEqual([]);
  });
});

describe('the guidance program and TOPIK (D5 easylaw.go.kr; D7 notice 2016-378)', () => {
  it.each([
    [
      'US, shared language',
      { nationality: 'US', koreanLanguageLevel: 'native-or-shared-language' },
      'not-needed',
      false,
    ],
    ['Vietnam, no Korean, program not done', { nationality: 'VN', koreanLanguageLevel: 'none' }, 'to-do', true],
    [
      'China, TOPIK in hand, program done',
      { nationality: 'CN', koreanLanguageLevel: 'topik1', completedMarriageGuidanceProgram: true },
      'done',
      false,
    ],
    [
      'Japan, basic Korean, a child together',
      { nationality: 'JP', koreanLanguageLevel: 'basic', childTogether: true, languageExemptions: ['child-together'] },
      'not-needed',
      false,
    ],
  ] as const)('%s: program %s, TOPIK %s', (_name, answers, program, topik) => {
    const n = couple(answers);
    expect(n.guidanceProgram).toBe(program);
    expect(n.topik).toBe(topik);
  });
});
