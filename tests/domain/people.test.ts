import { describe, expect, it } from 'vitest';
import { forms } from '@/domain/forms';
import { formCompletion } from '@/domain/forms/completion';
import { personFields, resolveAnswers } from '@/domain/forms/resolve';
import { emptyPeople, mergePeople, withFact, type People } from '@/domain/people';
import { peopleFromStore } from '@/domain/people-migration';
import { applicationFormSections } from '@/domain/application';
import { visaSectionDef } from '@/domain/visa-application/questions';

/** Every question that asks a person fact, listed from the form definitions (D20). */
const tagged = Object.values(forms).flatMap((form) =>
  personFields(form).map(
    ({ questionId, field }) => `${questionId}.${field.id} -> ${field.person!.role}.${field.person!.fact}`,
  ),
);

describe('people mapping from the form definitions', () => {
  it('tags exactly these fields with a person fact', () => {
    expect(tagged).toEqual([
      'pg.applicant-name.familyName -> applicant.familyName',
      'pg.applicant-name.givenNames -> applicant.givenNames',
      'pg.applicant-birth-sex.dateOfBirth -> applicant.dateOfBirth',
      'pg.applicant-birth-sex.sex -> applicant.sex',
      'pg.applicant-nationality.nationality -> applicant.nationality',
      'pg.applicant-passport.passportNumber -> applicant.passportNumber',
      'pg.applicant-korea-address.address -> applicant.addressKorea',
      'pg.applicant-phone.phone -> applicant.phone',
      'pg.guarantor-name.fullName -> sponsor.hangulName',
      'pg.guarantor-nationality-sex.nationality -> sponsor.nationality',
      'pg.guarantor-nationality-sex.sex -> sponsor.sex',
      'pg.guarantor-id.dateOfBirth -> sponsor.dateOfBirth',
      'pg.guarantor-id.passportNumber -> sponsor.passportNumber',
      'pg.guarantor-phone.phone -> sponsor.phone',
      'pg.guarantor-address.address -> sponsor.addressKorea',
      'pg.guarantor-employment.workplace -> sponsor.employer',
      'pg.guarantor-employment.workplaceLatin -> sponsor.employer',
      'pg.date-signature.guarantorName -> sponsor.hangulName',
      'il.sponsor-name-sex.name -> sponsor.hangulName',
      'il.sponsor-name-sex.sex -> sponsor.sex',
      'il.sponsor-birth.birthCountryName -> sponsor.placeOfBirth',
      'il.sponsor-birth.dateOfBirth -> sponsor.dateOfBirth',
      'il.sponsor-address.address -> sponsor.addressKorea',
      'il.sponsor-contact.mobilePhone -> sponsor.phone',
      'il.sponsor-contact.email -> sponsor.email',
      'il.first-meeting.place -> couple.meetingPlace',
      'il.current-employment.workplace -> sponsor.employer',
      'il.home.address -> applicant.addressKorea',
      'il.date-signature.sponsorName -> sponsor.hangulName',
      'si.family-name.familyName -> applicant.familyName',
      'si.given-name.givenName -> applicant.givenNames',
      'si.date-of-birth.dateOfBirth -> applicant.dateOfBirth',
      'si.sex.sex -> applicant.sex',
    ]);
  });

  it('reads the whole passport name where a form asks it in one field', () => {
    const whole = Object.values(forms).flatMap((f) =>
      f.questions.flatMap((q) => q.fields.filter((x) => x.personName).map((x) => `${q.id}.${x.id} -> ${x.personName}`)),
    );
    expect(whole).toEqual(['il.spouse-name.spouseName -> applicant', 'si.signature.applicantName -> applicant']);
    const people = withFact(
      withFact(emptyPeople(), { role: 'applicant', fact: 'familyName' }, 'SMITH', 'a'),
      { role: 'applicant', fact: 'givenNames' },
      'JANE',
      'a',
    );
    expect(resolveAnswers(forms['invitation-letter'], {}, people)['il.spouse-name']).toEqual({
      spouseName: 'SMITH JANE',
    });
    // What the form holds itself wins for a whole name (it may add the Hangul spelling).
    expect(
      resolveAnswers(
        forms['invitation-letter'],
        { 'il.spouse-name': { spouseName: 'SMITH JANE (제인 스미스)' } },
        people,
      )['il.spouse-name'],
    ).toEqual({ spouseName: 'SMITH JANE (제인 스미스)' });
  });

  it('tags a field only where its answer type can hold the fact', () => {
    for (const form of Object.values(forms))
      for (const { field } of personFields(form)) {
        const fact = field.person!.fact;
        if (fact === 'dateOfBirth' || fact.endsWith('Date')) expect(field.type).toBe('date');
        else if (fact === 'sex') expect(field.options?.map((o) => o.value)).toEqual(['male', 'female']);
        else if (fact === 'phone') expect(field.type).toBe('phone');
        else if (fact === 'email') expect(field.type).toBe('email');
        else if (fact.startsWith('address')) expect(field.type).toBe('address');
        else expect(field.type).toBe('text');
      }
  });

  it('the applicant name typed once answers it in the guarantee and the statement', () => {
    let people: People = emptyPeople();
    people = withFact(people, { role: 'applicant', fact: 'familyName' }, 'SMITH', '2026-01-01T00:00:00.000Z');
    people = withFact(people, { role: 'applicant', fact: 'givenNames' }, 'JANE', '2026-01-01T00:00:00.000Z');
    const guarantee = resolveAnswers(forms['personal-guarantee'], {}, people);
    expect(guarantee['pg.applicant-name']).toEqual({ familyName: 'SMITH', givenNames: 'JANE' });
    const statement = resolveAnswers(forms['spouse-information'], {}, people);
    expect(statement['si.family-name']).toEqual({ familyName: 'SMITH' });
    expect(statement['si.given-name']).toEqual({ givenName: 'JANE' });
    // and the questions count as answered there
    expect(formCompletion(forms['spouse-information'], statement, [], new Date()).answered).toBe(2);
    // Other answers of the form are kept as they are.
    const kept = resolveAnswers(forms['personal-guarantee'], { 'pg.applicant-hanja': { hanjaName: '史' } }, people);
    expect(kept['pg.applicant-hanja']).toEqual({ hanjaName: '史' });
  });

  it('counts how many answers the couple types to fill the three forms, before and after', () => {
    const fields = Object.values(forms).flatMap((f) => personFields(f));
    const distinct = new Set(fields.map(({ field }) => `${field.person!.role}.${field.person!.fact}`));
    // Before: every tagged field typed in its form; after: each fact once.
    expect({ typedBefore: fields.length, typedAfter: distinct.size, saved: fields.length - distinct.size }).toEqual({
      typedBefore: 33,
      typedAfter: 19,
      saved: 14,
    });
    // Questions whose every required field is a person fact: answered from the details alone.
    const whole = Object.values(forms)
      .flatMap((f) => f.questions)
      .filter(
        (q) =>
          q.kind === 'fields' &&
          q.fields.filter((x) => x.required).length > 0 &&
          q.fields.filter((x) => x.required).every((x) => x.person),
      );
    console.info(
      `person-fact questions: ${whole.length} questions; fields typed ${fields.length} before, ${distinct.size} after`,
    );
    expect(whole.length).toBeGreaterThan(10);
  });

  it('with the visa application form: 58 person-fact answers typed before, 31 after', () => {
    const official = Object.values(forms).flatMap((f) =>
      personFields(f).map(({ field }) => `${field.person!.role}.${field.person!.fact}`),
    );
    const visa = applicationFormSections.flatMap((s) =>
      visaSectionDef(s)
        .fields.filter((f) => f.person)
        .map((f) => `${f.person!.role}.${f.person!.fact}`),
    );
    // Whole passport names ("SMITH JANE") are read from the family and given names: typed before, never after.
    const wholeNames = Object.values(forms).flatMap((f) =>
      f.questions.flatMap((q) => q.fields.filter((x) => x.personName)),
    );
    const before = official.length + visa.length + wholeNames.length;
    const after = new Set([...official, ...visa]).size;
    expect({ official: official.length, visa: visa.length, wholeNames: wholeNames.length, before, after }).toEqual({
      official: 33,
      visa: 23,
      wholeNames: 2,
      before: 58,
      after: 31,
    });
  });
});

