import { describe, expect, it } from 'vitest';
import type { AutoFillData, AutoFillKey, Confidence } from '../../src/domain/autofill-fields';
import {
  extractionRecordData,
  mergeExtraction,
  pickSpouseRole,
  type ExtractedField,
  type Extraction,
  type MarriageCertificateExtraction,
  type Party,
} from '../../src/domain/autofill';
import { findMrzLines, mrzDateToIso, mrzToPassportExtraction, type MrzParse } from '../../src/domain/mrz';

const f = (value: string, confidence: Confidence = 'high', confirmedByUser?: boolean): ExtractedField =>
  confirmedByUser ? { value, confidence, confirmedByUser } : { value, confidence };

const data = (
  values: Partial<Record<AutoFillKey, string>>,
  confidenceScores: Partial<Record<AutoFillKey, Confidence>> = {},
  sources: AutoFillData['sources'] = {},
): AutoFillData => ({ ...values, confidenceScores, sources });

const empty = data({});

describe('mergeExtraction: passport data overrides', () => {
  it.each<
    [string, AutoFillData, Extraction, Partial<Record<AutoFillKey, string>>, Partial<Record<AutoFillKey, Confidence>>]
  >([
    [
      'fills an empty record',
      empty,
      { documentType: 'passport', fields: { passportNumber: f('M1234567'), nationality: f('USA', 'medium') } },
      { passportNumber: 'M1234567', nationality: 'USA' },
      { passportNumber: 'high', nationality: 'medium' },
    ],
    [
      'overrides a value from a birth certificate, even of higher confidence',
      data({ dateOfBirth: '1990-01-02' }, { dateOfBirth: 'high' }, { dateOfBirth: 'birthCertificate' }),
      { documentType: 'passport', fields: { dateOfBirth: f('1990-01-03', 'low') } },
      { dateOfBirth: '1990-01-03' },
      { dateOfBirth: 'low' },
    ],
    [
      'overrides an earlier passport reading',
      data({ lastName: 'SM1TH' }, { lastName: 'low' }, { lastName: 'passport' }),
      { documentType: 'passport', fields: { lastName: f('SMITH', 'medium') } },
      { lastName: 'SMITH' },
      { lastName: 'medium' },
    ],
    [
      'an empty value never clears a field',
      data({ passportNumber: 'M1234567' }, { passportNumber: 'high' }),
      { documentType: 'passport', fields: { passportNumber: f('  ', 'high') } },
      { passportNumber: 'M1234567' },
      { passportNumber: 'high' },
    ],
    [
      'trims values',
      empty,
      { documentType: 'passport', fields: { placeOfBirth: f('  Denver ') } },
      { placeOfBirth: 'Denver' },
      { placeOfBirth: 'high' },
    ],
  ])('%s', (_name, current, extraction, values, scores) => {
    const { data: out } = mergeExtraction(current, extraction);
    for (const [key, value] of Object.entries(values)) expect(out[key as AutoFillKey]).toBe(value);
    for (const [key, c] of Object.entries(scores)) expect(out.confidenceScores[key as AutoFillKey]).toBe(c);
  });

  it('records the source of every field it writes and leaves the others alone', () => {
    const current = data(
      { marriageDate: '2024-05-01' },
      { marriageDate: 'medium' },
      { marriageDate: 'marriageCertificate' },
    );
    const { data: out, applied } = mergeExtraction(current, {
      documentType: 'passport',
      fields: { sex: f('F', 'medium') },
    });
    expect(out.sources).toEqual({ marriageDate: 'marriageCertificate', sex: 'passport' });
    expect(out.confidenceScores).toEqual({ marriageDate: 'medium', sex: 'medium' });
    expect(out.marriageDate).toBe('2024-05-01');
    expect(applied).toEqual(['sex']);
  });

  it('does not mutate its input', () => {
    const current = data({ fullName: 'A' }, { fullName: 'low' }, { fullName: 'manual' });
    const copy = structuredClone(current);
    mergeExtraction(current, { documentType: 'passport', fields: { fullName: f('B', 'high'), sex: f('M') } });
    expect(current).toEqual(copy);
  });
});

