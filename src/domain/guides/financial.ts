import type { Localized, Source } from '../common';
import { baseIncomeDocuments, employeeIncomeDocuments, financialCaseGuides } from './financial-catalog';
import type { ChecklistItem } from './sources';

export type SponsorEmploymentStatus = 'employed' | 'self-employed' | 'unemployed' | 'retired';
export type SponsorHousingStatus = 'unknown' | 'jeonsePaid' | 'owned' | 'monthlyRent' | 'livingWithFamily';

export type FinancialInputs = {
  sponsorEmploymentStatus: SponsorEmploymentStatus;
  sponsorHasRegularDeposits: boolean;
  sponsorHasLargeSavings: boolean;
  sponsorHousingStatus: SponsorHousingStatus;
  sponseeWorksInKorea: boolean;
  humanitarianFlag: boolean;
  sponsorIsRetiredOrPension: boolean;
};

/** The spec's section 9 defaults. */
export const financialDefaults: FinancialInputs = {
  sponsorEmploymentStatus: 'employed',
  sponsorHasRegularDeposits: true,
  sponsorHasLargeSavings: false,
  sponsorHousingStatus: 'unknown',
  sponseeWorksInKorea: false,
  humanitarianFlag: false,
  sponsorIsRetiredOrPension: false,
};

export const financialCaseIds = [
  'unemployedSponsor',
  'irregularIncome',
  'sponseeIncomeCounts',
  'housingStabilityOffset',
  'assetsCountAsIncome',
  'retiredOrPension',
  'humanitarianExempt',
] as const;

export type FinancialCaseId = (typeof financialCaseIds)[number];

export type FinancialCaseGuide = {
  id: FinancialCaseId;
  title: Localized;
  summary: Localized;
  documents: ChecklistItem[];
  sources: Source[];
};

const conditions: Record<FinancialCaseId, (i: FinancialInputs) => boolean> = {
  unemployedSponsor: (i) => i.sponsorEmploymentStatus === 'unemployed',
  irregularIncome: (i) => i.sponsorEmploymentStatus === 'self-employed' || !i.sponsorHasRegularDeposits,
  sponseeIncomeCounts: (i) => i.sponseeWorksInKorea,
  housingStabilityOffset: (i) =>
    (i.sponsorHousingStatus === 'jeonsePaid' || i.sponsorHousingStatus === 'owned') && !i.sponsorHasLargeSavings,
  // Brief 2.3: savings make up an income shortfall, whatever the kind of income (a 7th case beyond
  // the spec's six, so the "large savings" answer changes the guide for an employee too).
  assetsCountAsIncome: (i) => i.sponsorHasLargeSavings,
  // The spec names the case without a condition: its own flag, or the employment status 'retired'.
  retiredOrPension: (i) => i.sponsorIsRetiredOrPension || i.sponsorEmploymentStatus === 'retired',
  humanitarianExempt: (i) => i.humanitarianFlag,
};

/** The spec's derived financial cases (section 4), in the spec's order. */
export const deriveFinancialCases = (inputs: Partial<FinancialInputs> = {}): FinancialCaseId[] => {
  const full: FinancialInputs = { ...financialDefaults, ...inputs };
  return financialCaseIds.filter((id) => conditions[id](full));
};

export const financialCaseGuide = (id: FinancialCaseId): FinancialCaseGuide => financialCaseGuides[id];

/**
 * The documents to gather: the base income documents (plus the employee ones when employed),
 * then each case's, in case order. Ids are stable ("base:credit-report", "<case>:<doc>") so the
 * spec's checklist of done flags can key on them. `cases` defaults to the derived ones.
 */
export const financialChecklist = (
  inputs: Partial<FinancialInputs> = {},
  cases: readonly FinancialCaseId[] = deriveFinancialCases(inputs),
): ChecklistItem[] => {
  const employed = (inputs.sponsorEmploymentStatus ?? financialDefaults.sponsorEmploymentStatus) === 'employed';
  const base = employed ? [...baseIncomeDocuments, ...employeeIncomeDocuments] : baseIncomeDocuments;
  return [
    ...base.map((d) => ({ ...d, id: `base:${d.id}` })),
    ...cases.flatMap((c) => financialCaseGuides[c].documents.map((d) => ({ ...d, id: `${c}:${d.id}` }))),
  ];
};

export { baseIncomeDocuments, employeeIncomeDocuments, financialCaseGuides };
