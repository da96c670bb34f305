import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { VisaFormPage } from '../pages/visa-form';
import { Wizard } from '../pages/wizard';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('visa application form: the family in Korea taken from the other answers, phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(300_000);
  mkdirSync(out, { recursive: true });
  // The sponsor's address in Korea on the invitation, the spouse's name on the visa form.
  const wizard = new Wizard(page);
  await page.goto('/f6/invitation-letter?q=2');
  await wizard.question.getByRole('textbox', { name: 'Address' }).fill('서울특별시 마포구 마포대로 12');
  await wizard.expectSaved();
  const form = new VisaFormPage(page);
  await form.goto();
  await form.open('spouseInfo');
  await form.field('spouseInfo', /Spouse's family name/).fill('KIM');
  await form.field('spouseInfo', /Spouse's given names/).fill('MINJUN');
  await expect(form.saveState).toHaveText('Saved on this device');

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await form.goto(`?lang=${lang}`);
        await form.open('relationshipDetails');
        const section = form.section('relationshipDetails');
        await expect(section.getByTestId('from-forms').first()).toBeVisible();
        await expect(form.rows('familyInKoreaMembers').first().getByRole('textbox').first()).toHaveValue('KIM MINJUN');
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
        const clip = await section.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
        });
        await page.screenshot({
          path: `${out}/visa-form-reused-${viewport.width}-${scheme}-${lang}.png`,
          fullPage: true,
          clip,
        });
      }
    }
  }
});
