import { describe, expect, it } from 'vitest';
import { autoFillKeys, type AutoFillData, type AutoFillKey } from '../../../src/domain/autofill-fields';
import { formIds, getForm, getQuestion } from '../../../src/domain/forms';
import {
  f6Suggestions,
  f6Unmapped,
  suggestionsFor,
  toIsoDate,
  usSuggestions,
  usSuggestionsFor,
  usUnmapped,
  type FieldSuggestion,
} from '../../../src/domain/forms/suggestions';
import { validateField } from '../../../src/domain/forms/validate';

const HANGUL = /[\uAC00-\uD7A3]/;

const autoFill: AutoFillData = {
  fullName: 'JANE MARIE SMITH',
  firstName: 'Jane Marie',
  lastName: 'Smith',
  dateOfBirth: '1992.03.07',
  placeOfBirth: 'Portland, Oregon, USA',
  nationality: 'USA',
  sex: 'F',
  passportNumber: 'a1234 5678',
  passportIssueDate: '2020-01-01',
  passportExpiryDate: '2030-01-01',
  marriageDate: '2025-06-14',
  marriagePlace: 'Portland, Oregon',
  spouseName: '김민준',
  spouseDateOfBirth: '19900115',
  spousePlaceOfBirth: '서울특별시',
  spouseAddress: '서울특별시 마포구 월드컵로 1',
  spouseFatherName: '김철수',
  spouseMotherName: '이영희',
  fatherName: 'John Michael Smith',
  motherName: 'Smith, Mary',
  confidenceScores: {
    fullName: 'high',
    firstName: 'high',
    lastName: 'high',
    dateOfBirth: 'high',
    sex: 'high',
    nationality: 'high',
    passportNumber: 'medium',
    marriageDate: 'high',
    spouseName: 'high',
    spouseDateOfBirth: 'high',
    spouseAddress: 'high',
    fatherName: 'high',
  },
  sources: {
    lastName: 'passport',
    firstName: 'passport',
    dateOfBirth: 'passport',
    sex: 'passport',
    spouseName: 'marriageCertificate',
    fatherName: 'birthCertificate',
  },
};

const all = (): FieldSuggestion[] => formIds.flatMap((id) => suggestionsFor('f6', id, autoFill));
const find = (questionId: string, fieldId: string, list = all()) =>
  list.find((s) => s.questionId === questionId && s.fieldId === fieldId);

describe('f6 mapping table', () => {
  it('maps every auto-fill key or lists it as unmapped with a reason, never both', () => {
    for (const key of autoFillKeys) {
      const mapped = (f6Suggestions[key]?.length ?? 0) > 0;
      const unmapped = key in f6Unmapped;
      expect(mapped !== unmapped, key).toBe(true);
      if (unmapped) expect(f6Unmapped[key]?.length ?? 0, key).toBeGreaterThan(10);
    }
    for (const key of [...Object.keys(f6Suggestions), ...Object.keys(f6Unmapped)])
      expect(autoFillKeys as readonly string[]).toContain(key);
  });

  it('points only at existing questions and fields of the named form', () => {
    for (const [key, targets] of Object.entries(f6Suggestions)) {
      for (const tg of targets ?? []) {
        const q = getQuestion(tg.questionId);
        expect(q, `${key} -> ${tg.questionId}`).toBeDefined();
        expect(q?.formId, `${key} -> ${tg.questionId}`).toBe(tg.formId);
        expect(getForm(tg.formId).questions).toContain(q);
        expect(
          q?.fields.map((f) => f.id),
          `${key} -> ${tg.questionId}.${tg.fieldId}`,
        ).toContain(tg.fieldId);
        if (tg.row !== undefined) {
          expect(q?.kind, `${key}: a row needs a table`).toBe('group');
          expect(tg.row).toBeLessThan(q?.group?.maxRows ?? 0);
        } else {
          expect(q?.kind, `${key} -> ${tg.questionId} is a table; give a row`).toBe('fields');
        }
      }
    }
  });

  it('sends the passport data to the guarantee and the statement, and the spouse data to the sponsor fields', () => {
    const targetsOf = (key: AutoFillKey) => (f6Suggestions[key] ?? []).map((t) => `${t.questionId}.${t.fieldId}`);
    expect(targetsOf('passportNumber')).toEqual(['pg.applicant-passport.passportNumber']);
    expect(targetsOf('dateOfBirth')).toEqual(['pg.applicant-birth-sex.dateOfBirth', 'si.date-of-birth.dateOfBirth']);
    expect(targetsOf('spouseName')).toContain('pg.guarantor-name.fullName');
    expect(targetsOf('spouseName')).toContain('il.sponsor-name-sex.name');
    expect(targetsOf('spouseDateOfBirth')).toEqual(['il.sponsor-birth.dateOfBirth', 'pg.guarantor-id.dateOfBirth']);
  });
});