describe('mergeExtraction: the full name is overwritten only by higher confidence', () => {
  it.each<[Confidence | undefined, ExtractedField, boolean]>([
    // existing confidence, new field, overwritten?
    ['low', f('NEW NAME', 'medium'), true],
    ['low', f('NEW NAME', 'high'), true],
    ['medium', f('NEW NAME', 'high'), true],
    ['medium', f('NEW NAME', 'medium'), false],
    ['medium', f('NEW NAME', 'low'), false],
    ['high', f('NEW NAME', 'high'), false],
    ['high', f('NEW NAME', 'medium'), false],
    [undefined, f('NEW NAME', 'medium'), true], // a saved name of unknown confidence counts as low
    [undefined, f('NEW NAME', 'low'), false],
    ['high', f('NEW NAME', 'high', true), true], // the user typed or corrected it: the user wins
    ['high', f('NEW NAME', 'medium', true), true],
  ])('existing %s, new %o -> overwritten: %s', (existing, field, overwritten) => {
    const current = data({ fullName: 'OLD NAME' }, existing ? { fullName: existing } : {}, { fullName: 'manual' });
    const {
      data: out,
      kept,
      applied,
    } = mergeExtraction(current, {
      documentType: 'passport',
      fields: { fullName: field, lastName: f('NAME', 'medium') },
    });
    expect(out.fullName).toBe(overwritten ? 'NEW NAME' : 'OLD NAME');
    expect(out.confidenceScores.fullName).toBe(overwritten ? field.confidence : existing);
    expect(out.sources?.fullName).toBe(overwritten ? 'passport' : 'manual');
    expect(kept).toEqual(overwritten ? [] : ['fullName']);
    // The rest of the passport still overrides.
    expect(applied).toContain('lastName');
    expect(out.lastName).toBe('NAME');
  });

  it('an empty full name is always filled', () => {
    const { data: out } = mergeExtraction(data({ fullName: '' }, { fullName: 'high' }), {
      documentType: 'passport',
      fields: { fullName: f('A B', 'low') },
    });
    expect(out.fullName).toBe('A B');
    expect(out.confidenceScores.fullName).toBe('low');
  });

  it('the full-name rule is the passport one: a marriage certificate does not supply the applicant name', () => {
    const { applied } = mergeExtraction(empty, {
      documentType: 'marriageCertificate',
      groom: { name: f('KIM MINJUN') },
      bride: { name: f('ANNA SMITH') },
      applicantRole: 'bride',
    });
    expect(applied).not.toContain('fullName');
  });
});

const groom: Party = {
  name: f('김민준'),
  dateOfBirth: f('1990-03-04'),
  placeOfBirth: f('서울'),
  address: f('서울특별시 마포구'),
  fatherName: f('김철수'),
  motherName: f('이영희'),
};
const bride: Party = {
  name: f('ANNA MARIA SMITH', 'medium'),
  dateOfBirth: f('1992-07-08', 'medium'),
  placeOfBirth: f('Denver', 'medium'),
  address: f('Denver, CO', 'medium'),
  fatherName: f('JOHN SMITH', 'medium'),
  motherName: f('MARY SMITH', 'medium'),
};
const spouseOf = (out: AutoFillData) => ({
  spouseName: out.spouseName,
  spouseDateOfBirth: out.spouseDateOfBirth,
  spousePlaceOfBirth: out.spousePlaceOfBirth,
  spouseAddress: out.spouseAddress,
  spouseFatherName: out.spouseFatherName,
  spouseMotherName: out.spouseMotherName,
});
const asSpouse = (p: Party) => ({
  spouseName: p.name?.value,
  spouseDateOfBirth: p.dateOfBirth?.value,
  spousePlaceOfBirth: p.placeOfBirth?.value,
  spouseAddress: p.address?.value,
  spouseFatherName: p.fatherName?.value,
  spouseMotherName: p.motherName?.value,
});

