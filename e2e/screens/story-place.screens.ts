import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { Wizard } from '../pages/wizard';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('statements: the place of the first meeting in the statement’s language, or asked (D26)', async ({
  appPage: page,
}) => {
  mkdirSync(out, { recursive: true });
  // The place typed in Korean on the invitation (2.2): a Korean statement shows it, an English one asks.
  const wizard = new Wizard(page);
  await page.goto('/f6/invitation-letter?q=4');
  await wizard.question.locator('[data-field="place"]').fill('서울 마포구의 한 카페');
  await wizard.expectSaved();
  await inEveryLook(page, ['/enhancement'], async (_path, look) => {
    const place = page.getByTestId('story-place-how_met');
    await expect(place).toBeVisible();
    await place.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/story-place-${look.width}-${look.theme}-${look.lang}.png` });
  });
});
