import { describe, expect, it } from 'vitest';
import { fullVisaAnswers } from '../fixtures/visa-application';
import { sectionDefaults, type DocumentFileRef, type DocumentFileRole } from '@/domain/application';
import {
  formStatus,
  isKnownFormId,
  overallProgress,
  overallStatus,
  percent,
  questionTotals,
  type OfficialFormState,
} from '@/domain/progress';

const officialDone: OfficialFormState[] = (
  ['personal-guarantee', 'invitation-letter', 'spouse-information'] as const
).map((formId) => ({
  formId,
  status: 'completed',
  answeredQuestions: questionTotals[formId],
  totalQuestions: questionTotals[formId],
}));
import { forms } from '@/domain/forms';
import type { CoupleDates } from '@/domain/plausibility';

describe('form status (spec §4)', () => {
  it.each([
    [0, 0, 19, false, 'not-started'],
    [1, 0, 19, false, 'in-progress'],
    // Ruling 25: complete is complete wherever the wizard's position is (Finish pressed or not).
    [5, 18, 19, true, 'completed'],
    [19, 3, 19, true, 'completed'],
    [19, 19, 19, true, 'completed'],
    [52, 52, 52, true, 'completed'],
    // Ruling 18: reaching the end with gaps is not completed.
    [0, 52, 52, false, 'in-progress'],
    [50, 52, 52, false, 'in-progress'],
  ] as const)('%i answered, index %i of %i, complete %s -> %s', (answered, index, total, complete, status) => {
    expect(formStatus(answered, index, total, complete)).toBe(status);
  });
});

describe('overall status', () => {
  it.each([
    [['completed', 'completed', 'completed'], 'completed'],
    [['completed', 'not-started', 'not-started'], 'in-progress'],
    [['not-started', 'in-progress', 'not-started'], 'in-progress'],
    [['not-started', 'not-started', 'not-started'], 'not-started'],
  ] as const)('%j -> %s', (statuses, expected) => {
    expect(overallStatus([...statuses])).toBe(expected);
  });
});

describe('percent', () => {
  it.each([
    [0, 19, 0],
    [1, 3, 33],
    [2, 3, 67],
    [26, 52, 50],
    [52, 52, 100],
    [60, 52, 100],
    [5, 0, 0],
  ])('%i of %i -> %i%', (a, t, p) => expect(percent(a, t)).toBe(p));
});

describe('question totals', () => {
  it('are 19, 52 and 30 and match the form definitions', () => {
    expect(questionTotals).toEqual({ 'personal-guarantee': 19, 'invitation-letter': 52, 'spouse-information': 30 });
    for (const [id, total] of Object.entries(questionTotals))
      expect(forms[id as keyof typeof forms].questions.length).toBe(total);
  });
  it('knows only the three form ids', () => {
    expect(isKnownFormId('invitation-letter')).toBe(true);
    expect(isKnownFormId('toString')).toBe(false);
    expect(isKnownFormId('form2')).toBe(false);
  });
});

