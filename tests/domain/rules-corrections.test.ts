// Section 13 of the domain brief (C1-C13): each correction, table-driven, with its source in the name.
import { describe, expect, it } from 'vitest';
import { checkEligibility } from '../../src/domain/eligibility/check';
import { assetIncomeRule, incomeThresholdOn } from '../../src/domain/eligibility/income-table';
import type { EligibilityDraft } from '../../src/domain/eligibility/types';
import { getQuestion } from '../../src/domain/forms';
import { isSkipped } from '../../src/domain/forms/skip';
import { financialCaseGuides } from '../../src/domain/guides/financial-catalog';
import {
  computeSchedule,
  excludedTaskIds,
  getTask,
  getTimeSensitiveDoc,
  planOptionsFromFacts,
  planTasks,
  timelineTasks,
  type ExemptionStatus,
  type PlanOptions,
  type TimeSensitiveDoc,
} from '../../src/domain/timeline';
import { deriveCouple } from '../../src/domain/couple';
import { timeSensitiveDocsFor } from '../../src/domain/documents/time-sensitive-for-couple';

const required: ExemptionStatus = { criminalRecordCheck: 'required', healthCheck: 'required' };
const incomeOf = (answers: EligibilityDraft, dates: { today: string; targetDate?: string | null }) =>
  checkEligibility(answers, dates).checks.find((c) => c.id === 'income');
const marriageOf = (answers: EligibilityDraft) =>
  checkEligibility(answers, { today: '2026-11-23' }).checks.find((c) => c.id === 'marriage');

describe('C1: the 2026 table as published (hanvisa.net quoting MOJ notice 2025-534; kbmaeil)', () => {
  it.each([
    [2, 25_195_752],
    [3, 32_154_216],
    [4, 38_968_428],
    [5, 45_340_314],
    [6, 51_335_712],
    [7, 57_090_900],
    [8, 57_090_900 + 5_755_188],
    [10, 57_090_900 + 3 * 5_755_188],
  ])('household of %i: %i KRW, published', (size, amount) => {
    const t = incomeThresholdOn('2026-06-15', size);
    expect(t.amountKrw).toBe(amount);
    expect(t.basis).toBe('published');
    expect(t.source.uncertain).toBeUndefined();
  });

  it('each 2026 figure is the standard median income x 12 x 50% (7 persons: 9,515,150 x 6)', () => {
    expect(9_515_150 * 6).toBe(incomeThresholdOn('2026-01-01', 7).amountKrw);
  });
});

describe('C2: the table in force on the visa application date decides (kbmaeil, "사증 신청일 기준")', () => {
  it.each([
    // today, target date, household, table year used, not-published fallback
    ['2025-12-10', '2026-01-15', 2, 2026, false],
    ['2025-12-10', '2025-12-30', 2, 2025, false],
    ['2025-12-10', null, 2, 2025, false],
    ['2026-11-23', '2027-02-01', 2, 2026, true],
  ] as const)(
    'checked %s for an application on %s: %i-person table of %i (estimate: %s)',
    (today, target, size, year, fallback) => {
      const c = incomeOf({ annualIncome: 24_000_000, householdSize: size }, { today, targetDate: target });
      const t = incomeThresholdOn(target ?? today, size);
      expect(t.year).toBe(year);
      expect(t.yearFallback).toBe(fallback);
      expect(c?.detail.en).toContain(`${year} threshold`);
      if (fallback) {
        expect(c?.detail.en).toMatch(/2027 table, which applies on your application date, is not published yet/);
        expect(c?.detail.ko).toMatch(/2027년 기준표가 아직 고시되지 않아 2026년 금액을 추정치로/);
        expect(c?.source.estimate).toBe(true);
        expect(c?.status).not.toBe('pass');
      }
      if (!target) expect(c?.detail.en).toMatch(/No application date is set/);
    },
  );

  it('a December check for a January filing uses the new year: 24M fails 2026 but passes 2025 (2 persons)', () => {
    expect(incomeOf({ annualIncome: 24_000_000 }, { today: '2025-12-10', targetDate: '2026-01-15' })?.status).toBe(
      'fail',
    );
    expect(incomeOf({ annualIncome: 24_000_000 }, { today: '2025-12-10', targetDate: '2025-12-30' })?.status).toBe(
      'pass',
    );
  });
});

