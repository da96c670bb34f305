import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { VisaFormPage } from '../pages/visa-form';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('visa application form: sections with sub-headings and table rows, phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(300_000);
  mkdirSync(out, { recursive: true });
  const form = new VisaFormPage(page);
  await form.goto();
  await expect(form.section('travelHistory')).toBeVisible();
  // One visit with a row, and a period that ends before it starts (the message shows).
  await form.open('travelHistory');
  await form.answerYesNo('travelHistory', 'visitedKorea', 'Yes');
  await form.field('travelHistory', /How many times/).fill('2');
  await form.addRow('koreaVisitList');
  const row = form.rows('koreaVisitList').first();
  await row.getByLabel(/Purpose of the visit/).fill('Tourism');
  await row.getByLabel(/^From/).fill('2023-05-14');
  await row.getByLabel(/^To/).fill('2023-05-01');
  await expect(form.saveState).toHaveText('Saved on this device');

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await form.goto(`?lang=${lang}`);
        await expect(form.section('basicInfo')).toBeVisible();
        for (const section of ['basicInfo', 'travelHistory']) {
          await form.open(section);
          await expect(form.section(section).getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
          await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
          // The section alone, from the full page (an element shot would scroll the sticky header over it).
          const clip = await form.section(section).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
          });
          await page.screenshot({
            path: `${out}/visa-form-${section}-${viewport.width}-${scheme}-${lang}.png`,
            fullPage: true,
            clip,
          });
        }
      }
    }
  }
});
