/** Facts once: the visa application form reuses what the official forms hold (marriage, visits, children). */
import { describe, expect, it } from 'vitest';
import { sectionDefaults } from '@/domain/application';
import { emptyPeople, withFact, type People } from '@/domain/people';
import { fieldsFromForms } from '@/domain/visa-application/from-forms';
import { visaFormValues } from '@/domain/visa-application/layout-values';
import { resolveVisaForms } from '@/domain/visa-application/people';

const official = {
  invitation: {
    'il.wedding': { held: true, date: '2025-06-01', place: 'Austin, USA' },
    'il.marriage-report': { date: '2025-07-15', reportedWith: 'foreignCertificate' },
  },
  spouseInformation: {
    'si.children': [{ relation: 'daughter', familyName: 'DOE', givenName: 'ELLA' }],
    'si.visited-korea': { answer: true },
    'si.latest-korea-visit': { from: '2024-09-10', to: '2024-09-20', purpose: 'Family', places: 'Seoul' },
    'si.earlier-korea-visits': [
      { from: '2023-05-01', to: '2023-05-14', purpose: 'Tourism', places: 'Busan' },
      { from: '2015-01-01', to: '2015-01-10', purpose: 'Study', places: 'Seoul' },
    ],
  },
};

describe('the visa application form reuses the official forms', () => {
  it('takes the marriage, the children and the visits of the last five years instead of asking again', () => {
    // The place of marriage is the couple's fact (D26): its Latin version fills the visa form's box.
    const people = withFact(
      emptyPeople(),
      { role: 'couple', fact: 'marriagePlace', script: 'latin' },
      'Austin, USA',
      'a',
    );
    const forms = resolveVisaForms(sectionDefaults().applicationForms, people, official, '2026-11-26');
    expect(forms.relationshipDetails).toMatchObject({
      marriagePlace: 'Austin, USA',
      hasChildren: true,
      childrenCount: 1,
    });
    expect(forms.travelHistory).toEqual({
      visitedKorea: true,
      koreaVisits: 2,
      koreaVisitList: [
        { purpose: 'Family', from: '2024-09-10', to: '2024-09-20' },
        { purpose: 'Tourism', from: '2023-05-01', to: '2023-05-14' },
      ],
    });
    // Item 8.6 prints: the tick, the count and the visits.
    const values = visaFormValues(forms);
    const printed = JSON.stringify(Object.fromEntries(Object.entries(values).filter(([k]) => k.startsWith('8.6'))));
    expect(printed).toContain('2024/09/10');
    expect(printed).toContain('"2"');
  });

  it('takes the date of a marriage reported in Korea, never the ceremony’s as the date of a marriage abroad', () => {
    // A trial: registered in China on 20 June, the ceremony on the 21st; the 21st was written as the marriage's date.
    const abroad = resolveVisaForms(sectionDefaults().applicationForms, emptyPeople(), official, '2026-11-26');
    expect(abroad.relationshipDetails?.marriageDate).toBeUndefined();
    const reported = {
      ...official,
      invitation: {
        ...official.invitation,
        'il.marriage-report': { date: '2025-07-15', reportedWith: 'koreanReport' },
      },
    };
    const inKorea = resolveVisaForms(sectionDefaults().applicationForms, emptyPeople(), reported, '2026-11-26');
    expect(inKorea.relationshipDetails?.marriageDate).toBe('2025-07-15');
  });

  it('a value the visa form holds itself wins; the Korean version of the place is not put in an English box', () => {
    const stored = {
      ...sectionDefaults().applicationForms,
      relationshipDetails: { marriageDate: '2025-06-02' },
      travelHistory: { visitedKorea: false },
    };
    const forms = resolveVisaForms(
      stored,
      withFact(emptyPeople(), { role: 'couple', fact: 'marriagePlace', script: 'ko' }, '서울', 'a'),
      { ...official, invitation: { 'il.wedding': { held: true, date: '2025-06-01', place: '서울' } } },
      '2026-11-26',
    );
    expect(forms.relationshipDetails?.marriageDate).toBe('2025-06-02');
    expect(forms.relationshipDetails?.marriagePlace).toBeUndefined();
    expect(forms.travelHistory).toEqual({ visitedKorea: false });
  });

  it('takes the Korean spouse living in Korea as the family in Korea (8.8), marked as from the other answers', () => {
    let people: People = emptyPeople();
    for (const [fact, value] of [
      ['familyName', 'KIM'],
      ['givenNames', 'MINJUN'],
      ['dateOfBirth', '1988-03-02'],
    ] as const)
      people = withFact(people, { role: 'sponsor', fact }, value, 'a');
    const withAddress = {
      ...official,
      invitation: { 'il.sponsor-address': { address: '서울특별시 마포구 월드컵로 1' } },
    };
    const empty = sectionDefaults().applicationForms;
    const forms = resolveVisaForms(empty, people, withAddress, '2026-11-26');
    expect(forms.relationshipDetails).toMatchObject({
      familyInKorea: true,
      familyInKoreaMembers: [
        { name: 'KIM MINJUN', dateOfBirth: '1988-03-02', nationality: 'REPUBLIC OF KOREA', relationship: 'Spouse' },
      ],
    });
    const printed = JSON.stringify(visaFormValues(forms));
    expect(printed).toContain('KIM MINJUN');
    expect(fieldsFromForms(empty, withAddress, '2026-11-26', people).map((f) => `${f.section}.${f.field}`)).toContain(
      'relationshipDetails.familyInKoreaMembers',
    );
    // The visa form's own answer wins, and a spouse living abroad is not family in Korea.
    const own = { ...empty, relationshipDetails: { familyInKorea: false } };
    const kept = resolveVisaForms(own, people, withAddress, '2026-11-26').relationshipDetails;
    expect(kept?.familyInKorea).toBe(false);
    expect(kept?.familyInKoreaMembers).toBeUndefined();
    const abroad = { ...empty, spouseInfo: { spouseLivesIn: 'abroad' } };
    expect(
      resolveVisaForms(abroad, people, withAddress, '2026-11-26').relationshipDetails?.familyInKorea,
    ).toBeUndefined();
    // Without the spouse's Latin name nothing is reused: the question stays to be answered.
    expect(
      resolveVisaForms(empty, emptyPeople(), withAddress, '2026-11-26').relationshipDetails?.familyInKorea,
    ).toBeUndefined();
  });
});
