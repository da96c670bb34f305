import { expect, type Page } from '@playwright/test';

/** The one-question-at-a-time form wizard. */
export class Wizard {
  constructor(readonly page: Page) {}
  goto(formId: string) {
    return this.page.goto(`/f6/${formId}`);
  }
  get question() {
    return this.page.getByTestId('question');
  }
  get answered() {
    return this.page.getByTestId('answered-count');
  }
  async next() {
    await this.page.getByTestId('next-question').click();
  }
  /** Fills every visible text-like input of the current question. */
  async fillTextFields(prefix: string) {
    const inputs = this.question.locator(
      'input[type=text], input:not([type]), input[type=tel], input[type=email], textarea:not([aria-hidden=true])',
    );
    const count = await inputs.count();
    for (let i = 0; i < count; i++) {
      const input = inputs.nth(i);
      const type = await input.getAttribute('type');
      await input.fill(type === 'tel' ? '010-1234-5678' : type === 'email' ? 'a@example.com' : `${prefix} ${i}`);
    }
    return count;
  }
  /** The saved position in IndexedDB (what a reopened page resumes at). */
  async savedPosition(formId: string): Promise<number | null> {
    return this.page.evaluate(
      (id) =>
        new Promise<number | null>((resolve) => {
          const open = indexedDB.open('f6-visa-prep');
          open.onsuccess = () => {
            const db = open.result;
            const get = db.transaction('formProgress').objectStore('formProgress').get(id);
            get.onsuccess = () => {
              resolve(get.result?.currentQuestionIndex ?? null);
              db.close();
            };
            get.onerror = () => resolve(null);
          };
          open.onerror = () => resolve(null);
        }),
      formId,
    );
  }
  async expectSaved() {
    await expect(this.page.getByTestId('save-state')).toHaveText(/Saved on this device|이 기기에 저장됨/);
  }
}
