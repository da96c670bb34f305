import { expect, type Page } from '@playwright/test';

/** The interview rehearsal: the two spouses' cards, the step before a round, a round, its results. */
export class RehearsalPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/rehearsal${query}`);
  }
  get question() {
    return this.page.getByTestId('rehearsal-question');
  }
  get answer() {
    return this.page.getByTestId('rehearsal-answer');
  }
  review(questionId: string) {
    return this.page.getByTestId(`review-${questionId}`);
  }
  /** From the cards: the spouse's "start" step, then the round's first question. */
  async start(spouse: 'sponsor' | 'applicant', language?: 'English' | '한국어') {
    await this.page.getByTestId(`rehearse-${spouse}`).click();
    await expect(this.page.getByTestId('rehearsal-alone')).toBeVisible();
    if (language) await this.page.getByTestId('rehearsal-language').getByText(language).click();
    await this.page.getByTestId('rehearsal-begin').click();
    await expect(this.question).toBeVisible();
  }
  /** Types answers to the round's questions in order (an empty string leaves one unanswered). */
  async answerInOrder(answers: string[]) {
    for (const [i, text] of answers.entries()) {
      if (text) await this.answer.fill(text);
      if (i < answers.length - 1) {
        const before = await this.question.textContent();
        await this.page.getByTestId('rehearsal-next').click();
        await expect(this.question).not.toHaveText(before ?? '');
      }
    }
  }
  async finish() {
    await this.page.getByTestId('rehearsal-finish').click();
    await expect(this.page.getByTestId('rehearsal-results')).toBeVisible();
  }
}