describe('C3: a marriage made in Korea is recognised in the US (kr.usembassy.gov; kfamily.scourt.go.kr)', () => {
  it.each([
    [{ marriagePlace: 'korea', hasMarriageCertificate: false }, 'pass'],
    [{ marriagePlace: 'korea', hasMarriageCertificate: true, marriageRegisteredInKorea: false }, 'pass'],
    [{ marriagePlace: 'korea' }, 'pass'],
    [{ marriagePlace: 'abroad', hasMarriageCertificate: false }, 'fail'],
    [{ marriagePlace: 'abroad', hasMarriageCertificate: true, marriageRegisteredInKorea: false }, 'fail'],
    [{ marriagePlace: 'abroad', hasMarriageCertificate: true, marriageRegisteredInKorea: true }, 'pass'],
  ] as const)('%j: %s', (answers, status) => {
    // A US applicant: C3 is about US recognition (the non-US wording is tested in couple-rules).
    const c = marriageOf({ ...(answers as EligibilityDraft), nationality: 'United States' });
    expect(c?.status).toBe(status);
    if (answers.marriagePlace === 'korea') {
      expect(c?.detail.en).toMatch(/No US registration, US certificate or apostille is needed/);
      expect(c?.detail.ko).toMatch(/아포스티유가 필요 없어요/);
    }
  });

  it.each([
    [{ marriagePlace: 'korea' }, [], ['us-marriage-certificate', 'korean-marriage-registration']],
    [{ marriagePlace: 'abroad' }, ['us-marriage-certificate', 'korean-marriage-registration'], []],
    [
      { marriagePlace: 'abroad', marriageOnKoreanRegister: true },
      ['us-marriage-certificate'],
      ['korean-marriage-registration'],
    ],
    [{}, ['us-marriage-certificate', 'korean-marriage-registration'], []],
  ] as const)('plan for %j has %j and leaves out %j', (options, inPlan, out) => {
    const ids = planTasks(required, options as PlanOptions).map((t) => t.id);
    for (const id of inPlan) expect(ids).toContain(id);
    for (const id of out) expect(ids).not.toContain(id);
  });

  it('a couple married in Korea gets a schedule with no US marriage task and the invitation still ordered', () => {
    const entries = computeSchedule('2027-03-05', '2026-11-23', { exemptions: required, marriagePlace: 'korea' });
    expect(entries.map((e) => e.taskId)).not.toContain('us-marriage-certificate');
    expect(entries.find((e) => e.taskId === 'invitation-letter')).toBeTruthy();
  });

  it('plan options come from the stored eligibility answers; unknown values plan the safe side', () => {
    // No nationality or residence given: the applicant's record of those countries, not the FBI check (D28).
    expect(planOptionsFromFacts({ marriagePlace: 'korea', sponsorResidence: 'us' })).toEqual({
      marriagePlace: 'korea',
      sponsorResidence: 'us',
      applicantOtherRecord: true,
    });
    expect(planOptionsFromFacts({ marriagePlace: 'mars', sponsorResidence: 7 })).toEqual({
      applicantOtherRecord: true,
    });
    expect(planOptionsFromFacts(null)).toEqual({ applicantOtherRecord: true });
  });
});

