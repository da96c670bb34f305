import type { Page } from '@playwright/test';

/** The top navigation and side navigation, by role and test id. */
export class Shell {
  constructor(readonly page: Page) {}
  goto(path = '/') {
    return this.page.goto(path);
  }
  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }
  get themeToggle() {
    return this.page.getByTestId('theme-toggle').locator('visible=true').first();
  }
  get applyNow() {
    return this.page.getByTestId('apply-now');
  }
  nav(name: string) {
    return this.page.getByRole('navigation').getByRole('link', { name });
  }
  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
