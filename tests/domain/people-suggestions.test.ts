import { describe, expect, it } from 'vitest';
import type { AutoFillData } from '@/domain/autofill-fields';
import { mergeExtraction } from '@/domain/autofill';
import { personSuggestions } from '@/domain/people-suggestions';
import { emptyPeople, withFact } from '@/domain/people';

const empty: AutoFillData = { confidenceScores: {} };
const at = '2026-01-01T00:00:00.000Z';

describe('what the documents suggest for the people records', () => {
  const passport: AutoFillData = {
    lastName: 'smith',
    firstName: 'jane',
    dateOfBirth: '1990-04-02',
    sex: 'F',
    nationality: 'USA',
    passportNumber: 'm 1234567',
    passportExpiryDate: '2034-03-01',
    confidenceScores: {
      lastName: 'medium',
      firstName: 'medium',
      dateOfBirth: 'high',
      sex: 'medium',
      nationality: 'medium',
      passportNumber: 'high',
      passportExpiryDate: 'high',
    },
    sources: {
      lastName: 'passport',
      firstName: 'passport',
      dateOfBirth: 'passport',
      sex: 'passport',
      nationality: 'passport',
      passportNumber: 'passport',
      passportExpiryDate: 'passport',
    },
  };

  it('each read value becomes a suggestion for its fact, in the one stored form', () => {
    const got = Object.fromEntries(
      personSuggestions(passport, emptyPeople()).map((s) => [
        `${s.ref.role}.${s.ref.fact}`,
        [s.value, s.confidence, s.source],
      ]),
    );
    expect(got).toEqual({
      'applicant.familyName': ['SMITH', 'medium', 'passport'],
      'applicant.givenNames': ['JANE', 'medium', 'passport'],
      'applicant.dateOfBirth': ['1990-04-02', 'high', 'passport'],
      'applicant.sex': ['female', 'medium', 'passport'],
      'applicant.nationality': ['US', 'medium', 'passport'],
      'applicant.passportNumber': ['M1234567', 'high', 'passport'],
      'applicant.passportExpiryDate': ['2034-03-01', 'high', 'passport'],
    });
  });

  it('nothing is suggested where the person already holds the same thing; a different held value is named', () => {
    let people = withFact(emptyPeople(), { role: 'applicant', fact: 'nationality' }, '미국', at);
    people = withFact(people, { role: 'applicant', fact: 'passportNumber' }, 'X0000000', at);
    const got = personSuggestions(passport, people);
    expect(got.find((s) => s.ref.fact === 'nationality')).toBeUndefined();
    expect(got.find((s) => s.ref.fact === 'passportNumber')).toMatchObject({ value: 'M1234567', current: 'X0000000' });
  });

  it("the spouse's name is suggested as the Hangul name only when the certificate gives Hangul", () => {
    const hangul = {
      ...empty,
      spouseName: '김민준',
      confidenceScores: { spouseName: 'high' as const },
      sources: { spouseName: 'marriageCertificate' as const },
    };
    expect(personSuggestions(hangul, emptyPeople())).toEqual([
      {
        ref: { role: 'sponsor', fact: 'hangulName' },
        value: '김민준',
        confidence: 'medium',
        source: 'marriageCertificate',
        autoFillKey: 'spouseName',
      },
    ]);
    expect(personSuggestions({ ...hangul, spouseName: 'KIM MINJUN' }, emptyPeople())).toEqual([]);
  });

  it("follows the spec's precedence through the auto-fill data: a birth certificate does not replace the passport's date", () => {
    const fromPassport = mergeExtraction(empty, {
      documentType: 'passport',
      fields: { dateOfBirth: { value: '1990-04-02', confidence: 'high' } },
    }).data;
    const afterBirth = mergeExtraction(fromPassport, {
      documentType: 'birthCertificate',
      fields: { dateOfBirth: { value: '1991-01-01', confidence: 'high' } },
    } as never).data;
    expect(personSuggestions(afterBirth, emptyPeople()).find((s) => s.ref.fact === 'dateOfBirth')?.value).toBe(
      '1990-04-02',
    );
  });
});
