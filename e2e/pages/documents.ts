import type { Page } from '@playwright/test';

/** Document Preparation, by test id (the words change with the language). */
export class DocumentsPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/documents${query}`);
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  slot(slot: string) {
    return this.page.getByTestId(`slot-${slot}`);
  }
  /** The slot's file input (its Dropzone's; a slot takes any number of files). */
  fileInput(slot: string) {
    return this.slot(slot).locator('input[type="file"]').first();
  }
  upload(
    slot: string,
    file:
      { name: string; mimeType: string; buffer: Buffer } | Array<{ name: string; mimeType: string; buffer: Buffer }>,
  ) {
    return this.fileInput(slot).setInputFiles(file);
  }
  status(slot: string) {
    return this.page.getByTestId(`status-${slot}`);
  }
  notice(slot: string) {
    return this.page.getByTestId(`notice-${slot}`);
  }
  rejection(slot: string) {
    return this.page.getByTestId(`reject-${slot}`);
  }
  fileName(slot: string) {
    return this.page.getByTestId(`file-name-${slot}`);
  }
  get readingProgress() {
    return this.page.getByTestId('reading-progress');
  }
  get passportForm() {
    return this.page.getByTestId('passport-form');
  }
  passportField(key: string) {
    return this.passportForm.locator(`[data-field="${key}"]`);
  }
  marriageField(key: string) {
    return this.page.getByTestId('marriage-form').locator(`[data-field="${key}"]`);
  }
  get mrzStatus() {
    return this.page.getByTestId('mrz-status');
  }
  get savePassport() {
    return this.page.getByTestId('save-passport');
  }
  savedValue(slot: string, key: string) {
    return this.page.getByTestId(`saved-details-${slot}`).locator(`[data-field="${key}"] td`);
  }
  typeInstead(slot: string) {
    return this.page.getByTestId(`type-${slot}`).click();
  }
  get getReadingTools() {
    return this.page.getByTestId('get-reading-tools');
  }
  get readingToolsReady() {
    return this.page.getByTestId('reading-tools-ready');
  }
}
