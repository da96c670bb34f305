// The eligibility answer about the marriage and the plan say the same (D25): once the couple says the
// certificate is held and the marriage registered in both countries, no task asks for either again.
import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../../../src/domain/eligibility/check';
import type { EligibilityDraft } from '../../../src/domain/eligibility/types';
import { planOptionsFromFacts, planTasks, type ExemptionStatus } from '../../../src/domain/timeline';

const required: ExemptionStatus = { criminalRecordCheck: 'required', healthCheck: 'required' };
const planIds = (facts: Record<string, unknown>) => planTasks(required, planOptionsFromFacts(facts)).map((t) => t.id);
const marriageCheck = (facts: Record<string, unknown>) =>
  checkEligibility(facts as EligibilityDraft, { today: '2026-11-26' }).checks.find((c) => c.id === 'marriage');
const MARRIAGE_TASKS = ['us-marriage-certificate', 'foreign-marriage-certificate', 'korean-marriage-registration'];

describe('the marriage answer in eligibility and the timeline', () => {
  it.each([
    ['abroad, in Japan', { marriagePlace: 'abroad', marriageCountry: 'JP' }],
    ['abroad, in the US', { marriagePlace: 'abroad', marriageCountry: 'US' }],
    ['abroad, country not said', { marriagePlace: 'abroad' }],
  ])('married %s and the certificate held: the check is met and no marriage task is left', (_, place) => {
    const facts = { ...place, hasMarriageCertificate: true };
    expect(marriageCheck(facts)?.status).toBe('pass');
    const ids = planIds(facts);
    for (const id of MARRIAGE_TASKS) expect(ids).not.toContain(id);
  });

  it('a yes with the Korean register answered no apart keeps the report and the certificate (safe side)', () => {
    const facts = {
      marriagePlace: 'abroad',
      marriageCountry: 'JP',
      hasMarriageCertificate: true,
      marriageRegisteredInKorea: false,
    };
    expect(marriageCheck(facts)?.status).toBe('fail');
    const ids = planIds(facts);
    expect(ids).toContain('korean-marriage-registration');
    expect(ids).toContain('foreign-marriage-certificate');
  });

  it('no certificate yet: the plan holds getting it and reporting the marriage', () => {
    const ids = planIds({ marriagePlace: 'abroad', marriageCountry: 'JP', hasMarriageCertificate: false });
    expect(ids).toContain('foreign-marriage-certificate');
    expect(ids).toContain('korean-marriage-registration');
  });

  it('the check is titled by what it checks: married in Korea, no second registration asked', () => {
    const korea = marriageCheck({ marriagePlace: 'korea' });
    expect(korea?.title.en).toBe('Marriage reported in Korea');
    expect(korea?.title.ko).toBe('한국에서 한 혼인신고');
    expect(`${korea?.title.en} ${korea?.title.ko}`).not.toMatch(/both|양국/);
    for (const place of ['abroad', undefined]) {
      const check = marriageCheck({ marriagePlace: place, hasMarriageCertificate: true });
      expect(check?.title.en).toBe('Marriage registered in both countries');
      expect(check?.detail.en).toMatch(/Korean marriage relation certificate/);
    }
  });
});
