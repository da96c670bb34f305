import { describe, expect, it } from 'vitest';
import { migrateSectionValues, splitSpouseName } from '@/domain/visa-application';
import { firstReleaseAnswers } from '../../fixtures/visa-application';

describe("first-release answers read as today's questions", () => {
  const old = firstReleaseAnswers();

  it("splits the spouse's one-field name, family name first (Korean order) unless a comma says otherwise", () => {
    expect(splitSpouseName('KIM MINSU')).toEqual({ family: 'KIM', given: 'MINSU' });
    expect(splitSpouseName('  Kim   Min Su ')).toEqual({ family: 'Kim', given: 'Min Su' });
    expect(splitSpouseName('KIM, MIN SU')).toEqual({ family: 'KIM', given: 'MIN SU' });
    const spouse = migrateSectionValues('spouseInfo', old.spouseInfo);
    expect(spouse).toMatchObject({
      spouseFamilyName: 'KIM',
      spouseGivenNames: 'MINSU',
      spouseLivesIn: 'korea',
      spouseAddress: 'Seoul, Mapo-gu',
    });
  });

  it('never overrides what the user answered to the new questions, and keeps each half of the name', () => {
    const spouse = migrateSectionValues('spouseInfo', {
      ...old.spouseInfo,
      spouseGivenNames: 'MIN-SU',
      spouseLivesIn: 'abroad',
    });
    expect(spouse).toMatchObject({ spouseFamilyName: 'KIM', spouseGivenNames: 'MIN-SU', spouseLivesIn: 'abroad' });
    expect(migrateSectionValues('spouseInfo', { ...old.spouseInfo, spouseFamilyName: '' }).spouseFamilyName).toBe('');
  });

  it('keeps free text the form now wants as a table in the first row, for the user to complete', () => {
    expect(migrateSectionValues('relationshipDetails', old.relationshipDetails).familyTravellingMembers).toEqual([
      { name: 'Ella, daughter, 2020-02-02', dateOfBirth: null, nationality: null, relationship: null },
    ]);
    expect(migrateSectionValues('travelHistory', old.travelHistory).otherCountryVisits).toEqual([
      { country: 'Japan, 2023, tourism', purpose: null, from: null, to: null },
    ]);
    // Once the user has rows, the old text is not brought back.
    expect(
      migrateSectionValues('travelHistory', { ...old.travelHistory, otherCountryVisits: [] }).otherCountryVisits,
    ).toEqual([]);
  });

  it('asks again where the old answer maps to two boxes, and carries a named payer over', () => {
    const fin = migrateSectionValues('financialInfo', old.financialInfo);
    expect(fin.occupation).toBeNull();
    expect(fin.travelCostPayer).toBe('sponsor');
    expect(fin.travelCost).toBe(3000);
    expect(migrateSectionValues('financialInfo', { supportedBy: 'both' }).travelCostPayer).toBeUndefined();
  });

  it('does not change what it is given, and reads a missing section as empty', () => {
    const stored = firstReleaseAnswers().spouseInfo;
    migrateSectionValues('spouseInfo', stored);
    expect(stored).toEqual(firstReleaseAnswers().spouseInfo);
    expect(migrateSectionValues('basicInfo', null)).toEqual({});
  });
});
