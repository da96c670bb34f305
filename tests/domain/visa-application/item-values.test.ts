import { describe, expect, it } from 'vitest';
import { fixedF6, unansweredVisaItems, visaItemValues, visaItems } from '@/domain/visa-application';
import { firstReleaseAnswers, fullVisaAnswers } from '../../fixtures/visa-application';

const today = new Date(2026, 10, 23);

describe('answers per official item of 사증발급신청서', () => {
  const v = visaItemValues(fullVisaAnswers());

  it('puts each answer in its box, dates as the form prints them (yyyy/mm/dd)', () => {
    expect(v['1.1']).toEqual({ text: { familyName: 'DOE', givenNames: 'JANE ALICE' } });
    expect(v['1.3']).toEqual({ ticks: ['female'] });
    expect(v['1.4']).toEqual({ text: { value: '1992/04/05' } });
    expect(v['1.8']).toEqual({ ticks: ['yes'], text: { familyName: 'SMITH', givenNames: 'JANE' } });
    expect(v['3.7']).toEqual({
      ticks: ['yes', 'type:official'],
      text: { number: 'CA998877', country: 'CANADA', expiry: '2030/06/30' },
    });
    expect(v['4.5']).toEqual({
      text: { name: 'JOHN DOE', country: 'UNITED STATES', phone: '+1 512 555 0199', relationship: 'Father' },
    });
    expect(v['5.3']).toEqual({ ticks: ['yes'], text: { count: '2' } });
    expect(v['6.1']).toEqual({ ticks: ['other'], text: { other: 'Associate degree' } });
    expect(v['8.6']).toEqual({
      ticks: ['yes'],
      text: { count: '2' },
      rows: [
        { purpose: 'Tourism', from: '2023/05/01', to: '2023/05/14' },
        { purpose: 'Meeting family', from: '2024/09/10', to: '2024/09/20' },
      ],
    });
    expect(v['10.1']).toEqual({ text: { value: '4,200' } });
    expect(v['10.2']).toEqual({
      text: {
        name: 'Hope Foundation',
        relationship: 'Sponsor charity',
        contact: '+1 512 555 0177',
        support: 'Airfare and first month rent',
      },
    });
    expect(v['11.1']?.rows).toEqual([
      { name: 'LEE HANA', dateOfBirth: '1988/12/12', phone: '+82 10 5555 0000', relationship: 'Friend' },
    ]);
  });

  it('fills the F-6 answers nobody is asked', () => {
    expect(v['2.1']).toEqual({ ticks: ['long'], fixed: true });
    expect(v['2.2']).toEqual({ text: { value: 'F-6-1' }, fixed: true });
    expect(v['5.1']).toEqual({ ticks: ['married'], fixed: true });
    expect(v['8.1']).toEqual({ ticks: ['marriageMigrant'], fixed: true });
    expect(v['5.2']?.text?.nationality).toBe(fixedF6.spouseNationality);
    // The Korean spouse is the inviter (9.1): one set of answers fills 5.2 and 9.1.
    expect(v['9.1']).toEqual({
      ticks: ['yes'],
      text: {
        name: 'KIM MINSU',
        dateOfBirth: '1990/03/04',
        relationship: 'Spouse',
        address: '12 Mapo-daero, Mapo-gu, Seoul',
        phone: '+82 10 1234 5678',
      },
    });
  });

  it("takes the payer's details from the applicant or the spouse when one of them pays", () => {
    const forms = fullVisaAnswers();
    forms.financialInfo.travelCostPayer = 'sponsor';
    expect(visaItemValues(forms)['10.2']?.text).toEqual({
      name: 'KIM MINSU',
      relationship: 'Spouse',
      contact: '+82 10 1234 5678',
      support: 'Airfare and first month rent',
    });
    forms.financialInfo.travelCostPayer = 'applicant';
    expect(visaItemValues(forms)['10.2']?.text).toEqual({
      name: 'DOE JANE ALICE',
      relationship: 'Self',
      contact: '+1 512 555 0100',
      support: 'Airfare and first month rent',
    });
  });

  it('leaves out follow-ups that no longer apply', () => {
    const forms = fullVisaAnswers();
    Object.assign(forms.basicInfo, { usedOtherNames: false, livesElsewhere: false, otherPassport: false });
    Object.assign(forms.travelHistory, { visitedKorea: false });
    const w = visaItemValues(forms);
    expect(w['1.8']).toEqual({ ticks: ['no'] });
    expect(w['3.7']).toEqual({ ticks: ['no'] });
    expect(w['4.2']).toEqual({ na: true });
    expect(w['8.6']).toEqual({ ticks: ['no'] });
  });

  it('lists the items still to answer, and none for a full application', () => {
    expect(unansweredVisaItems(fullVisaAnswers(), today)).toEqual([]);
    const empty = {
      basicInfo: null,
      spouseInfo: null,
      relationshipDetails: null,
      financialInfo: null,
      travelHistory: null,
    };
    // Every item a required question asks, and the printed name (12) that comes from 1.1; not the optional 1.2
    // and 1.7, not a follow-up that does not apply yet (7.2 before the work is chosen), not fixed or hand-filled items.
    const expected = [
      ...visaItems.filter((i) => i.coverage === 'question' && !['1.2', '1.7', '7.2'].includes(i.no)).map((i) => i.no),
      '12.name',
    ];
    expect(unansweredVisaItems(empty, today)).toEqual(expected);
    const forms = fullVisaAnswers();
    forms.relationshipDetails.familyInKoreaMembers = [];
    forms.basicInfo.emergencyPhone = '';
    expect(unansweredVisaItems(forms, today)).toEqual(['4.5', '8.8']);
  });

  it('reads first-release answers through the migration', () => {
    const w = visaItemValues(firstReleaseAnswers());
    expect(w['5.2']?.text).toMatchObject({ familyName: 'KIM', givenNames: 'MINSU', address: 'Seoul, Mapo-gu' });
    expect(w['8.7']).toEqual({
      ticks: ['yes'],
      rows: [{ country: 'Japan, 2023, tourism', purpose: '', from: '', to: '' }],
    });
    expect(w['7.1']).toBeUndefined();
    expect(w['1.6']).toEqual({ text: { value: 'Austin, USA' } });
  });
});
