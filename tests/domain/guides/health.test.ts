import { describe, it, expect } from 'vitest';
import {
  healthCheckExemption,
  healthDefaults,
  healthRequirements,
  healthValidityMonths,
  isTbHighRiskNationality,
  tbHighRiskCountries,
  tbHighRiskSource,
  type HealthInputs,
} from '../../../src/domain/guides/health';
import { collectText, hangul, isoDate } from '../eligibility/text-walk';

describe('healthDefaults (spec section 9)', () => {
  it('are exactly the spec defaults', () => {
    expect(healthDefaults).toEqual({
      applicantNationality: 'US',
      submittingFrom: 'us',
      pregnancy: false,
      tbHighRisk: false,
      priorHealthCertWithinValidity: false,
    });
  });
});

describe('TB high-risk list', () => {
  it('has the 35 countries, without the USA, with a dated official source', () => {
    expect(tbHighRiskCountries).toHaveLength(35);
    expect(new Set(tbHighRiskCountries).size).toBe(35);
    expect(tbHighRiskCountries).not.toContain('US');
    expect(tbHighRiskSource.asOf).toMatch(isoDate);
    expect(tbHighRiskSource.title).toContain('1446');
  });

  it.each([
    ['US', false],
    ['United States', false],
    ['미국', false],
    ['Korea', false],
    ['Vietnam', true],
    ['viet nam', true],
    ['PH', true],
    ['Philippines', true],
    ['중국', true],
    ['Peru', true],
    ['Papua New Guinea', true],
    ['DR Congo', true],
    ['Canada', false],
    ['', false],
  ])('%s -> %s', (nationality, high) => {
    expect(isTbHighRiskNationality(nationality)).toBe(high);
  });
});

describe('healthRequirements', () => {
  it('a US applicant with defaults: both health certificates, no TB certificate', () => {
    const g = healthRequirements(healthDefaults);
    expect(g.tbRequired).toBe(false);
    expect(g.healthCheck).toBe('required');
    expect(g.requirements.map((r) => [r.id, r.status])).toEqual([
      ['applicant-health-certificate', 'required'],
      ['sponsor-health-certificate', 'required'],
      ['tb-certificate', 'not-required'],
    ]);
    expect(g.requirements[0].validityMonths).toBe(6);
    expect(g.requirements[2].detail.en).toContain('United States');
    expect(g.notes).toEqual([]);
  });

  it('a TB high-risk nationality needs the TB certificate within 3 months', () => {
    const tb = healthRequirements({ applicantNationality: 'VN' }).requirements.find((r) => r.id === 'tb-certificate');
    expect(tb?.status).toBe('required');
    expect(tb?.validityMonths).toBe(healthValidityMonths.tbCertificate);
    expect(healthValidityMonths).toEqual({ healthCertificate: 6, tbCertificate: 3 });
  });

  it('the user flag alone makes TB required', () => {
    expect(healthRequirements({ tbHighRisk: true }).tbRequired).toBe(true);
  });

  it('certificates in hand are marked so', () => {
    const g = healthRequirements({ priorHealthCertWithinValidity: true });
    expect(g.requirements.slice(0, 2).map((r) => r.status)).toEqual(['in-hand', 'in-hand']);
  });

  it('pregnancy: a note about the chest X-ray, and an uncertain possible exemption', () => {
    const g = healthRequirements({ pregnancy: true });
    expect(g.notes.map((n) => n.id)).toEqual(['pregnancy-x-ray']);
    expect(g.notes[0].text.en).toContain('X-ray');
    expect(g.requirements[0].status).toBe('may-be-exempt');
    expect(g.requirements[0].source.uncertain).toBe(true);
  });

  it('in Korea, TB high-risk nationals get the re-check note', () => {
    expect(healthRequirements({ submittingFrom: 'korea', applicantNationality: 'CN' }).notes.map((n) => n.id)).toEqual([
      'korea-tb-recheck',
    ]);
    expect(healthRequirements({ submittingFrom: 'korea' }).notes).toEqual([]);
  });
});

describe('healthCheckExemption mapping', () => {
  it.each<[Partial<HealthInputs>, string]>([
    [{}, 'required'],
    [{ applicantNationality: 'VN' }, 'required'],
    [{ tbHighRisk: true }, 'required'],
    [{ priorHealthCertWithinValidity: true }, 'exempt'],
    [{ priorHealthCertWithinValidity: true, tbHighRisk: true }, 'tb-test-only'],
    [{ priorHealthCertWithinValidity: true, applicantNationality: 'Mongolia' }, 'tb-test-only'],
    // Section 14 D9: pregnancy is confirmed with the mission, never a silent drop of both certificates.
    [{ pregnancy: true }, 'required'],
    [{ pregnancy: true, applicantNationality: 'TH' }, 'required'],
  ])('%o -> %s', (inputs, status) => {
    expect(healthCheckExemption(inputs)).toBe(status);
    expect(healthRequirements(inputs).healthCheck).toBe(status);
  });
});

describe('health texts', () => {
  it.each<[Partial<HealthInputs>]>([
    [{}],
    [{ applicantNationality: 'VN', submittingFrom: 'korea', pregnancy: true }],
    [{ priorHealthCertWithinValidity: true, applicantNationality: 'Atlantis' }],
  ])('%o: bilingual with Hangul, sources dated', (inputs) => {
    const { localized, sources } = collectText(healthRequirements(inputs));
    for (const { path, value } of localized) {
      expect(value.en.trim(), path).not.toBe('');
      expect(value.ko, path).toMatch(hangul);
      expect(value.en, path).not.toContain('undefined');
    }
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const { path, value } of sources) expect(value.asOf, path).toMatch(isoDate);
  });
});