describe('C4: income earned outside Korea is uncertain (form 19-2 item 4.3.1; snapp.im/view/20787)', () => {
  it.each([
    [{ sponsorIncomeEarnedIn: 'abroad' }, 'warn', true],
    [{ sponsorIncomeEarnedIn: 'both' }, 'warn', false],
    [{ sponsorIncomeEarnedIn: 'korea' }, 'pass', false],
    [{ sponsorIncomeEarnedIn: 'abroad', incomeExemptions: ['lived-abroad-together-1y'] }, 'pass', false],
  ] as const)('%j: %s (exemption offered: %s)', (extra, status, offered) => {
    const c = incomeOf({ annualIncome: 60_000_000, ...extra } as EligibilityDraft, {
      today: '2026-11-23',
      targetDate: '2026-12-15',
    });
    expect(c?.status).toBe(status);
    if (status === 'warn') {
      expect(c?.source.uncertain).toBe(true);
      expect(c?.source.ko?.note).toMatch(/해외 소득이 원칙적으로 인정되지 않는다/);
      expect(c?.detail.en).toMatch(/waiting 6 months before reapplying/);
    }
    expect(/lived together abroad for a year or more/.test(c?.detail.en ?? '')).toBe(offered);
  });
});

describe('C5: item 2.10 witnesses only for a marriage reported in Korea (form 19-2 text "한국에서 혼인신고 시")', () => {
  const witnesses = getQuestion('il.witnesses');
  it.each([
    ['foreignCertificate', true],
    ['koreanReport', false],
    [undefined, false],
  ] as const)('reported with %s: skipped %s', (reportedWith, skipped) => {
    if (!witnesses) throw new Error('missing il.witnesses');
    const answers = { 'il.marriage-report': { date: '2026-05-01', ...(reportedWith ? { reportedWith } : {}) } };
    expect(isSkipped(witnesses, answers)).toBe(skipped);
  });
});

describe('C6: item 2.1 asks when and where you first met, online included (form 19-2 text)', () => {
  it('the help no longer says "first in-person meeting" and counts an online first contact', () => {
    const text = getQuestion('il.first-meeting')?.help;
    expect(getQuestion('il.first-meeting')?.officialItems).toContain('2.1');
    expect(text?.en).not.toMatch(/in person/i);
    expect(text?.en).toMatch(/first met online, that is your first meeting/);
    expect(text?.ko).not.toMatch(/직접 처음 만난/);
  });
});

describe('C7: a sponsor living in the US needs the Korean record and an FBI check (Korean consulate in Japan, F-6 page)', () => {
  it.each([
    ['us', true],
    ['korea', false],
    [undefined, false],
  ] as const)('sponsor living in %s: FBI check and apostille planned %s', (residence, planned) => {
    const ids = planTasks(required, residence ? { sponsorResidence: residence } : {}).map((t) => t.id);
    expect(ids.includes('sponsor-fbi-check')).toBe(planned);
    expect(ids.includes('sponsor-fbi-apostille')).toBe(planned);
    expect(ids).toContain('sponsor-criminal-record');
  });

  it('the sponsor’s FBI tasks are time-sensitive like the applicant’s, and the submission waits for them', () => {
    expect(getTask('sponsor-fbi-check')).toMatchObject({
      owner: 'sponsor',
      timeSensitive: 'fbi-check',
      validity: { amount: 3, unit: 'months' },
    });
    expect(getTask('sponsor-fbi-apostille')).toMatchObject({
      owner: 'sponsor',
      timeSensitive: 'apostille',
      dependsOn: ['sponsor-fbi-check'],
    });
    expect(getTask('sponsor-criminal-record')?.timeSensitive).toBe('korean-criminal-record');
    const entries = computeSchedule('2027-03-05', '2026-11-23', { exemptions: required, sponsorResidence: 'us' });
    const submit = entries.find((e) => e.taskId === 'submit-application');
    expect(submit?.task.dependsOn).toContain('sponsor-fbi-apostille');
  });

  it('an exemption from the criminal record check removes the sponsor’s FBI tasks too', () => {
    const out = excludedTaskIds({ ...required, criminalRecordCheck: 'exempt' }, { sponsorResidence: 'us' });
    expect([...out]).toEqual(
      expect.arrayContaining(['sponsor-fbi-check', 'sponsor-fbi-apostille', 'sponsor-criminal-record']),
    );
  });
});

