import { describe, expect, it } from 'vitest';
import {
  isVisaCode,
  isWizardComplete,
  recommendVisa,
  visaCodes,
  visaNames,
  wizardQuestions,
  type VisaCode,
  type WizardAnswers,
} from '@/domain/visa/recommend';

type Row = { name: string; answers: WizardAnswers; code: VisaCode | 'none' | 'incomplete'; alternatives?: VisaCode[] };

const rows: Row[] = [
  { name: 'nothing answered', answers: {}, code: 'incomplete' },
  { name: 'married, living in another country', answers: { livingIn: 'abroad', marriage: 'married' }, code: 'none' },
  { name: 'only where you will live', answers: { livingIn: 'korea' }, code: 'incomplete' },
  {
    name: 'married, living in Korea, applying from abroad',
    answers: { livingIn: 'korea', marriage: 'married', inKorea: false },
    code: 'F-6-1',
  },
  {
    name: 'married, living in Korea, already there',
    answers: { livingIn: 'korea', marriage: 'married', inKorea: true },
    code: 'F-6-1',
  },
  {
    name: 'married, Korea, "in Korea now" not answered',
    answers: { livingIn: 'korea', marriage: 'married' },
    code: 'incomplete',
  },
  {
    name: 'married in Korea, child answers ignored',
    answers: { livingIn: 'korea', marriage: 'married', raisingChild: true, inKorea: false },
    code: 'F-6-1',
  },
  {
    name: 'marriage ended, Korea, child question not answered',
    answers: { livingIn: 'korea', marriage: 'divorced-other' },
    code: 'incomplete',
  },
  {
    name: 'divorced (any cause) raising the child, abroad',
    answers: { livingIn: 'korea', marriage: 'divorced-other', raisingChild: true, inKorea: false },
    code: 'F-6-2',
    alternatives: [],
  },
  {
    name: 'spouse died, raising the child, in Korea: F-6-2 first, F-6-3 also fits',
    answers: { livingIn: 'korea', marriage: 'spouse-died-or-missing', raisingChild: true, inKorea: true },
    code: 'F-6-2',
    alternatives: ['F-6-3'],
  },
  {
    name: 'spouse died, no child, in Korea',
    answers: { livingIn: 'korea', marriage: 'spouse-died-or-missing', raisingChild: false, inKorea: true },
    code: 'F-6-3',
  },
  {
    name: 'divorce the Korean spouse caused, no child, in Korea',
    answers: { livingIn: 'korea', marriage: 'divorced-not-my-fault', raisingChild: false, inKorea: true },
    code: 'F-6-3',
  },
  {
    name: 'no-fault divorce but living abroad: F-6-3 is never issued abroad',
    answers: { livingIn: 'korea', marriage: 'divorced-not-my-fault', raisingChild: false, inKorea: false },
    code: 'none',
  },
  {
    name: 'divorce not caused by the Korean spouse, no child',
    answers: { livingIn: 'korea', marriage: 'divorced-other', raisingChild: false, inKorea: true },
    code: 'none',
  },
  { name: 'US, married, years not answered', answers: { livingIn: 'us', marriage: 'married' }, code: 'incomplete' },
  { name: 'US, married 0 years', answers: { livingIn: 'us', marriage: 'married', yearsMarried: 0 }, code: 'CR-1' },
  { name: 'US, married 1.9 years', answers: { livingIn: 'us', marriage: 'married', yearsMarried: 1.9 }, code: 'CR-1' },
  {
    name: 'US, married exactly 2 years',
    answers: { livingIn: 'us', marriage: 'married', yearsMarried: 2 },
    code: 'IR-1',
  },
  { name: 'US, married 7 years', answers: { livingIn: 'us', marriage: 'married', yearsMarried: 7 }, code: 'IR-1' },
  {
    name: 'US, negative years is not an answer',
    answers: { livingIn: 'us', marriage: 'married', yearsMarried: -1 },
    code: 'incomplete',
  },
  { name: 'US, marriage ended', answers: { livingIn: 'us', marriage: 'spouse-died-or-missing' }, code: 'none' },
];

