import { beforeEach, describe, expect, it } from 'vitest';
import { readFormProgress } from '@/data/forms';
import { readPeople, saveFacts } from '@/data/people';
import { readSection, updateSection } from '@/data/sections';
import { forms } from '@/domain/forms';
import { canonicalFact, factAsAsked, factValue, toPeople } from '@/domain/people';
import { resolveVisaForms } from '@/domain/visa-application/people';
import { readEligibility, readEligibilityView, saveEligibility } from '@/features/eligibility/repo';
import { readGuides, saveHealthInputs } from '@/features/guides/repo';
import { saveAnswer } from '@/features/forms/repo';
import { resetDatabase } from '../render';
import { personFields, replacedOwnName, storedValue } from '@/domain/forms/resolve';
import { applicationFormSections } from '@/domain/application';
import { visaSectionDef } from '@/domain/visa-application/questions';
import type { PersonFactKey, PersonFactRef } from '@/domain/people';
import { saveSectionField } from '@/features/final-application/repo';
import { fieldError } from '@/domain/visa-application/validate';

beforeEach(resetDatabase);

describe('one stored form per fact: nationality as its country code', () => {
  it.each([
    ['미국', 'US'],
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['US', 'US'],
    ['Viet Nam', 'VN'],
    ['대한민국', 'KR'],
    // Not in the list: kept exactly as typed, nothing lost.
    ['Canada', 'Canada'],
    ['', ''],
  ])('%s -> %s', (typed, stored) => {
    expect(canonicalFact('nationality', typed)).toBe(stored);
  });

  it('is shown as each form asks it, keeping a form’s own text that says the same', () => {
    expect(factAsAsked('nationality', 'US', undefined, 'ko')).toBe('미국');
    expect(factAsAsked('nationality', 'US', undefined, 'passport')).toBe('UNITED STATES');
    expect(factAsAsked('nationality', 'US', 'UNITED STATES OF AMERICA', 'passport')).toBe('UNITED STATES OF AMERICA');
    expect(factAsAsked('nationality', 'US', '베트남', 'ko')).toBe('미국');
    expect(factAsAsked('nationality', 'Canada', undefined, 'ko')).toBe('Canada');
    expect(factAsAsked('phone', '010', 'x', 'ko')).toBe('010');
  });

  it('older records and backups holding the text read as the code (migration on read), with their times', () => {
    const people = toPeople({
      applicant: { role: 'applicant', nationality: { value: '미국', updatedAt: '2026-01-01T00:00:00.000Z' } },
    });
    expect(people.applicant.nationality).toEqual({ value: 'US', updatedAt: '2026-01-01T00:00:00.000Z' });
  });
});

