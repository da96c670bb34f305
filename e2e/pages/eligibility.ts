import type { Locator, Page } from '@playwright/test';

/** The Eligibility Check, by test id and role (labels change with the language). */
export class EligibilityPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/eligibility${query}`);
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get familyName() {
    return this.page.getByTestId('eligibility-family-name');
  }
  get givenNames() {
    return this.page.getByTestId('eligibility-given-names');
  }
  get spouseName() {
    return this.page.getByTestId('eligibility-spouse-name');
  }
  get nationality() {
    return this.page.getByTestId('eligibility-nationality');
  }
  get yearsMarried() {
    return this.page.getByTestId('eligibility-years-married');
  }
  get annualIncome() {
    return this.page.getByTestId('eligibility-annual-income');
  }
  get outcome() {
    return this.page.getByTestId('eligibility-outcome');
  }
  get threshold() {
    return this.page.getByTestId('income-threshold');
  }
  get markComplete() {
    return this.page.getByTestId('mark-eligibility-complete');
  }
  get completed() {
    return this.page.getByTestId('eligibility-completed');
  }
  get saveState() {
    return this.page.getByTestId('save-state');
  }
  check(id: string): Locator {
    return this.page.getByTestId(`check-${id}`);
  }
  /** Picks the n-th radio of a group (0 = Yes / first option), whatever the language. */
  choose(groupTestId: string, index: number) {
    return this.page.getByTestId(groupTestId).getByRole('radio').nth(index).check();
  }
  /** Answers every question so that the check says eligible (2026, household of 2). */
  async fillEligible() {
    await this.familyName.fill('DOE');
    await this.givenNames.fill('JANE');
    await this.spouseName.fill('Kim Minjun');
    await this.nationality.fill('United States');
    await this.nationality.press('Escape');
    await this.yearsMarried.fill('1');
    await this.choose('eligibility-marriage-certificate', 0);
    await this.choose('eligibility-registered-in-korea', 0);
    await this.choose('eligibility-live-together', 0);
    await this.choose('eligibility-proof-level', 0);
    await this.annualIncome.fill('30000000');
    await this.choose('eligibility-housing', 0);
    await this.page.getByTestId('eligibility-korean-level').locator('input[value="topik1"]').check();
  }
}

/** The Guides page with its four tabs. */
export class GuidesPage {
  constructor(readonly page: Page) {}
  goto(tab?: 'financial' | 'health' | 'relationship' | 'evidence') {
    return this.page.goto(tab ? `/guides?tab=${tab}` : '/guides');
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  tab(name: 'financial' | 'health' | 'relationship' | 'evidence') {
    return this.page.getByTestId(`guides-tab-${name}`);
  }
}