describe('overall progress in four equal steps', () => {
  const complete = (): ReturnType<typeof sectionDefaults> & { dates?: CoupleDates } => {
    const s = sectionDefaults();
    s.eligibility = {
      fullName: 'Jane',
      nationality: 'US',
      spouseName: 'Minjun',
      yearsMarried: 0,
      hasMarriageCertificate: true,
      relationshipProofLevel: 'strong',
      annualIncome: 30000000,
      hasHousingInKorea: true,
      koreanLanguageLevel: 'native-or-shared-language',
      plansToLiveTogether: false,
      checkResult: 'eligible',
      completedAt: '2026-11-01',
    };
    const file = (id: string, role: DocumentFileRole | null = null): DocumentFileRef => ({
      id,
      fileName: 'x',
      size: 1,
      type: 'application/pdf',
      uploadedAt: '2026',
      role,
      issueDate: null,
    });
    for (const slot of Object.keys(s.documents) as Array<keyof typeof s.documents>)
      s.documents[slot] = { files: [file(slot)] };
    s.documents.marriageCertificate = { files: [file('m', 'korean-certificate')] };
    s.documents.healthCertificate = { files: [file('h1', 'applicant'), file('h2', 'sponsor')] };
    s.personalStatement = { ...s.personalStatement, generated: true, content: 'text', completedAt: '2026' };
    s.sponsorStatement = { ...s.sponsorStatement, generated: true, content: 'text', completedAt: '2026' };
    s.applicationForms = { ...fullVisaAnswers(), completedAt: '2026' };
    return s;
  };
  it('is 100 when every step is complete (false and 0 count as answers)', () => {
    expect(overallProgress(complete(), officialDone).percent).toBe(100);
  });
  it.each([
    [
      'eligibility not eligible',
      (s: ReturnType<typeof complete>) => (s.eligibility.checkResult = 'needs-attention'),
      75,
    ],
    ['eligibility field missing', (s: ReturnType<typeof complete>) => (s.eligibility.nationality = ''), 75],
    ['eligibility completedAt missing', (s: ReturnType<typeof complete>) => (s.eligibility.completedAt = null), 75],
    ['one document slot empty', (s: ReturnType<typeof complete>) => (s.documents.housingDocuments = { files: [] }), 75],
    [
      'one spouse’s health certificate missing',
      (s: ReturnType<typeof complete>) =>
        (s.documents.healthCertificate.files = s.documents.healthCertificate.files.slice(0, 1)),
      75,
    ],
    ['statement not generated', (s: ReturnType<typeof complete>) => (s.personalStatement.generated = false), 75],
    ['sponsor statement empty', (s: ReturnType<typeof complete>) => (s.sponsorStatement.content = ' '), 75],
    ['a form section missing', (s: ReturnType<typeof complete>) => (s.applicationForms.travelHistory = null), 75],
    ['forms completedAt missing', (s: ReturnType<typeof complete>) => (s.applicationForms.completedAt = null), 75],
    // A stored completedAt is ignored once a section stops being complete (an answer made invalid later).
    [
      'a visa form answer becomes invalid after it was marked complete',
      (s: ReturnType<typeof complete>) =>
        (s.applicationForms.basicInfo = { ...s.applicationForms.basicInfo, email: 'not an email' }),
      75,
    ],
    [
      'the marriage date typed elsewhere makes a visa form birth date implausible',
      (s: ReturnType<typeof complete>) =>
        (s.dates = {
          birth: {},
          marriage: [
            String((s.applicationForms.basicInfo as Record<string, unknown>).dateOfBirth).replace(/^(\d{4})/, (y) =>
              String(Number(y) + 10),
            ),
          ],
        }),
      75,
    ],
  ])('loses a quarter when %s', (_name, breakIt, expected) => {
    const s = complete();
    breakIt(s);
    expect(overallProgress(s, officialDone).percent).toBe(expected);
  });
  it('is 0 for a new application', () => {
    const o = overallProgress(sectionDefaults(), []);
    expect(o.percent).toBe(0);
    expect(o.steps).toEqual({ eligibility: false, documents: false, statements: false, forms: false });
    expect(o.left.forms).toEqual([
      { kind: 'visa-form', sectionsLeft: 5 },
      { kind: 'official-form', formId: 'personal-guarantee', questionsLeft: 19 },
      { kind: 'official-form', formId: 'invitation-letter', questionsLeft: 52 },
      { kind: 'official-form', formId: 'spouse-information', questionsLeft: 30 },
    ]);
    expect(o.left.statements).toEqual([
      { kind: 'statement', who: 'applicant' },
      { kind: 'statement', who: 'sponsor' },
    ]);
    expect(o.left.documents).toEqual([{ kind: 'documents', count: 7 }]);
    expect(o.left.eligibility[0]).toEqual({ kind: 'eligibility-questions', count: 10 });
  });
  it('ruling 19: the forms step needs the three official forms too (never 100% beside empty forms)', () => {
    const s = complete();
    const official = officialDone.map((f, i) =>
      i === 1 ? { ...f, status: 'in-progress' as const, answeredQuestions: 50 } : f,
    );
    const o = overallProgress(s, official);
    expect(o.steps.forms).toBe(false);
    expect(o.percent).toBe(75);
    expect(o.left.forms).toEqual([{ kind: 'official-form', formId: 'invitation-letter', questionsLeft: 2 }]);
    expect(overallProgress(s, []).steps.forms).toBe(false);
  });
  it('ruling 19: a warning acknowledged is not a wall', () => {
    const s = complete();
    s.eligibility = {
      ...s.eligibility,
      plansToLiveTogether: true,
      relationshipProofLevel: 'some',
      checkResult: 'needs-attention',
    };
    const before = overallProgress(s, officialDone);
    expect(before.steps.eligibility).toBe(false);
    expect(before.left.eligibility).toEqual([{ kind: 'eligibility-attention', count: 1 }]);
    s.eligibility.acknowledgedChecks = ['relationship-evidence'];
    expect(overallProgress(s, officialDone).steps.eligibility).toBe(true);
  });
});