describe('the eligibility check, the guides and the forms share the person facts', () => {
  it('a nationality and the spouse name typed in the check fill the forms, each in its language', async () => {
    await saveEligibility({ nationality: 'United States', spouseName: '김민준' });
    const people = await readPeople();
    expect(factValue(people, { role: 'applicant', fact: 'nationality' })).toBe('US');
    expect(factValue(people, { role: 'sponsor', fact: 'hangulName' })).toBe('김민준');
    const guarantee = await readFormProgress('personal-guarantee');
    expect(guarantee.answers['pg.applicant-nationality']).toEqual({ nationality: '미국' });
    expect(resolveVisaForms(await readSection('applicationForms'), people).basicInfo).toMatchObject({
      nationality: 'UNITED STATES',
    });
    // The health guide reads the same fact.
    expect((await readGuides()).couple.applicant.nationality).toBe('US');
  });

  it('a fact edited in a form or a guide shows in the check, marked as from your details', async () => {
    await saveAnswer('personal-guarantee', 'pg.applicant-nationality', { nationality: '베트남' });
    expect((await readEligibility()).nationality).toBe('VN');
    await saveHealthInputs({ applicantNationality: 'Nepal' });
    const view = await readEligibilityView();
    expect(view.answers.nationality).toBe('NP');
    expect(view.fromPerson.nationality).toBe(true);
    expect((await readFormProgress('personal-guarantee')).answers['pg.applicant-nationality']).toEqual({
      nationality: '네팔',
    });
  });

  it("a spouse name typed in Latin letters stays the check's own: it is not the Hangul name the Korean forms ask", async () => {
    await saveEligibility({ spouseName: '김민준' });
    await saveEligibility({ spouseName: 'Kim Minjun' });
    expect(factValue(await readPeople(), { role: 'sponsor', fact: 'hangulName' })).toBe('김민준');
    const view = await readEligibilityView();
    expect([view.answers.spouseName, view.fromPerson.spouseName]).toEqual(['Kim Minjun', false]);
    await saveEligibility({ spouseName: '' });
    expect((await readEligibilityView()).answers.spouseName).toBe('');
  });

  it("the check's name is the person's: read from and written to the passport name, one value with the forms (D20)", async () => {
    await saveFacts([
      { ref: { role: 'applicant', fact: 'familyName' }, value: 'SMITH' },
      { ref: { role: 'applicant', fact: 'givenNames' }, value: 'JANE' },
    ]);
    let view = await readEligibilityView();
    expect([view.answers.fullName, view.fromPerson.fullName, view.names]).toEqual([
      'SMITH JANE',
      true,
      { familyName: 'SMITH', givenNames: 'JANE' },
    ]);
    // Edited in the check: the person changes, and with it the visa application form and the official forms.
    await saveEligibility({ givenNames: 'jane marie' });
    expect(factValue(await readPeople(), { role: 'applicant', fact: 'givenNames' })).toBe('JANE MARIE');
    view = await readEligibilityView();
    expect([view.answers.fullName, view.names.givenNames]).toEqual(['SMITH JANE MARIE', 'JANE MARIE']);
    expect((await readSection('eligibility')).fullName).toBe('SMITH JANE MARIE');
    expect(resolveVisaForms(await readSection('applicationForms'), await readPeople()).basicInfo).toMatchObject({
      familyName: 'SMITH',
      givenNames: 'JANE MARIE',
    });
    // Edited elsewhere (the visa application form's name): the check shows the new one, never an older own copy.
    await saveFacts([{ ref: { role: 'applicant', fact: 'familyName' }, value: 'JONES' }]);
    expect((await readEligibilityView()).answers.fullName).toBe('JONES JANE MARIE');
  });

  it('names typed in the check are not labelled as from elsewhere; a later edit in a form keeps what was typed here, shown', async () => {
    await saveEligibility({ familyName: 'santos', givenNames: 'maria clara reyes' });
    let view = await readEligibilityView();
    expect([view.fromPerson.fullName, view.replacedName]).toEqual([false, null]);
    // The marriage background statement's 1.2 typed shorter: one fact, so every form prints it (D20) ...
    await saveAnswer('spouse-information', 'si.given-name', { givenName: 'MARIA CLARA' });
    view = await readEligibilityView();
    expect(view.names).toEqual({ familyName: 'SANTOS', givenNames: 'MARIA CLARA' });
    // ... and the check keeps and shows what was typed there, marked as changed elsewhere.
    expect([view.fromPerson.fullName, view.replacedName]).toEqual([true, 'SANTOS MARIA CLARA REYES']);
    expect((await readSection('eligibility')).fullName).toBe('SANTOS MARIA CLARA REYES');
    // Typed again in the check: both agree there, and the statement's own answer is the one shown as replaced.
    await saveEligibility({ givenNames: 'MARIA CLARA REYES' });
    view = await readEligibilityView();
    expect([view.fromPerson.fullName, view.replacedName]).toEqual([false, null]);
    const form = forms['spouse-information'];
    const field = personFields(form).find((f) => f.questionId === 'si.given-name')!.field;
    const own = (await readFormProgress('spouse-information')).formData;
    const people = await readPeople();
    expect(replacedOwnName(field, people, storedValue(own, 'si.given-name', field.id))).toBe('MARIA CLARA');
    expect(replacedOwnName(field, people, 'maria  clara reyes')).toBeUndefined();
  });

  it('a whole name typed before the check asked the two names is kept and offered to enter again, until a name is held', async () => {
    await updateSection('eligibility', (e) => ({ ...e, fullName: 'Jane Smith' }));
    let view = await readEligibilityView();
    expect([view.answers.fullName, view.earlierName, view.fromPerson.fullName]).toEqual([
      'Jane Smith',
      'Jane Smith',
      false,
    ]);
    await saveEligibility({ familyName: 'SMITH' });
    view = await readEligibilityView();
    expect([view.answers.fullName, view.earlierName]).toEqual(['SMITH', null]);
  });

  it('every question that asks a nationality reads it from the person', () => {
    const asking = Object.values(forms).flatMap((f) =>
      f.questions.flatMap((q) =>
        q.fields.filter((x) => x.person?.fact === 'nationality').map((x) => `${q.id}.${x.id}`),
      ),
    );
    expect(asking).toEqual(['pg.applicant-nationality.nationality', 'pg.guarantor-nationality-sex.nationality']);
  });
});

