import { describe, expect, it } from 'vitest';
import { applicationFormSections } from '@/domain/application';
import { isApplicationFormSectionComplete, sectionStatus, visaSectionDef } from '@/domain/visa-application';
import { firstReleaseAnswers, fullVisaAnswers } from '../../fixtures/visa-application';

const today = new Date(2026, 10, 23);
const status = (section: Parameters<typeof visaSectionDef>[0], patch: Record<string, unknown>) =>
  sectionStatus(visaSectionDef(section), { ...fullVisaAnswers()[section], ...patch }, today);

describe('visa application form: a section is complete only when every answer that applies is valid', () => {
  it.each(applicationFormSections.map((s) => [s]))('%s is complete with every item answered', (section) => {
    const s = sectionStatus(visaSectionDef(section), fullVisaAnswers()[section], today);
    expect(s.errors).toEqual({});
    expect(s.complete).toBe(true);
    expect(s.answered).toBe(s.total);
    expect(isApplicationFormSectionComplete(section, fullVisaAnswers()[section], today)).toBe(true);
  });

  it.each(applicationFormSections.map((s) => [s]))('%s is not complete when never started', (section) => {
    expect(isApplicationFormSectionComplete(section, null, today)).toBe(false);
    expect(isApplicationFormSectionComplete(section, {}, today)).toBe(false);
  });

  it.each([
    ['basicInfo', { familyName: 'Doe' }, 'familyName', 'notUppercase'],
    ['basicInfo', { passportNumber: 'A123 45678' }, 'passportNumber', 'hasSpaces'],
    ['basicInfo', { passportExpiryDate: '2021-01-01' }, 'passportExpiryDate', 'dateBefore'],
    ['basicInfo', { dateOfBirth: '2030-01-01' }, 'dateOfBirth', 'dateInFuture'],
    ['basicInfo', { dateOfBirth: '1992-02-30' }, 'dateOfBirth', 'invalidDate'],
    ['basicInfo', { email: 'jane@' }, 'email', 'invalidEmail'],
    ['basicInfo', { emergencyPhone: 'call me' }, 'emergencyPhone', 'invalidPhone'],
    ['basicInfo', { sex: 'x' }, 'sex', 'invalidChoice'],
    ['basicInfo', { otherNationalities: '' }, 'otherNationalities', 'required'],
    ['basicInfo', { emergencyName: null }, 'emergencyName', 'required'],
    ['relationshipDetails', { intendedEntryDate: '2026-01-01' }, 'intendedEntryDate', 'dateInPast'],
    ['relationshipDetails', { childrenCount: 0 }, 'childrenCount', 'tooSmall'],
    ['relationshipDetails', { familyInKoreaMembers: [] }, 'familyInKoreaMembers', 'tooFewRows'],
    [
      'relationshipDetails',
      { familyTravellingMembers: [{ name: 'ELLA', dateOfBirth: null, nationality: 'USA', relationship: 'Daughter' }] },
      'familyTravellingMembers',
      'rowIncomplete',
    ],
    ['financialInfo', { travelCost: null }, 'travelCost', 'required'],
    ['financialInfo', { costPayerName: '' }, 'costPayerName', 'required'],
    ['travelHistory', { koreaVisits: 1 }, 'koreaVisits', 'fewerThanListed'],
    [
      'travelHistory',
      { koreaVisitList: [{ purpose: 'Tourism', from: '2023-05-14', to: '2023-05-01' }] },
      'koreaVisitList',
      'rowIncomplete',
    ],
    [
      'travelHistory',
      {
        helpers: Array.from({ length: 11 }, () => ({
          name: 'A',
          dateOfBirth: '1990-01-01',
          phone: '+1 555 123 4567',
          relationship: 'Friend',
        })),
      },
      'helpers',
      'tooManyRows',
    ],
  ] as const)('%s: %o -> %s %s', (section, patch, field, code) => {
    const s = status(section, patch);
    expect(s.errors[field]?.code).toBe(code);
    expect(s.complete).toBe(false);
  });

  it('ignores follow-ups that do not apply, and forgets them when the answer changes', () => {
    // "No" hides the table: the rows left behind neither count nor block.
    const s = status('relationshipDetails', { familyInKorea: false, familyInKoreaMembers: [{ name: '' }] });
    expect(s.complete).toBe(true);
    // Retired: no workplace to name (7.2 not asked).
    expect(
      status('financialInfo', {
        occupation: 'retired',
        employer: null,
        position: null,
        workAddress: null,
        workPhone: null,
      }).complete,
    ).toBe(true);
    // The payer is the applicant: name and contact come from the applicant's answers.
    expect(
      status('financialInfo', {
        travelCostPayer: 'applicant',
        costPayerName: null,
        costPayerRelationship: null,
        costPayerContact: null,
      }).complete,
    ).toBe(true);
  });

  it('leaves optional items optional but still checks what is typed', () => {
    expect(status('basicInfo', { chineseName: '', nationalId: null }).complete).toBe(true);
    expect(status('basicInfo', { chineseName: 'x'.repeat(41) }).errors.chineseName?.code).toBe('tooLong');
  });

  it('counts answered against the required questions that apply', () => {
    const s = sectionStatus(
      visaSectionDef('travelHistory'),
      { visitedKorea: false, visitedOtherCountries: true },
      today,
    );
    // visitedKorea, visitedOtherCountries, otherCountryVisits (empty), receivedHelp (empty).
    expect([s.answered, s.total]).toEqual([2, 4]);
  });

  it('first-release answers are read through the migration but are not complete until the new questions are answered', () => {
    const old = firstReleaseAnswers();
    const complete = applicationFormSections.filter((section) =>
      isApplicationFormSectionComplete(section, old[section], today),
    );
    // The spouse's old answers cover all of 5.2/9.1 once the name is split and the address read as in Korea.
    expect(complete).toEqual(['spouseInfo']);
    expect(sectionStatus(visaSectionDef('spouseInfo'), old.spouseInfo, today).errors).toEqual({});
  });
});