describe('mergeExtraction: the marriage certificate supplies marriage and spouse details', () => {
  it.each<[string, AutoFillData, Omit<MarriageCertificateExtraction, 'documentType'>, 'groom' | 'bride' | null]>([
    ['the groom by default (spec)', empty, { groom, bride }, 'groom'],
    ['the bride when the certificate gives no groom details', empty, { bride }, 'bride'],
    ['the bride when the groom is present but empty', empty, { groom: { name: f('  ') }, bride }, 'bride'],
    ['the other party when the applicant is the groom', empty, { groom, bride, applicantRole: 'groom' }, 'bride'],
    ['the other party when the applicant is the bride', empty, { groom, bride, applicantRole: 'bride' }, 'groom'],
    [
      'the bride when the groom has the applicant’s saved full name',
      data({ fullName: 'Kim  Minjun' }),
      { groom: { ...groom, name: f('MINJUN KIM') }, bride },
      'bride',
    ],
    [
      'the groom when the bride has the applicant’s passport names',
      data({ firstName: 'ANNA MARIA', lastName: 'SMITH' }),
      { groom, bride },
      'groom',
    ],
    [
      'the default when both names match (nothing decides)',
      data({ fullName: 'ANNA MARIA SMITH' }),
      { groom: { ...groom, name: f('ANNA MARIA SMITH') }, bride },
      'groom',
    ],
    [
      'the user’s word beats the name match',
      data({ fullName: 'ANNA MARIA SMITH' }),
      { groom, bride, applicantRole: 'groom' },
      'bride',
    ],
    ['nobody when neither party has details', empty, { groom: {}, bride: {} }, null],
  ])('%s', (_name, current, cert, expected) => {
    const extraction: MarriageCertificateExtraction = { documentType: 'marriageCertificate', ...cert };
    expect(pickSpouseRole(extraction, current)).toBe(expected);
    const { data: out } = mergeExtraction(current, extraction);
    if (expected)
      expect(spouseOf(out)).toEqual(asSpouse(expected === 'groom' ? (cert.groom as Party) : (cert.bride as Party)));
    else expect(out.spouseName).toBeUndefined();
  });

  it('never mixes the two parties: a field missing on the spouse is not taken from the applicant', () => {
    const { data: out } = mergeExtraction(empty, {
      documentType: 'marriageCertificate',
      groom: { name: f('김민준') },
      bride,
    });
    expect(out.spouseName).toBe('김민준');
    expect(out.spouseDateOfBirth).toBeUndefined();
    expect(out.spouseFatherName).toBeUndefined();
  });

  it('sets marriage date and place, and overrides earlier values with their confidence and source', () => {
    const current = data(
      { marriageDate: '2023-01-01', spouseName: 'OLD', fullName: 'ANNA' },
      { marriageDate: 'high', spouseName: 'high', fullName: 'medium' },
      { marriageDate: 'manual', spouseName: 'manual', fullName: 'passport' },
    );
    const {
      data: out,
      applied,
      kept,
    } = mergeExtraction(current, {
      documentType: 'marriageCertificate',
      marriageDate: f('2024-05-01', 'medium'),
      marriagePlace: f('Seoul', 'low'),
      groom: { name: f('김민준', 'medium') },
    });
    expect(out).toMatchObject({
      marriageDate: '2024-05-01',
      marriagePlace: 'Seoul',
      spouseName: '김민준',
      fullName: 'ANNA',
    });
    expect(out.confidenceScores).toMatchObject({
      marriageDate: 'medium',
      marriagePlace: 'low',
      spouseName: 'medium',
      fullName: 'medium',
    });
    expect(out.sources).toMatchObject({
      marriageDate: 'marriageCertificate',
      marriagePlace: 'marriageCertificate',
      spouseName: 'marriageCertificate',
      fullName: 'passport',
    });
    expect(applied.sort()).toEqual(['marriageDate', 'marriagePlace', 'spouseName']);
    expect(kept).toEqual([]);
  });
});

