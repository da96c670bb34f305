import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

/**
 * A value is never lost to a bad edit: an invalid or out-of-range date typed over a
 * saved one keeps the saved one, says why beside the field, and saves again once valid.
 */

/** One stored section value, straight from IndexedDB. */
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

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Leaves the date's day part empty: the browser then reports '' with validity.badInput. */
async function breakDate(input: Locator) {
  await input.click();
  await input.press('Home'); // first part of the date
  await input.press('Backspace');
  await expect.poll(() => input.evaluate((el) => (el as HTMLInputElement).validity.badInput)).toBe(true);
}

test('timeline target date: invalid, year 9999 and past dates keep the saved date and say why', async ({
  appPage: page,
}) => {
  await page.goto('/timeline');
  const input = page.getByTestId('target-date-input');
  const target = async () => (await storedSection(page, 'timeline'))?.targetDate ?? null;
  const good = isoIn(40);
  await input.fill(good);
  await expect.poll(target).toBe(good);

  let tried = 0;
  for (const [bad, why] of [
    ['9999-01-01', /within the next ten years/],
    [isoIn(365 * 11), /within the next ten years/],
    ['2001-02-03', /has passed/],
  ] as const) {
    await input.fill(bad);
    await expect(page.getByText(why).first()).toBeVisible();
    await expect(page.getByText(/Your saved date stays/)).toBeVisible();
    expect(await target()).toBe(good);
    tried++;
  }
  await input.fill(good);
  await breakDate(input);
  await expect(page.getByText(/This date is incomplete or does not exist\. Your saved date stays/)).toBeVisible();
  expect(await target()).toBe(good);
  tried++;

  // Valid again: saved, and the message goes away.
  const next = isoIn(60);
  await input.fill(next);
  await expect.poll(target).toBe(next);
  await expect(page.getByText(/Your saved date stays/)).toHaveCount(0);
  // Reload: the valid date is what was kept.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Target application date' })).toHaveValue(next, { timeout: 30_000 });
  console.log(`[kept-values] timeline: ${tried} bad inputs held`);
});

test('application form date of birth: an incomplete date keeps the saved one, in Korean too', async ({
  appPage: page,
}) => {
  await page.goto('/final-application?lang=ko');
  await page.getByTestId('section-spouseInfo').getByRole('button').first().click();
  const input = page.locator('input[data-field=spouseDateOfBirth]');
  const dob = async () =>
    ((await storedSection(page, 'applicationForms'))?.spouseInfo as Record<string, unknown> | null)
      ?.spouseDateOfBirth ?? null;
  await input.fill('1990-04-05');
  await expect.poll(dob).toBe('1990-04-05');
  await breakDate(input);
  await expect(page.getByText(/저장된 날짜는 .*그대로예요/)).toBeVisible();
  // Give a save every chance to happen, then check nothing was overwritten.
  await page.waitForTimeout(300);
  expect(await dob()).toBe('1990-04-05');
  await page.reload();
  await page.getByTestId('section-spouseInfo').getByRole('button').first().click();
  await expect(page.locator('input[data-field=spouseDateOfBirth]')).toHaveValue('1990-04-05');
  await page.locator('input[data-field=spouseDateOfBirth]').fill('1991-06-07');
  await expect.poll(dob).toBe('1991-06-07');
});

test('application form travel costs: grouped as typed, an amount over the limit stays as typed and keeps the saved one', async ({
  appPage: page,
}) => {
  await page.goto('/final-application');
  await page.getByTestId('section-financialInfo').getByRole('button').first().click();
  const input = page.locator('input[data-field=travelCost]');
  const cost = async () =>
    ((await storedSection(page, 'applicationForms'))?.financialInfo as Record<string, unknown> | null)?.travelCost ??
    null;
  await input.pressSequentially('2500');
  await expect(input).toHaveValue('2,500');
  await expect.poll(cost).toBe(2500);
  await input.fill('20000000');
  await expect(input).toHaveValue('20,000,000');
  await expect(input).toHaveAttribute('data-kept-invalid', 'true');
  await expect(page.getByText('Enter a number from 0 to 10000000. Your saved answer stays 2,500.')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await cost()).toBe(2500);
  await page.reload();
  await page.getByTestId('section-financialInfo').getByRole('button').first().click();
  await expect(page.locator('input[data-field=travelCost]')).toHaveValue('2,500');
});
