import { describe, expect, it } from 'vitest';
import { personFactKeys } from '@/domain/people';
import { allVisaFields, visaItemValues, visaItems, visaOfficeItems } from '@/domain/visa-application';
import { fullVisaAnswers } from '../../fixtures/visa-application';

const fieldsFor = (no: string) => allVisaFields().filter(({ field }) => field.items.includes(no));
const values = visaItemValues(fullVisaAnswers());

describe('사증발급신청서: the 47 applicant items', () => {
  it('are the photo, the 44 numbered questions 1.1–11.1 and the declaration date and name, in form order', () => {
    expect(visaItems).toHaveLength(47);
    expect(visaItems.map((i) => i.index)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(visaItems.filter((i) => /^\d+\.\d+$/.test(i.no))).toHaveLength(44);
    // Items per section 1–11 as counted in the inventory: 9 + 2 + 7 + 5 + 3 + 3 + 2 + 9 + 1 + 2 + 1.
    const perSection = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(
      (n) => visaItems.filter((i) => i.no.startsWith(`${n}.`)).length,
    );
    expect(perSection).toEqual([9, 2, 7, 5, 3, 3, 2, 9, 1, 2, 1]);
    expect(new Set(visaItems.map((i) => i.no)).size).toBe(47);
  });

  it('fixed for F-6: 2.1, 2.2, 5.1, 8.1; by hand: photo, date, signature; every other item by a question', () => {
    expect(visaItems.filter((i) => i.coverage === 'fixed').map((i) => i.no)).toEqual(['2.1', '2.2', '5.1', '8.1']);
    expect(visaItems.filter((i) => i.coverage === 'signature').map((i) => i.no)).toEqual([
      'photo',
      '12.date',
      '12.name',
    ]);
    expect(visaItems.filter((i) => i.coverage === 'question')).toHaveLength(40);
  });

  it.each(visaItems.map((i) => [i.index, i.no, i.coverage] as const))('item %i (%s) is %s', (_index, no, coverage) => {
    const fields = fieldsFor(no);
    const answer = values[no];
    switch (coverage) {
      case 'question':
        // Asked by at least one question, and a full application fills it.
        expect(fields.length).toBeGreaterThan(0);
        expect(answer).toBeDefined();
        expect(answer?.fixed).toBeUndefined();
        break;
      case 'fixed':
        // Never asked, always printed.
        expect(fields).toEqual([]);
        expect(answer?.fixed).toBe(true);
        break;
      case 'signature':
        if (no === '12.name') {
          // The name is printed from 1.1; the signature beside it stays for the hand.
          expect(fields.map(({ field }) => field.id)).toEqual(['familyName', 'givenNames']);
          expect(answer?.text).toEqual({ value: 'DOE JANE ALICE' });
        } else {
          expect(fields).toEqual([]);
          expect(answer).toBeUndefined();
        }
        break;
      default:
        throw new Error(`unexpected coverage ${coverage}`);
    }
  });

  it('office-use block (O1–O3) is neither asked nor filled', () => {
    for (const office of visaOfficeItems) {
      expect(office.coverage).toBe('office');
      expect(fieldsFor(office.no)).toEqual([]);
      expect(values[office.no]).toBeUndefined();
    }
  });

  it('every question names items that exist, and person tags use the shared vocabulary', () => {
    const known = new Set(visaItems.map((i) => i.no));
    const marriageOnly = ['marriageDate', 'marriagePlace'];
    for (const { section, field } of allVisaFields()) {
      for (const no of field.items) expect(known.has(no), `${section}.${field.id} -> ${no}`).toBe(true);
      // Only the first release's marriage questions fill no item of this form (the invitation asks them).
      if (!marriageOnly.includes(field.id)) expect(field.items.length, `${section}.${field.id}`).toBeGreaterThan(0);
      if (field.person) {
        expect(['applicant', 'sponsor', 'couple']).toContain(field.person.role);
        expect(personFactKeys).toContain(field.person.fact);
      }
    }
  });

  it('tags the person facts the form asks (D20)', () => {
    const tags = Object.fromEntries(
      allVisaFields()
        .filter(({ field }) => field.person)
        .map(({ section, field }) => [`${section}.${field.id}`, `${field.person?.role}.${field.person?.fact}`]),
    );
    expect(tags).toEqual({
      'basicInfo.familyName': 'applicant.familyName',
      'basicInfo.givenNames': 'applicant.givenNames',
      'basicInfo.sex': 'applicant.sex',
      'basicInfo.dateOfBirth': 'applicant.dateOfBirth',
      'basicInfo.nationality': 'applicant.nationality',
      'basicInfo.placeOfBirth': 'applicant.placeOfBirth',
      'basicInfo.passportNumber': 'applicant.passportNumber',
      'basicInfo.passportIssueDate': 'applicant.passportIssueDate',
      'basicInfo.passportExpiryDate': 'applicant.passportExpiryDate',
      'basicInfo.homeAddress': 'applicant.addressAbroad',
      'basicInfo.phone': 'applicant.phone',
      'basicInfo.email': 'applicant.email',
      'spouseInfo.spouseFamilyName': 'sponsor.familyName',
      'spouseInfo.spouseGivenNames': 'sponsor.givenNames',
      'spouseInfo.spouseDateOfBirth': 'sponsor.dateOfBirth',
      'spouseInfo.spouseAddress': 'sponsor.addressKorea',
      'spouseInfo.spouseAddressAbroad': 'sponsor.addressAbroad',
      'spouseInfo.spousePhone': 'sponsor.phone',
      'relationshipDetails.addressInKorea': 'applicant.addressKorea',
      'relationshipDetails.marriagePlace': 'couple.marriagePlace',
      'financialInfo.occupation': 'applicant.occupation',
      'financialInfo.employer': 'applicant.employer',
      'financialInfo.schoolName': 'applicant.school',
    });
  });

  it('keeps the field ids of the first release (stored answers keep their meaning)', () => {
    const ids = new Set(allVisaFields().map(({ field }) => field.id));
    const kept = [
      'passportNumber',
      'passportIssueDate',
      'passportExpiryDate',
      'placeOfBirth',
      'homeAddress',
      'phone',
      'email',
      'spouseDateOfBirth',
      'spouseAddress',
      'spousePhone',
      'marriageDate',
      'marriagePlace',
      'intendedEntryDate',
      'familyTravelling',
      'occupation',
      'employer',
      'travelCost',
      'visitedKorea',
      'koreaVisits',
      'visitedOtherCountries',
    ];
    for (const id of kept) expect(ids.has(id), id).toBe(true);
    // Replaced and migrated on read (migrate.test.ts): spouseName, familyTravellingDetails, supportedBy, otherCountries.
    for (const id of ['spouseName', 'familyTravellingDetails', 'supportedBy', 'otherCountries'])
      expect(ids.has(id), id).toBe(false);
  });

  it('has English and Korean for every label, option and help text', () => {
    for (const { field } of allVisaFields()) {
      const texts = [
        field.label,
        field.help,
        field.heading,
        ...(field.options ?? []).map((o) => o.label),
        ...(field.columns ?? []).flatMap((c) => [c.label, c.help]),
      ].filter(Boolean);
      for (const text of texts) {
        expect(text?.en.trim(), field.id).not.toBe('');
        expect(text?.ko, field.id).toMatch(/[\uac00-\ud7a3]/);
      }
    }
  });
});