describe('mergeExtraction: a birth certificate fills only empty fields', () => {
  it.each<[string, AutoFillData, Partial<Record<AutoFillKey, string>>, AutoFillKey[], AutoFillKey[]]>([
    [
      'fills an empty record',
      empty,
      { dateOfBirth: '1990-01-02', fatherName: 'JOHN', motherName: 'MARY' },
      ['dateOfBirth', 'fatherName', 'motherName'],
      [],
    ],
    [
      'keeps what a passport gave, whatever the confidence',
      data(
        { dateOfBirth: '1990-01-03', fullName: 'ANNA SMITH' },
        { dateOfBirth: 'low', fullName: 'low' },
        { dateOfBirth: 'passport', fullName: 'passport' },
      ),
      { dateOfBirth: '1990-01-02', fullName: 'Anna Smith', placeOfBirth: 'Denver' },
      ['placeOfBirth'],
      ['dateOfBirth', 'fullName'],
    ],
    ['treats a blank saved value as empty', data({ fatherName: '  ' }), { fatherName: 'JOHN' }, ['fatherName'], []],
  ])('%s', (_name, current, offered, applied, kept) => {
    const fields = Object.fromEntries(Object.entries(offered).map(([k, v]) => [k, f(v, 'high')]));
    const result = mergeExtraction(current, { documentType: 'birthCertificate', fields });
    expect(result.applied.sort()).toEqual([...applied].sort());
    expect(result.kept.sort()).toEqual([...kept].sort());
    for (const key of applied) {
      expect(result.data[key]).toBe(offered[key]);
      expect(result.data.sources?.[key]).toBe('birthCertificate');
      expect(result.data.confidenceScores[key]).toBe('high');
    }
    for (const key of kept) {
      expect(result.data[key]).toBe(current[key]);
      expect(result.data.confidenceScores[key]).toBe(current.confidenceScores[key]);
    }
  });
});

describe('extractionRecordData', () => {
  it('flattens a marriage certificate with both parties', () => {
    expect(
      extractionRecordData({
        documentType: 'marriageCertificate',
        marriageDate: f('2024-05-01'),
        groom: { name: f('김민준') },
        bride: { name: f('ANNA'), address: f(' ') },
        applicantRole: 'bride',
      }),
    ).toEqual({ marriageDate: '2024-05-01', 'groom.name': '김민준', 'bride.name': 'ANNA', applicantRole: 'bride' });
  });
  it('keeps a passport as its fields', () => {
    expect(extractionRecordData({ documentType: 'passport', fields: { passportNumber: f('M1'), sex: f('') } })).toEqual(
      { passportNumber: 'M1' },
    );
  });
});

// --- MRZ -----------------------------------------------------------------------------------

const today = new Date('2026-11-22T00:00:00Z');
const parse = (over: Partial<MrzParse> & { invalid?: string[] } = {}): MrzParse => {
  const fields: MrzParse['fields'] = {
    documentCode: 'P',
    issuingState: 'UTO',
    lastName: 'ERIKSSON',
    firstName: 'ANNA MARIA',
    documentNumber: 'L898902C3',
    documentNumberCheckDigit: '6',
    nationality: 'UTO',
    birthDate: '740812',
    birthDateCheckDigit: '2',
    sex: 'female',
    expirationDate: '320415',
    expirationDateCheckDigit: '9',
    compositeCheckDigit: '0',
    ...over.fields,
  };
  const invalid = new Set(over.invalid ?? []);
  return {
    valid: over.valid ?? invalid.size === 0,
    corrected: over.corrected ?? false,
    fields,
    details: Object.keys(fields).map((field) => ({ field, valid: !invalid.has(field) })),
  };
};
const confidences = (p: MrzParse) =>
  Object.fromEntries(Object.entries(mrzToPassportExtraction(p, today).fields).map(([k, v]) => [k, v?.confidence]));

