import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { allRoutes as routes } from '../routes';
import { inEveryLook } from './looks';

/** Every route at phone and desktop widths, light and dark, English and Korean. */
const out = resolve(process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out'), 'routes');

test('every route: 390 and 1280 px, light and dark, English and Korean', async ({ appPage: page }) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });

  // Something in the review's tables: two rows of the invitation's 2.12 (family members).
  await page.goto('/f6/invitation-letter?lang=en');
  await page.getByTestId('open-question-list').click();
  await page.getByRole('link', { name: /Does your family know about the marriage\?/ }).click();
  const question = page.getByTestId('question');
  while ((await question.locator('input[type=text], input:not([type])').count()) < 4)
    await page.getByTestId('add-row').click();
  const names = ['father', 'Kim Cheolsu', 'mother', 'Lee Younghee'];
  const inputs = question.locator('input[type=text], input:not([type])');
  for (let i = 0; i < names.length; i++) await inputs.nth(i).fill(names[i]);
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

  await inEveryLook(page, routes, async (path, { width, theme, lang }) => {
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    await page.screenshot({ path: `${out}/${name}-${width}-${theme}-${lang}.png`, fullPage: true });
  });
});