describe('recommendVisa', () => {
  it.each(rows)('$name -> $code', ({ answers, code, alternatives }) => {
    const r = recommendVisa(answers);
    if (code === 'incomplete' || code === 'none') {
      expect(r.status).toBe(code);
      return;
    }
    expect(r.status).toBe('recommended');
    if (r.status !== 'recommended') return;
    expect(r.code).toBe(code);
    if (alternatives) expect(r.alternatives).toEqual(alternatives);
  });

  it('every recommendation and refusal has a reason in both languages and a dated source', () => {
    for (const { answers } of rows) {
      const r = recommendVisa(answers);
      if (r.status === 'incomplete') continue;
      expect(r.reason.en.length).toBeGreaterThan(20);
      expect(r.reason.ko).toMatch(/[\uac00-\ud7a3]/);
      expect(r.sources.length).toBeGreaterThan(0);
      for (const s of r.sources) expect(s.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('F-6-1 sends the couple to the eligibility check and the forms', () => {
    const r = recommendVisa({ livingIn: 'korea', marriage: 'married', inKorea: false });
    expect(r.status === 'recommended' && r.nextSteps).toEqual([
      'check-eligibility',
      'prepare-f6-forms',
      'relationship-evidence',
    ]);
    expect(r.status === 'recommended' && r.caveats.map((c) => c.en).join(' ')).toMatch(/single entry for 90 days/);
  });

  it('F-6-1 for an applicant already in Korea: a change of status, not a visa and an entry (a trial)', () => {
    const r = recommendVisa({ livingIn: 'korea', marriage: 'married', inKorea: true });
    expect(r.status === 'recommended' && r.nextSteps).toEqual([
      'check-eligibility',
      'change-status-in-korea',
      'prepare-f6-forms',
      'relationship-evidence',
    ]);
    const caveats = r.status === 'recommended' ? r.caveats.map((c) => c.en).join(' ') : '';
    expect(caveats).toMatch(/change of status/);
    expect(caveats).not.toMatch(/single entry|arriving/);
  });

  it('CR-1 explains that the 2 years count at entry', () => {
    const r = recommendVisa({ livingIn: 'us', marriage: 'married', yearsMarried: 1 });
    expect(r.status === 'recommended' && r.caveats.some((c) => c.en.includes('date of entry'))).toBe(true);
  });
});

describe('wizardQuestions', () => {
  it.each<[WizardAnswers, string[]]>([
    [{}, ['livingIn', 'marriage']],
    [{ livingIn: 'korea', marriage: 'married' }, ['livingIn', 'marriage', 'inKorea']],
    [{ livingIn: 'korea', marriage: 'divorced-other' }, ['livingIn', 'marriage', 'raisingChild', 'inKorea']],
    [{ livingIn: 'us', marriage: 'married' }, ['livingIn', 'marriage', 'yearsMarried']],
    [{ livingIn: 'us', marriage: 'divorced-other' }, ['livingIn', 'marriage']],
  ])('%j asks %j', (answers, expected) => {
    expect(wizardQuestions(answers)).toEqual(expected);
  });

  it('is complete exactly when a recommendation (or a clear no) can be given', () => {
    for (const { answers } of rows) {
      expect(isWizardComplete(answers)).toBe(recommendVisa(answers).status !== 'incomplete');
    }
  });
});

describe('visa codes', () => {
  it('names every code in both languages and recognises only those codes', () => {
    for (const code of visaCodes) {
      expect(visaNames[code].en).toContain(code);
      expect(visaNames[code].ko).toContain(code);
      expect(isVisaCode(code)).toBe(true);
    }
    expect(isVisaCode('F-6')).toBe(false);
    expect(isVisaCode(null)).toBe(false);
  });
});

describe('living in another country (D28)', () => {
  it('offers no Korean or US visa, and says whose visa it is, in English and Korean', () => {
    const r = recommendVisa({ livingIn: 'abroad', marriage: 'married' });
    expect(r.status).toBe('none');
    if (r.status !== 'none') return;
    expect(r.reason.en).toMatch(/that country’s spouse or family visa/);
    expect(r.reason.en).not.toMatch(/US|I-130/);
    expect(r.reason.ko).toMatch(/그 나라의 배우자 또는 가족 비자/);
    expect(wizardQuestions({ livingIn: 'abroad', marriage: 'married' })).toEqual(['livingIn', 'marriage']);
  });
});
