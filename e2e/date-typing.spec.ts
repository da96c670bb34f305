import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * A date typed part by part is saved only when it is whole and valid: typing 02 31 2027
 * over a saved 2027-03-26 passes through 2027-02-26 and 2027-02-03, and none of them may be saved.
 */

function storedSection(page: Page, key: string) {
  return page.evaluate(
    (k) =>
      new Promise<Record<string, unknown> | null>((resolve) => {
        const open = indexedDB.open('f6-visa-prep');
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('sections').objectStore('sections').get(k);
          get.onsuccess = () => {
            resolve((get.result?.value as Record<string, unknown> | undefined) ?? null);
            db.close();
          };
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    key,
  );
}

/** Types each character as a user does, checking after each one that the saved value never moved. */
async function typeOver(page: Page, input: Locator, keys: string, saved: () => Promise<unknown>, kept: string) {
  await input.focus();
  await input.press('Home').catch(() => undefined);
  const seen: unknown[] = [];
  for (const key of keys) {
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
    seen.push(await saved());
  }
  expect(new Set(seen)).toEqual(new Set([kept]));
}

test('typing an impossible date over a saved target date keeps it, in storage and on screen; the plan does not move', async ({
  appPage: page,
}) => {
  await page.goto('/timeline');
  const input = page.getByTestId('target-date-input');
  const target = async () => (await storedSection(page, 'timeline'))?.targetDate ?? null;
  await input.fill('2027-03-26');
  await expect.poll(target).toBe('2027-03-26');
  const plan = page.locator('main');
  await page.waitForTimeout(300);
  const planBefore = await plan.innerText();

  await typeOver(page, input, '02312027', target, '2027-03-26');
  await input.evaluate((el) => (el as HTMLInputElement).blur());
  await page.waitForTimeout(300);
  expect(await target()).toBe('2027-03-26');
  await expect(input).toHaveValue('2027-03-26');
  await expect(page.getByText('Your saved date stays March 26, 2027.')).toBeVisible();
  // The schedule is the same, line for line (only the message under the field is new).
  const lines = (text: string) => text.split('\n').filter((l) => l.trim() && !/incomplete|saved date stays/.test(l));
  expect(lines(await plan.innerText())).toEqual(lines(planBefore));

  // A whole valid date typed and left is saved.
  await typeOver(page, input, '04152027', target, '2027-03-26');
  await input.evaluate((el) => (el as HTMLInputElement).blur());
  await expect.poll(target).toBe('2027-04-15');
});

test('typing an impossible date over a saved date of birth keeps it', async ({ appPage: page }) => {
  await page.goto('/final-application');
  await page.getByTestId('section-spouseInfo').getByRole('button').first().click();
  const input = page.locator('input[data-field=spouseDateOfBirth]');
  const dob = async () =>
    ((await storedSection(page, 'applicationForms'))?.spouseInfo as Record<string, unknown> | null)
      ?.spouseDateOfBirth ?? null;
  await input.fill('1990-05-15');
  await expect.poll(dob).toBe('1990-05-15');
  await typeOver(page, input, '02311990', dob, '1990-05-15');
  await input.evaluate((el) => (el as HTMLInputElement).blur());
  await page.waitForTimeout(300);
  expect(await dob()).toBe('1990-05-15');
  await expect(input).toHaveValue('1990-05-15');
  await expect(page.getByText('Your saved date stays May 15, 1990.')).toBeVisible();
});
