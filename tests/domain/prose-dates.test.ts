import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runAudit } from '@/domain/audit';
import { formIds, formReference, getForm } from '@/domain/forms';
import { deriveCouple } from '@/domain/couple';
import { checkEligibility, type EligibilityDraft } from '@/domain/eligibility/check';
import { eligibleCouple } from '../fixtures/eligibility';
import { missionFor } from '@/domain/missions';
import { planTasks } from '@/domain/timeline';
import { planOptionsFromCouple } from '@/domain/timeline/plan-options';
import { completeAudit } from '../fixtures/audit';
import { collectText } from './eligibility/text-walk';

/**
 * D22, D28: a day inside a Korean sentence is written out (2027년 1월 15일), never 2027-01-15.
 * Three places hold Korean prose: the catalog, the domain's own texts and sources, and what the
 * rules write from a couple's dates. Each is scanned here.
 */
const iso = /\b\d{4}-\d{2}-\d{2}\b/;

/** Every string reachable from a value, with its path. */
function strings(root: unknown): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push({ path, text: v });
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, `${path}.${k}`);
  };
  walk(root, '$');
  return out;
}

/** The Korean side of every Localized and Source reachable from a value. */
function koreanOf(root: unknown): Array<{ path: string; text: string }> {
  const { localized, sources } = collectText(root);
  return [
    ...localized.map(({ path, value }) => ({ path, text: value.ko })),
    ...sources.flatMap(({ path, value }) => [
      { path: `${path}.ko.title`, text: value.ko?.title ?? '' },
      { path: `${path}.ko.note`, text: value.ko?.note ?? '' },
    ]),
  ];
}

/** The English side of every Localized and Source reachable from a value. */
function englishOf(root: unknown): Array<{ path: string; text: string }> {
  const { localized, sources } = collectText(root);
  return [
    ...localized.map(({ path, value }) => ({ path, text: value.en })),
    ...sources.flatMap(({ path, value }) => [
      { path: `${path}.title`, text: value.title },
      { path: `${path}.note`, text: value.note ?? '' },
    ]),
  ];
}

const withIso = (list: Array<{ path: string; text: string }>) =>
  list.filter(({ text }) => iso.test(text)).map(({ path, text }) => `${path}: ${text}`);

describe('no ISO dates in Korean prose (D22)', () => {
  it('the Korean catalog', () => {
    const catalog = JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) as Record<string, unknown>;
    const list = strings(catalog);
    expect(list.length).toBeGreaterThan(1000);
    expect(withIso(list)).toEqual([]);
  });

  it("the domain's Korean texts and source titles", () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true });
    const list = Object.entries(modules).flatMap(([file, mod]) =>
      koreanOf(mod).map((x) => ({ ...x, path: `${file}${x.path.slice(1)}` })),
    );
    expect(list.length).toBeGreaterThan(500);
    expect(withIso(list)).toEqual([]);
  });

  const base: EligibilityDraft = { ...eligibleCouple, annualIncome: 20_000_000 };

  it.each([
    [
      'a US applicant, a record inside the window',
      'US',
      { 'il.criminal-record': { records: ['domesticViolence'], recordDate: '2019-05-01' } },
    ],
    [
      'a Vietnamese applicant, a record outside the window',
      'VN',
      { 'il.criminal-record': { records: ['domesticViolence'], recordDate: '2016-05-01' } },
    ],
    [
      'a Chinese applicant, a sponsor naturalised through marriage',
      'CN',
      { 'il.sponsor-birth': { naturalised: true, naturalisationDate: '2025-06-01' } },
    ],
  ])('what the rules write for %s', (_name, nationality, invitation) => {
    const eligibility = { ...base, nationality, sponsorNaturalisation: 'marriage' as const, childTogether: false };
    const couple = deriveCouple({ eligibility, invitation });
    const result = checkEligibility(eligibility, { today: '2026-12-20', targetDate: '2027-01-15', couple });
    const plan = planTasks({ criminalRecordCheck: 'required', healthCheck: 'required' }, planOptionsFromCouple(couple));
    const mission = missionFor({ country: nationality as never, region: undefined });
    expect(withIso(koreanOf({ result, plan, mission }))).toEqual([]);
    // And the English: the eligibility estimate's notice, the plan's sources.
    expect(withIso(englishOf({ result, plan, mission }))).toEqual([]);
  });

  it('what the audit writes (a years-married finding names two days)', () => {
    const input = completeAudit();
    input.eligibility.yearsMarried = 9;
    const findings = runAudit(input);
    expect(findings.some((f) => f.kind === 'years-married')).toBe(true);
    expect(withIso(koreanOf(findings))).toEqual([]);
  });
});

/**
 * English prose writes days the app's way too (December 31, 2025): the eligibility estimate's
 * notice, the documents' Apostille source, the forms' revision dates in the review header.
 */
describe('no ISO dates in English prose either', () => {
  it('the English catalog', () => {
    const catalog = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as Record<string, unknown>;
    expect(withIso(strings(catalog))).toEqual([]);
  });

  it("the domain's English texts and source titles and notes", () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.ts', { eager: true });
    const list = Object.entries(modules).flatMap(([file, mod]) =>
      englishOf(mod).map((x) => ({ ...x, path: `${file}${x.path.slice(1)}` })),
    );
    expect(list.length).toBeGreaterThan(500);
    expect(withIso(list)).toEqual([]);
  });

  it("each form's reference as the review header shows it", () => {
    for (const id of formIds) {
      expect(formReference(getForm(id), 'en')).not.toMatch(iso);
      expect(formReference(getForm(id), 'ko')).not.toMatch(iso);
    }
    expect(formReference(getForm('invitation-letter'), 'en')).toMatch(/\(rev\. December 14, 2023\)$/);
  });
});