describe('C9: jeonse and lease deposits count as assets (form 19-2 item 4.6.1)', () => {
  it.each([
    ['eligibility rule', assetIncomeRule.countedAssets.en, assetIncomeRule.countedAssets.ko],
    [
      'financial guide',
      financialCaseGuides.housingStabilityOffset.summary.en,
      financialCaseGuides.housingStabilityOffset.summary.ko,
    ],
    ['invitation form help', getQuestion('il.assets')?.help?.en ?? '', getQuestion('il.assets')?.help?.ko ?? ''],
  ])('%s says so in both languages', (_where, en, ko) => {
    expect(en).toMatch(/jeonse or lease deposit/);
    expect(ko).toMatch(/전세·임차 보증금/);
  });
});

describe('C10: FBI cost with fingerprinting and the copy to apostille (fbi.gov IdHS FAQ; travel.state.gov)', () => {
  it('costs about $68: the $18 fee plus about $50 for USPS fingerprinting', () => {
    expect(getTimeSensitiveDoc('fbi-check')?.cost).toMatchObject({ min: 68, max: 68, currency: 'USD' });
    expect(getTask('fbi-check')?.description.en).toMatch(/\$18 FBI fee plus about \$50/);
  });
  it.each(['fbi-apostille', 'sponsor-fbi-apostille'])('%s: send the signed FBI result itself', (id) => {
    expect(getTask(id)?.description.en).toMatch(/signed FBI result itself/);
  });
});

describe('C11: the only US TOPIK IBT site is Guam (TOPIK 2025 plan, etoday)', () => {
  const sitesOf = (doc: TimeSensitiveDoc | undefined) =>
    doc?.designatedInstitutions.map((d) => `${d.name.en} ${d.note?.en ?? ''}`).join(' ') ?? '';
  it('the TOPIK document says so to an applicant living in the US', () => {
    const us = deriveCouple({ eligibility: { nationality: 'US', applicantResidence: 'US' } });
    const sites = sitesOf(timeSensitiveDocsFor(us, '2026-11-26').find((d) => d.id === 'topik'));
    expect(sites).toMatch(/Guam/);
    expect(sites).not.toMatch(/IBT test sites \(held in the US\)/);
  });
  it('and to nobody else: the task and the catalog point to the official site for sites and dates', () => {
    expect(getTask('topik-certificate')?.description.en).not.toMatch(/Guam|\bUS\b/);
    expect(getTask('topik-certificate')?.description.en).toMatch(/official TOPIK site/);
    expect(sitesOf(getTimeSensitiveDoc('topik'))).not.toMatch(/Guam|\bUS\b/);
  });
});

describe('C12: guarantee period at least 2 and at most 4 years (form 129; annex 5)', () => {
  it.each([
    ['timeline task', getTask('guarantee-letter')?.description.en ?? ''],
    ['form help', getQuestion('pg.guarantee-period')?.help?.en ?? ''],
  ])('%s never says "reportedly"', (_where, text) => {
    expect(text).not.toMatch(/reportedly/);
    expect(text).toMatch(/at least 2 years/);
    expect(text).toMatch(/4 years/);
  });
});

describe('C13: timeline durations show their source or an estimate badge (D15)', () => {
  it.each(timelineTasks.map((t) => [t.id, t] as const))(
    '%s has a dated source, and an assumed duration is marked',
    (_id, task) => {
      expect(task.source.title).toBeTruthy();
      expect(task.source.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (/assumption/.test(task.source.note ?? '')) expect(task.source.estimate || task.source.uncertain).toBe(true);
    },
  );
});