describe('mrzToPassportExtraction: check digits decide confidence', () => {
  it('maps a valid TD3 zone to passport fields', () => {
    const values = Object.fromEntries(
      Object.entries(mrzToPassportExtraction(parse(), today).fields).map(([k, v]) => [k, v?.value]),
    );
    expect(values).toEqual({
      lastName: 'ERIKSSON',
      firstName: 'ANNA MARIA',
      fullName: 'ERIKSSON ANNA MARIA',
      passportNumber: 'L898902C3',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      passportExpiryDate: '2032-04-15',
    });
  });

  it.each<[string, MrzParse, Record<string, Confidence | undefined>]>([
    [
      'all check digits valid: covered fields high, names/nationality/sex medium at most',
      parse(),
      {
        lastName: 'medium',
        firstName: 'medium',
        fullName: 'medium',
        passportNumber: 'high',
        nationality: 'medium',
        dateOfBirth: 'high',
        sex: 'medium',
        passportExpiryDate: 'high',
      },
    ],
    [
      'valid only after correction: covered fields medium',
      parse({ corrected: true }),
      {
        lastName: 'medium',
        firstName: 'medium',
        fullName: 'medium',
        passportNumber: 'medium',
        nationality: 'medium',
        dateOfBirth: 'medium',
        sex: 'medium',
        passportExpiryDate: 'medium',
      },
    ],
    [
      'birth date digit fails: that field low, the composite fails so the rest medium, uncovered low',
      parse({ invalid: ['birthDateCheckDigit', 'compositeCheckDigit'] }),
      {
        lastName: 'low',
        firstName: 'low',
        fullName: 'low',
        passportNumber: 'medium',
        nationality: 'low',
        dateOfBirth: 'low',
        sex: 'low',
        passportExpiryDate: 'medium',
      },
    ],
    [
      'a digit inside a name makes it low although the check digits pass',
      parse({ fields: { lastName: 'ER1KSSON' } }),
      {
        lastName: 'low',
        firstName: 'medium',
        fullName: 'low',
        passportNumber: 'high',
        nationality: 'medium',
        dateOfBirth: 'high',
        sex: 'medium',
        passportExpiryDate: 'high',
      },
    ],
  ])('%s', (_name, p, expected) => {
    expect(confidences(p)).toEqual(expected);
  });

  it('leaves out what could not be read', () => {
    const fields = mrzToPassportExtraction(
      parse({ fields: { birthDate: null, sex: null, firstName: '' }, invalid: ['birthDate', 'sex'] }),
      today,
    ).fields;
    expect(fields.dateOfBirth).toBeUndefined();
    expect(fields.sex).toBeUndefined();
    expect(fields.fullName?.value).toBe('ERIKSSON');
  });

  it.each([
    ['male', 'M'],
    ['female', 'F'],
    ['unspecified', 'X'],
  ])('sex %s -> %s', (sex, code) => {
    expect(mrzToPassportExtraction(parse({ fields: { sex } }), today).fields.sex?.value).toBe(code);
  });
});

describe('mrzDateToIso', () => {
  it.each<[string, 'birth' | 'expiry', string | null]>([
    ['740812', 'birth', '1974-08-12'],
    ['050101', 'birth', '2005-01-01'],
    ['261122', 'birth', '2026-11-22'],
    ['271122', 'birth', '1927-11-22'],
    ['320415', 'expiry', '2032-04-15'],
    ['460101', 'expiry', '2046-01-01'],
    ['470101', 'expiry', '1947-01-01'],
    ['990231', 'birth', null],
    ['7408I2', 'birth', null],
  ])('%s (%s) -> %s', (raw, kind, iso) => {
    expect(mrzDateToIso(raw, kind, today)).toBe(iso);
  });
});

describe('findMrzLines', () => {
  const l1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
  const l2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';
  it.each<[string, string, [string, string] | null]>([
    ['two clean lines', `${l1}\n${l2}`, [l1, l2]],
    [
      'OCR noise above, spaces and lower case inside',
      `PASSPORT  Surname\nsome text 123\n${l1.slice(0, 20)} ${l1.slice(20).toLowerCase()}\n${l2}\n`,
      [l1, l2],
    ],
    ['short lines are padded, long ones cut', `${l1.slice(0, 38)}\n${l2}XX`, [l1, l2]],
    ['guillemets read as <', `${l1.replace(/<</g, '«<')}\n${l2}`, [l1, l2]],
    ['no MRZ', 'MARRIAGE CERTIFICATE\nDate of marriage: 2024-05-01', null],
    ['a first line without a second', l1, null],
  ])('%s', (_name, text, expected) => {
    expect(findMrzLines(text)).toEqual(expected);
  });
});
