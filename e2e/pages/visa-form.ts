import type { Page } from '@playwright/test';

/** The visa application form card on the final step: sections, fields and table rows by test id and label. */
export class VisaFormPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/final-application${query}#application-form`);
  }
  get card() {
    return this.page.locator('#application-form');
  }
  section(id: string) {
    return this.page.getByTestId(`section-${id}`);
  }
  async open(id: string) {
    const control = this.section(id).getByRole('button').first();
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }
  /** A yes/no question: its segmented control, by the field id. */
  async answerYesNo(section: string, fieldId: string, answer: 'Yes' | 'No' | '예' | '아니요') {
    await this.page.locator(`[data-field="${fieldId}"]`).getByText(answer, { exact: true }).click();
    await this.section(section).locator(`[data-field="${fieldId}"]`).waitFor();
  }
  field(section: string, label: RegExp | string) {
    return this.section(section).getByLabel(label);
  }
  rows(tableId: string) {
    return this.page.getByTestId(`${tableId}-row`);
  }
  addRow(tableId: string) {
    return this.page.getByTestId(`${tableId}-add`).click();
  }
  get saveState() {
    return this.page.getByTestId('form-save-state');
  }
}
