/**
 * The certificate and the Korean register are two answers: a couple married abroad can hold the
 * certificate before the marriage is reported to Korea. The check and the plan follow each; an answer
 * saved when one question asked for both ("registered in both countries") keeps its meaning.
 */
import { describe, expect, it } from 'vitest';
import { deriveCouple } from '@/domain/couple';
import { checkEligibility, type EligibilityDraft } from '@/domain/eligibility/check';
import { splitMarriageAnswers } from '@/domain/eligibility/marriage-answers';
import { planOptionsFromCouple, planTasks } from '@/domain/timeline';

const today = '2026-11-26';
/** A Vietnamese applicant in Hanoi, married in Vietnam. */
const abroad: EligibilityDraft = {
  nationality: 'VN',
  applicantResidence: 'VN',
  marriagePlace: 'abroad',
  marriageCountry: 'VN',
};

const marriage = (answers: EligibilityDraft) =>
  checkEligibility(answers, { today }).checks.find((c) => c.id === 'marriage');
const plan = (answers: EligibilityDraft) =>
  planTasks(
    { criminalRecordCheck: 'required', healthCheck: 'required' },
    planOptionsFromCouple(deriveCouple({ eligibility: answers as Record<string, unknown> })),
  ).map((t) => t.id);

const now = (certificate: boolean | undefined, registered: boolean | undefined): EligibilityDraft => ({
  ...abroad,
  hasMarriageCertificate: certificate,
  marriageRegisteredInKorea: registered,
  certificateAskedAlone: certificate === undefined ? undefined : true,
});

describe('the marriage certificate and the Korean register, answered apart', () => {
  it.each([
    ['certificate and register', now(true, true), 'pass', []],
    ['certificate, not yet on the register', now(true, false), 'fail', ['korean-marriage-registration']],
    ['certificate, register not answered', now(true, undefined), 'unknown', ['korean-marriage-registration']],
    [
      'no certificate, not registered',
      now(false, false),
      'fail',
      ['foreign-marriage-certificate', 'korean-marriage-registration'],
    ],
    [
      'no certificate, register not answered',
      now(false, undefined),
      'fail',
      ['foreign-marriage-certificate', 'korean-marriage-registration'],
    ],
    [
      'nothing answered',
      now(undefined, undefined),
      'unknown',
      ['foreign-marriage-certificate', 'korean-marriage-registration'],
    ],
  ] as const)('%s: the check says %s and the plan holds %o', (_name, answers, status, tasks) => {
    expect(marriage(answers)?.status).toBe(status);
    const ids = plan(answers);
    for (const id of ['foreign-marriage-certificate', 'korean-marriage-registration'])
      expect(ids.includes(id), id).toBe((tasks as readonly string[]).includes(id));
    expect(ids).not.toContain('us-marriage-certificate');
  });

  it('a couple with the certificate but not on the register is told to report the marriage, in both languages', () => {
    const text = marriage(now(true, false))?.detail;
    expect(text?.en).toMatch(/not yet on the sponsor's Korean family register/);
    expect(text?.ko).toMatch(/재외공관에 혼인신고/);
  });

  it('a couple married in Korea is asked neither, and the plan holds neither task', () => {
    const korea: EligibilityDraft = { nationality: 'VN', applicantResidence: 'VN', marriagePlace: 'korea' };
    expect(marriage(korea)?.status).toBe('pass');
    expect(plan(korea)).not.toContain('korean-marriage-registration');
    expect(plan(korea)).not.toContain('foreign-marriage-certificate');
  });
});

describe('an answer saved when the certificate question also asked for the register', () => {
  const saved: EligibilityDraft = { ...abroad, hasMarriageCertificate: true };

  it('an old yes means both: the certificate in hand and the marriage on the register', () => {
    expect(splitMarriageAnswers(saved)).toMatchObject({
      hasMarriageCertificate: true,
      marriageRegisteredInKorea: true,
      certificateAskedAlone: true,
    });
    expect(marriage(saved)?.status).toBe('pass');
    expect(plan(saved)).not.toContain('korean-marriage-registration');
    expect(plan(saved)).not.toContain('foreign-marriage-certificate');
  });

  it('an old yes with the register answered no apart keeps that no, and the plan keeps the certificate (safe side)', () => {
    const both = { ...saved, marriageRegisteredInKorea: false };
    expect(splitMarriageAnswers(both).marriageRegisteredInKorea).toBe(false);
    expect(marriage(both)?.status).toBe('fail');
    expect(plan(both)).toContain('korean-marriage-registration');
    expect(plan(both)).toContain('foreign-marriage-certificate');
  });

  it('an old no stays a no, and a new yes is never read as registered', () => {
    expect(
      splitMarriageAnswers({ ...abroad, hasMarriageCertificate: false }).marriageRegisteredInKorea,
    ).toBeUndefined();
    expect(splitMarriageAnswers(now(true, undefined)).marriageRegisteredInKorea).toBeUndefined();
  });
});