describe('every question that asks a person fact reads and edits the person (listed from the form definitions)', () => {
  const official = Object.values(forms).flatMap((form) =>
    personFields(form).map(({ questionId, field }) => ({
      kind: 'official' as const,
      formId: form.id,
      questionId,
      field,
    })),
  );
  const visa = applicationFormSections.flatMap((section) =>
    visaSectionDef(section)
      .fields.filter((f) => f.person)
      .map((field) => ({ kind: 'visa' as const, section, field })),
  );
  const sample = (fact: PersonFactKey, options?: Array<{ value: string }>, script?: string): string => {
    if (script === 'ko') return `${fact} 한글`;
    if (options?.length) return options.find((o) => o.value === 'female')?.value ?? options[0].value;
    if (fact === 'dateOfBirth') return '1990-01-02';
    if (fact.endsWith('Date')) return '2024-02-03';
    if (fact === 'nationality') return '베트남';
    if (fact === 'phone') return '010-1234-5678';
    if (fact === 'email') return 'one@example.com';
    if (fact === 'passportNumber') return 'M1234567';
    return fact === 'hangulName' ? '김민준' : `${fact.toUpperCase()} ONE`;
  };
  const cases = [
    ...official.map((c) => [`${c.questionId}.${c.field.id}`, c] as const),
    ...visa.map((c) => [`visa ${c.section}.${c.field.id}`, c] as const),
  ];

  it('lists 33 official-form fields and 23 visa form fields', () => {
    expect([official.length, visa.length]).toEqual([33, 23]);
  });

  it.each(cases)('%s', async (_name, c) => {
    const ref = c.field.person!;
    const typed = sample(ref.fact, c.field.options, ref.script);
    if (c.kind === 'official') await saveAnswer(c.formId, c.questionId, { [c.field.id]: typed });
    else await saveSectionField(c.section, c.field.id, typed);
    const people = await readPeople();
    expect(factValue(people, ref)).toBe(canonicalFact(ref.fact, typed));
    // A fact held in two scripts (D26): the other version is not touched.
    if (ref.script) expect(factValue(people, { ...ref, script: ref.script === 'ko' ? 'latin' : 'ko' })).toBeUndefined();
    const same = (x: PersonFactRef) => x.role === ref.role && x.fact === ref.fact && x.script === ref.script;
    // Every other question asking the same fact (in the same script) shows it, in its own language.
    for (const o of official.filter((x) => same(x.field.person!))) {
      const shown = (await readFormProgress(o.formId)).answers[o.questionId] as Record<string, string>;
      expect(canonicalFact(ref.fact, shown[o.field.id])).toBe(canonicalFact(ref.fact, typed));
    }
    const forms2 = resolveVisaForms(await readSection('applicationForms'), people);
    for (const v of visa.filter((x) => same(x.field.person!))) {
      expect(canonicalFact(ref.fact, String(forms2[v.section]?.[v.field.id]))).toBe(canonicalFact(ref.fact, typed));
    }
  });
});

describe('Hangul typed in a box that asks the Latin version (D26)', () => {
  it('is kept as the Korean version, which the Korean forms print, and the box says so', async () => {
    const field = visaSectionDef('relationshipDetails').fields.find((f) => f.id === 'addressInKorea')!;
    expect(field.person).toEqual({ role: 'applicant', fact: 'addressKorea', script: 'latin' });
    await saveSectionField('relationshipDetails', 'addressInKorea', '서울특별시 마포구 월드컵북로 123, 456호');
    const people = await readPeople();
    const ref = { role: 'applicant', fact: 'addressKorea' } as const;
    expect(factValue(people, { ...ref, script: 'ko' })).toBe('서울특별시 마포구 월드컵북로 123, 456호');
    expect(factValue(people, { ...ref, script: 'latin' })).toBeUndefined();
    expect(fieldError(field, '서울특별시 마포구 월드컵북로 123', {}, new Date())?.code).toBe('koreanVersionKept');
    expect(fieldError(field, '123 World Cup-ro, Mapo-gu, Seoul', {}, new Date())).toBeNull();
    // Latin letters still go to the Latin version.
    await saveSectionField('relationshipDetails', 'addressInKorea', '123 World Cup-ro, Mapo-gu, Seoul');
    expect(factValue(await readPeople(), { ...ref, script: 'latin' })).toBe('123 World Cup-ro, Mapo-gu, Seoul');
  });
});
