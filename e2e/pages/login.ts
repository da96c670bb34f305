import { expect, type Page } from '@playwright/test';

export class Login {
  constructor(readonly page: Page) {}
  async signUp(email: string, password: string) {
    await this.page.goto('/login');
    await this.page
      .locator('label')
      .filter({ hasText: /^Create account$/ })
      .click();
    await expect(this.page.getByTestId('auth-submit')).toHaveText('Create account');
    await this.fill(email, password);
  }
  async signIn(email: string, password: string) {
    await this.page.goto('/login');
    await this.fill(email, password);
  }
  private async fill(email: string, password: string) {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: false }).first().fill(password);
    await this.page.getByTestId('auth-submit').click();
    await expect(this.page.getByTestId('logout')).toBeVisible({ timeout: 30_000 });
  }
}
