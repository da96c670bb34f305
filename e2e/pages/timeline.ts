import type { Page } from '@playwright/test';

const filterIndex = { all: 0, applicant: 1, sponsor: 2 } as const;

/** The Timeline Planner, by test id (the words change with the language). */
export class TimelinePage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto('/timeline');
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get targetDate() {
    return this.page.getByTestId('target-date-input');
  }
  get daysUntil() {
    return this.page.getByTestId('days-until');
  }
  get criticalWarning() {
    return this.page.getByTestId('critical-warning');
  }
  get recommendedDate() {
    return this.page.getByTestId('recommended-date');
  }
  get useRecommended() {
    return this.page.getByTestId('use-recommended');
  }
  get exportCalendar() {
    return this.page.getByTestId('export-ics');
  }
  count(status: 'completed' | 'in-progress' | 'not-started') {
    return this.page.getByTestId(`count-${status}`);
  }
  row(taskId: string) {
    return this.page.getByTestId(`task-row-${taskId}`);
  }
  start(taskId: string) {
    return this.page.getByTestId(`task-start-${taskId}`).click();
  }
  markDone(taskId: string) {
    return this.page.getByTestId(`task-done-${taskId}`).click();
  }
  /** The segmented control's labels, in order: all, applicant, Korean spouse. */
  filter(owner: keyof typeof filterIndex) {
    return this.page.getByTestId('task-filter').locator('label').nth(filterIndex[owner]).click();
  }
}

/** Time-Sensitive Documents: exemption form, progress and one card per document. */
export class TimeSensitivePage {
  constructor(readonly page: Page) {}
  goto() {
    return this.page.goto('/time-sensitive-documents');
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  criminal(value: 'required' | 'exempt' | 'unknown') {
    return this.page.getByTestId(`exemption-criminal-${value}`).check();
  }
  card(docId: string) {
    return this.page.getByTestId(`doc-card-${docId}`);
  }
  availability(docId: string) {
    return this.page.getByTestId(`doc-availability-${docId}`);
  }
  docTask(taskId: string) {
    return this.page.getByTestId(`doc-task-${taskId}`);
  }
}
