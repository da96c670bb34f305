/** D26: each form prints the version of a fact it asks, and phone numbers in its convention. */
import { describe, expect, it } from 'vitest';
import { getForm } from '@/domain/forms';
import { documentName, resolveAnswers, sponsorNames } from '@/domain/forms/resolve';
import { formItemValues } from '@/domain/package/item-values';
import { emptyPeople, koreanPhone, versionOf, withFact, type People, type PersonFactRef } from '@/domain/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { visaItemValues } from '@/domain/visa-application/item-values';
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

  it('the country of birth: the visa form prints the Latin version, the invitation the Korean one', () => {
    const applicantKo: PersonFactRef = { role: 'applicant', fact: 'placeOfBirth', script: 'ko' };
    const sponsorKo: PersonFactRef = { role: 'sponsor', fact: 'placeOfBirth', script: 'ko' };
    let people: People = withFact(emptyPeople(), { ...applicantKo, script: 'latin' }, 'CANADA', 'a');
    people = withFact(people, applicantKo, '캐나다', 'b');
    people = withFact(people, sponsorKo, '일본', 'c');
    people = withFact(people, { ...sponsorKo, script: 'latin' }, 'JAPAN', 'd');
    const visa = resolveVisaForms(emptyApplicationForms(), people);
    expect(visa.basicInfo?.placeOfBirth).toBe('CANADA');
    expect(visaItemValues(visa)['1.6']).toEqual({ text: { value: 'CANADA' } });
    const answers = { 'il.sponsor-birth': { birthCountry: 'abroad' } };
    expect(text(formItemValues('invitation-letter', answers, people)['1.3#country'])).toBe('일본');
    // Editing one version never changes the other.
    people = withFact(people, applicantKo, '캐나다 토론토', 'e');
    expect(resolveVisaForms(emptyApplicationForms(), people).basicInfo?.placeOfBirth).toBe('CANADA');
  });

  it('a kept answer in the other script is not printed as this version: the form asks for its own', () => {
    // 1.6 answered in Hangul before the country of birth was a person fact: the Korean version.
    const people = withFact(emptyPeople(), { role: 'applicant', fact: 'placeOfBirth', script: 'ko' }, '캐나다', 'a');
    const stored = { ...emptyApplicationForms(), basicInfo: { placeOfBirth: '캐나다', nationalId: 'X1' } };
    const visa = resolveVisaForms(stored, people);
    expect(visa.basicInfo?.placeOfBirth).toBeUndefined();
    expect(visa.basicInfo?.nationalId).toBe('X1');
    expect(visaItemValues(visa)['1.6']).toBeUndefined();
    // A Latin answer kept on the Korean-only invitation is asked again in Korean.
    const invitation = resolveAnswers(
      getForm('invitation-letter'),
      { 'il.sponsor-birth': { birthCountry: 'abroad', birthCountryName: 'Japan' } },
      emptyPeople(),
    );
    expect(invitation['il.sponsor-birth']).toEqual({ birthCountry: 'abroad' });
    // The same answer in the script the form asks is the form's own and still prints.
    const kept = resolveVisaForms({ ...stored, basicInfo: { placeOfBirth: 'Canada' } }, emptyPeople());
    expect(kept.basicInfo?.placeOfBirth).toBe('Canada');
  });

  it('names: the Hangul name and the Latin names are separate facts, each printed where its form asks it', () => {
    const hangul: PersonFactRef = { role: 'sponsor', fact: 'hangulName' };
    let people: People = withFact(emptyPeople(), hangul, '박준호', 'a');
    // Only the Hangul name is held: the visa form's spouse name (5.2, in English) is asked, not filled from it.
    let visa = resolveVisaForms(emptyApplicationForms(), people);
    expect(visa.spouseInfo?.spouseFamilyName).toBeUndefined();
    expect(visa.spouseInfo?.spouseGivenNames).toBeUndefined();
    people = withFact(people, { role: 'sponsor', fact: 'familyName' }, 'PARK', 'b');
    people = withFact(people, { role: 'sponsor', fact: 'givenNames' }, 'JOONHO', 'b');
    visa = resolveVisaForms(emptyApplicationForms(), people);
    expect([visa.spouseInfo?.spouseFamilyName, visa.spouseInfo?.spouseGivenNames]).toEqual(['PARK', 'JOONHO']);
    // The Korean forms print the Hangul name, whatever the Latin one says.
    const invitation = resolveAnswers(getForm('invitation-letter'), {}, people);
    expect((invitation['il.sponsor-name-sex'] as Record<string, string>).name).toBe('박준호');
    const guarantee = resolveAnswers(getForm('personal-guarantee'), {}, people);
    expect((guarantee['pg.guarantor-name'] as Record<string, string>).fullName).toBe('박준호');
    // Editing one never changes the other.
    people = withFact(people, hangul, '박준오', 'c');
    visa = resolveVisaForms(emptyApplicationForms(), people);
    expect([visa.spouseInfo?.spouseFamilyName, visa.spouseInfo?.spouseGivenNames]).toEqual(['PARK', 'JOONHO']);
    people = withFact(people, { role: 'sponsor', fact: 'givenNames' }, 'JUNO', 'd');
    const again = resolveAnswers(getForm('invitation-letter'), {}, people);
    expect((again['il.sponsor-name-sex'] as Record<string, string>).name).toBe('박준오');
    // The foreign spouse's name on the invitation (12) is the passport name, family name first, unless the
    // form holds its own (a Hangul spelling added there stays the form's own, never a person fact).
    people = withFact(people, { role: 'applicant', fact: 'familyName' }, 'DOE', 'e');
    people = withFact(people, { role: 'applicant', fact: 'givenNames' }, 'JANE MARIE', 'e');
    expect(resolveAnswers(getForm('invitation-letter'), {}, people)['il.spouse-name']).toEqual({
      spouseName: 'DOE JANE MARIE',
    });
    const own = { 'il.spouse-name': { spouseName: 'DOE JANE MARIE (제인 도)' } };
    expect(resolveAnswers(getForm('invitation-letter'), own, people)['il.spouse-name']).toEqual(own['il.spouse-name']);
    expect(people.applicant.hangulName).toBeUndefined();
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

describe("the Korean spouse's name on the package (D26)", () => {
  it('the Korean documents take the first Hangul name; a Latin one is kept apart, in capitals, never in its place', () => {
    expect(sponsorNames(['', undefined, 'Park Jiyeon', null])).toEqual({ korean: '', latin: 'PARK JIYEON' });
    expect(sponsorNames(['', '박지연', 'Park Jiyeon'])).toEqual({ korean: '박지연', latin: 'PARK JIYEON' });
    expect(sponsorNames([])).toEqual({ korean: '', latin: '' });
  });
});

describe('which version a field edits (what "from your details" says it changes)', () => {
  it.each([
    [{ role: 'sponsor', fact: 'addressKorea', script: 'latin' }, 'latin'],
    [{ role: 'sponsor', fact: 'addressKorea', script: 'ko' }, 'ko'],
    [{ role: 'applicant', fact: 'givenNames' }, 'latin'],
    [{ role: 'sponsor', fact: 'hangulName' }, 'ko'],
    [{ role: 'sponsor', fact: 'phone' }, undefined],
  ] as const)('%o -> %s', (ref, script) => {
    expect(versionOf(ref)).toBe(script);
  });
});