describe('suggestionsFor (f6)', () => {
  it('suggests only for the asked form', () => {
    for (const id of formIds)
      for (const s of suggestionsFor('f6', id, autoFill)) expect(getQuestion(s.questionId)?.formId).toBe(id);
  });

  it('converts values to what the fields accept', () => {
    expect(find('pg.applicant-birth-sex', 'dateOfBirth')?.value).toBe('1992-03-07');
    expect(find('pg.applicant-birth-sex', 'sex')?.value).toBe('female');
    expect(find('si.sex', 'sex')?.value).toBe('female');
    expect(find('pg.applicant-name', 'familyName')?.value).toBe('SMITH');
    expect(find('si.given-name', 'givenName')?.value).toBe('JANE MARIE');
    expect(find('pg.applicant-passport', 'passportNumber')?.value).toBe('A12345678');
    expect(find('pg.applicant-nationality', 'nationality')?.value).toBe('미국');
    expect(find('pg.guarantor-id', 'dateOfBirth')?.value).toBe('1990-01-15');
    expect(find('il.sponsor-birth', 'birthCountry')?.value).toBe('korea');
    expect(find('si.father', 'familyName')?.value).toBe('Smith');
    expect(find('si.father', 'givenName')?.value).toBe('John Michael');
    expect(find('si.mother', 'familyName')?.value).toBe('Smith');
    expect(find('si.mother', 'givenName')?.value).toBe('Mary');
  });

  it('addresses table rows for the parents of the Korean spouse', () => {
    const rows = all().filter((s) => s.questionId === 'il.family-awareness');
    expect(rows).toEqual([
      expect.objectContaining({ fieldId: 'name', row: 0, value: '김철수', autoFillKey: 'spouseFatherName' }),
      expect.objectContaining({ fieldId: 'name', row: 1, value: '이영희', autoFillKey: 'spouseMotherName' }),
    ]);
  });

  it('produces values that pass the target field validation', () => {
    const today = new Date(2026, 10, 22);
    for (const s of all()) {
      const field = getQuestion(s.questionId)?.fields.find((f) => f.id === s.fieldId);
      if (!field) throw new Error(`missing ${s.questionId}.${s.fieldId}`);
      expect(validateField(field, s.value, today), `${s.questionId}.${s.fieldId} = ${String(s.value)}`).toBeNull();
    }
  });

  it('carries the source and caps the confidence where the mapping is uncertain', () => {
    expect(find('pg.applicant-birth-sex', 'dateOfBirth')).toMatchObject({
      source: 'passport',
      confidence: 'high',
      autoFillKey: 'dateOfBirth',
    });
    expect(find('pg.applicant-passport', 'passportNumber')?.confidence).toBe('medium');
    expect(find('pg.guarantor-name', 'fullName')).toMatchObject({
      source: 'marriageCertificate',
      confidence: 'medium',
    });
    expect(find('si.father', 'familyName')).toMatchObject({ source: 'birthCertificate', confidence: 'low' });
    // No score given: treated as low.
    expect(find('il.wedding', 'place')?.confidence).toBe('low');
    expect(find('il.wedding', 'place')?.source).toBeUndefined();
  });

  it('lowers the confidence of a nationality it cannot translate', () => {
    const s = suggestionsFor('f6', 'personal-guarantee', {
      nationality: 'Atlantis',
      confidenceScores: { nationality: 'high' },
    });
    expect(s).toEqual([expect.objectContaining({ value: 'Atlantis', confidence: 'low' })]);
  });

  it('drops values it cannot convert instead of guessing', () => {
    const data: AutoFillData = { sex: 'X', dateOfBirth: 'sometime in 1990', lastName: '  ', confidenceScores: {} };
    expect(formIds.flatMap((id) => suggestionsFor('f6', id, data))).toEqual([]);
  });

  it('returns nothing for the US visa types, whose forms are not in the app', () => {
    expect(suggestionsFor('cr1', 'invitation-letter', autoFill)).toEqual([]);
    expect(suggestionsFor('ir1', 'personal-guarantee', autoFill)).toEqual([]);
  });

  it.each([
    ['1990-01-15', '1990-01-15'],
    ['1990.1.5', '1990-01-05'],
    ['1990/01/15', '1990-01-15'],
    ['1990년 1월 15일', '1990-01-15'],
    ['19900115', '1990-01-15'],
    ['1990-02-30', null],
    ['15/01/1990', null],
  ])('toIsoDate(%s) = %s', (raw, expected) => {
    expect(toIsoDate(raw)).toBe(expected);
  });
});

describe('cr1 / ir1 mapping tables', () => {
  it.each(['cr1', 'ir1'] as const)('%s: maps or explains every auto-fill key, with bilingual labels', (visa) => {
    const table = usSuggestions[visa];
    for (const key of autoFillKeys) {
      const mapped = (table[key]?.length ?? 0) > 0;
      expect(mapped !== key in usUnmapped, key).toBe(true);
    }
    for (const [key, targets] of Object.entries(table)) {
      expect(autoFillKeys as readonly string[]).toContain(key);
      for (const tg of targets ?? []) {
        expect(['I-130', 'I-130A', 'DS-260']).toContain(tg.form);
        expect(tg.field).toMatch(/^(Part \d+\.|[A-Z][A-Za-z ]+:)/);
        expect(tg.label.en.trim()).not.toBe('');
        expect(HANGUL.test(tg.label.ko), `${key} ${tg.field}`).toBe(true);
      }
    }
  });

  it('puts the applicant in I-130 Part 2 and the Korean spouse in Part 4, the I-130A and the DS-260', () => {
    const forms = (key: AutoFillKey) => (usSuggestions.cr1[key] ?? []).map((t) => `${t.form} ${t.field.split(':')[0]}`);
    expect(forms('lastName')[0]).toBe('I-130 Part 2. Information About You');
    expect(forms('spouseName')).toEqual([
      'I-130 Part 4. Information About Beneficiary',
      'I-130A Part 1. Information About You',
      'DS-260 Personal Information',
    ]);
    expect(usSuggestions.ir1).toBe(usSuggestions.cr1);
  });

  it('lists values to copy, dates in ISO form', () => {
    const list = usSuggestionsFor('cr1', autoFill);
    const dob = list.filter((s) => s.autoFillKey === 'dateOfBirth');
    expect(dob.length).toBe(2);
    expect(dob.every((s) => s.value === '1992-03-07' && s.confidence === 'high' && s.source === 'passport')).toBe(true);
    expect(list.some((s) => s.autoFillKey === 'passportNumber')).toBe(false);
    expect(usSuggestionsFor('ir1', { confidenceScores: {} })).toEqual([]);
  });
});
