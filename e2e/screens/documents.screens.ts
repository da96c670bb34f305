import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { DocumentsPage } from '../pages/documents';
import { passportPhoto } from '../passport-photo';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('document preparation: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
  browser,
}) => {
  mkdirSync(out, { recursive: true });
  const docs = new DocumentsPage(page);
  const shoot = async (name: string) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  };

  // The empty page in every combination.
  await docs.goto();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await docs.goto(`?lang=${lang}`);
        await expect(docs.heading).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expect(docs.slot('healthCertificate')).toBeVisible();
        await shoot(`documents-${viewport.width}-${scheme}-${lang}`);
      }
    }
  }

  // A passport photo read and waiting for confirmation, a rejected file, a stored one.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  const photo = await passportPhoto(browser);
  for (const lang of ['en', 'ko'] as const) {
    await docs.goto(`?lang=${lang}`);
    await docs.upload('passport', { name: 'passport.png', mimeType: 'image/png', buffer: photo });
    await expect(docs.passportForm).toBeVisible({ timeout: 90_000 });
    await docs.upload('healthCertificate', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(docs.rejection('healthCertificate')).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await shoot(`documents-review-${viewport.width}-light-${lang}`);
      // The card alone, at full size, to read the form closely.
      await docs
        .slot('passport')
        .screenshot({ path: `${out}/documents-review-card-${viewport.width}-light-${lang}.png` });
    }
    await page.setViewportSize(viewports[1]);
  }

  // Confirmed: the saved details, then the certificate typed by hand, in dark.
  await docs.savePassport.click();
  await expect(docs.savedValue('passport', 'passportNumber')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const lang of ['en', 'ko'] as const) {
    await docs.goto(`?lang=${lang}`);
    await expect(docs.savedValue('passport', 'passportNumber')).toBeVisible();
    await docs.typeInstead('marriageCertificate');
    await expect(page.getByTestId('marriage-form')).toBeVisible();
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await shoot(`documents-saved-${viewport.width}-dark-${lang}`);
      await docs
        .slot('passport')
        .screenshot({ path: `${out}/documents-saved-passport-${viewport.width}-dark-${lang}.png` });
      await docs
        .slot('marriageCertificate')
        .screenshot({ path: `${out}/documents-saved-marriage-${viewport.width}-dark-${lang}.png` });
    }
    await page.setViewportSize(viewports[1]);
  }
});
