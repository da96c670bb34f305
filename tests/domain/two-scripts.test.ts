/** Ruling 26: each form prints the version of a fact it asks, and phone numbers in its convention. */
import { describe, expect, it } from 'vitest';
import { getForm } from '@/domain/forms';
import { documentName, resolveAnswers } from '@/domain/forms/resolve';
import { formItemValues } from '@/domain/package/item-values';
import { emptyPeople, koreanPhone, withFact, type People, type PersonFactRef } from '@/domain/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { sectionDefaults } from '@/domain/application';
const emptyApplicationForms = () => sectionDefaults().applicationForms;

const ko: PersonFactRef = { role: 'sponsor', fact: 'addressKorea', script: 'ko' };
const latin: PersonFactRef = { ...ko, script: 'latin' };
const text = (v: unknown) => (v && typeof v === 'object' && 'text' in v ? (v as { text: string }).text : undefined);

describe('facts in two scripts', () => {
  it('the invitation prints the Korean address, the visa form the Latin one', () => {
    let people: People = withFact(emptyPeople(), ko, '서울특별시 마포구 월드컵로 1', 'a');
    people = withFact(people, latin, '1 WORLD CUP-RO, MAPO-GU, SEOUL', 'b');
    const invitation = resolveAnswers(getForm('invitation-letter'), {}, people);
    expect((invitation['il.sponsor-address'] as Record<string, string>).address).toBe('서울특별시 마포구 월드컵로 1');
    expect(text(formItemValues('invitation-letter', {}, people)['1.5'])).toContain('월드컵로');
    const guarantee = resolveAnswers(getForm('personal-guarantee'), {}, people);
    expect((guarantee['pg.guarantor-address'] as Record<string, string>).address).toBe('서울특별시 마포구 월드컵로 1');
    const visa = resolveVisaForms({ ...emptyApplicationForms(), spouseInfo: { spouseLivesIn: 'korea' } }, people);
    expect(visa.spouseInfo?.spouseAddress).toBe('1 WORLD CUP-RO, MAPO-GU, SEOUL');
  });

  it('a missing version is asked for, never substituted', () => {
    const people = withFact(emptyPeople(), latin, '1 WORLD CUP-RO, MAPO-GU, SEOUL', 'b');
    const invitation = resolveAnswers(getForm('invitation-letter'), {}, people);
    expect(invitation['il.sponsor-address']).toBeUndefined();
  });

  it('employer and school: the Korean forms read the Korean version, the visa form the Latin one, none substituted', () => {
    const workKo: PersonFactRef = { role: 'sponsor', fact: 'employer', script: 'ko' };
    let people: People = withFact(emptyPeople(), workKo, '해운대전자', 'a');
    const invitation = resolveAnswers(
      getForm('invitation-letter'),
      { 'il.current-employment': { employed: true } },
      people,
    );
    expect((invitation['il.current-employment'] as Record<string, unknown>).workplace).toBe('해운대전자');
    const guarantee = resolveAnswers(getForm('personal-guarantee'), {}, people);
    expect((guarantee['pg.guarantor-employment'] as Record<string, unknown>).workplace).toBe('해운대전자');
    const applicantWork: PersonFactRef = { role: 'applicant', fact: 'employer', script: 'ko' };
    people = withFact(people, applicantWork, '퀴카상사', 'b');
    people = withFact(people, { role: 'applicant', fact: 'school', script: 'latin' }, 'SPRINGFIELD UNIVERSITY', 'c');
    const visa = resolveVisaForms({ ...emptyApplicationForms(), financialInfo: { occupation: 'employed' } }, people);
    // Only the Korean version of the applicant's employer is held: 7.2 stays to be answered in English.
    expect(visa.financialInfo?.employer).toBeUndefined();
    expect(visa.financialInfo?.schoolName).toBe('SPRINGFIELD UNIVERSITY');
    people = withFact(people, { ...applicantWork, script: 'latin' }, 'Quokka Trading', 'd');
    expect(resolveVisaForms(emptyApplicationForms(), people).financialInfo?.employer).toBe('Quokka Trading');
  });

  it('phone numbers print in each form’s convention', () => {
    const people = withFact(emptyPeople(), { role: 'sponsor', fact: 'phone' }, '+82-10-1234-5678', 'a');
    const invitation = resolveAnswers(getForm('invitation-letter'), {}, people);
    expect((invitation['il.sponsor-contact'] as Record<string, string>).mobilePhone).toBe('010-1234-5678');
    expect(koreanPhone('+82 2 123 4567')).toBe('02-123-4567');
    expect(koreanPhone('01012345678')).toBe('010-1234-5678');
    expect(koreanPhone('+1 206 555 0147')).toBe('+1 206 555 0147');
    const visa = resolveVisaForms(emptyApplicationForms(), people);
    expect(visa.spouseInfo?.spousePhone).toBe('+82-10-1234-5678');
  });

  it('names outside the forms follow one rule: family name first, capitals', () => {
    expect(documentName('Doe  Jane marie')).toBe('DOE JANE MARIE');
  });
});