describe('merging people records per field by time', () => {
  it('takes the newer value of each fact, from either side', () => {
    const a = withFact(
      withFact(emptyPeople(), { role: 'applicant', fact: 'phone' }, '1', '2026-01-02'),
      { role: 'sponsor', fact: 'email' },
      'old@x.kr',
      '2026-01-01',
    );
    const b = withFact(
      withFact(emptyPeople(), { role: 'applicant', fact: 'phone' }, '2', '2026-01-01'),
      { role: 'sponsor', fact: 'email' },
      'new@x.kr',
      '2026-01-03',
    );
    const { merged, fromOther } = mergePeople(a, b);
    expect(merged.applicant.phone?.value).toBe('1');
    expect(merged.sponsor.email?.value).toBe('new@x.kr');
    expect(fromOther).toEqual([{ role: 'sponsor', fact: 'email' }]);
  });

  it('builds the records from stored answers: the newest source wins', () => {
    const people = peopleFromStore(
      [
        {
          formId: 'personal-guarantee',
          lastUpdated: '2026-01-01',
          formData: { 'pg.applicant-passport': { passportNumber: 'OLD1' } },
        },
        {
          formId: 'spouse-information',
          lastUpdated: '2026-01-05',
          formData: { 'si.family-name': { familyName: 'SMITH' } },
        },
      ],
      [{ key: 'applicationForms', value: { basicInfo: { passportNumber: 'NEW2' } }, updatedAt: '2026-01-03' }],
    );
    expect(people.applicant.passportNumber?.value).toBe('NEW2');
    expect(people.applicant.familyName?.value).toBe('SMITH');
  });
});

describe('the visa application form and the people records', () => {
  it('reads a tagged field from the person where a fact is held, and keeps the rest', async () => {
    const { resolveVisaForms, visaFieldFact } = await import('@/domain/visa-application/people');
    const { sectionDefaults } = await import('@/domain/application');
    const forms = {
      ...sectionDefaults().applicationForms,
      basicInfo: { email: 'old@example.com', phone: '+1 555 0100' },
    };
    const people = withFact(emptyPeople(), { role: 'applicant', fact: 'familyName' }, 'SMITH', 'a');
    const resolved = resolveVisaForms(
      forms,
      withFact(people, { role: 'applicant', fact: 'email' }, 'jane@example.com', 'b'),
    );
    expect(resolved.basicInfo).toMatchObject({ familyName: 'SMITH', email: 'jane@example.com', phone: '+1 555 0100' });
    expect(visaFieldFact('basicInfo', 'passportNumber')).toEqual({ role: 'applicant', fact: 'passportNumber' });
  });
});
