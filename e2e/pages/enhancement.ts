import type { Page } from '@playwright/test';

export type StatementTab = 'personal' | 'sponsor';

/** Application Enhancement (the two statements), by role and test id. */
export class EnhancementPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/enhancement${query}`);
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  tab(kind: StatementTab) {
    return this.page.getByTestId(`tab-${kind}`);
  }
  /** The visible tab panel (the other statement's panel is hidden). */
  get panel() {
    return this.page.getByRole('tabpanel');
  }
  topic(topic: string) {
    return this.panel.getByTestId(`topic-${topic}`);
  }
  async openTopic(topic: string) {
    const closed = this.topic(topic).getByRole('button', { expanded: false });
    if (await closed.count()) await closed.click();
  }
  answer(topic: string) {
    return this.panel.getByTestId(`answer-${topic}`);
  }
  async answerTopic(topic: string, text: string) {
    await this.openTopic(topic);
    await this.answer(topic).fill(text);
  }
  get topicsAnswered() {
    return this.panel.getByTestId('topics-answered');
  }
  get saveState() {
    return this.panel.getByTestId('save-state');
  }
  get compose() {
    return this.panel.getByTestId('compose');
  }
  get confirmCompose() {
    return this.panel.getByTestId('confirm-compose');
  }
  get statementText() {
    return this.panel.getByTestId('statement-text');
  }
  get wordCount() {
    return this.panel.getByTestId('word-count');
  }
  get markFinal() {
    return this.panel.getByTestId('mark-final');
  }
  get finalBadge() {
    return this.panel.getByTestId('final-badge');
  }
  get language() {
    return this.panel.getByTestId('statement-language');
  }
  /** The wording asked for answers written in the other language than the statement's. */
  get wordings() {
    return this.panel.getByTestId('statement-wordings');
  }
  get wordingMissing() {
    return this.panel.getByTestId('wording-missing');
  }
  wording(topic: string) {
    return this.panel.getByTestId(`wording-${topic}`);
  }
}

/** Final Application: the checklist and readiness, by test id. */
export class FinalApplicationPage {
  constructor(readonly page: Page) {}
  goto(query = '') {
    return this.page.goto(`/final-application${query}`);
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  item(id: string) {
    return this.page.getByTestId(`check-${id}`);
  }
  get readiness() {
    return this.page.getByTestId('readiness');
  }
  get overallPercent() {
    return this.page.getByTestId('overall-percent');
  }
}
