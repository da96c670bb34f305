import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createMRZ } from 'mrz-fast';
import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { DocumentsPage } from './pages/documents';

// A valid TD3 zone (ICAO 9303's specimen person) with an expiry in the future.
const MRZ = createMRZ({
  documentCode: 'P',
  issuingState: 'UTO',
  lastName: 'ERIKSSON',
  firstName: 'ANNA MARIA',
  documentNumber: 'L898902C3',
  nationality: 'UTO',
  birthDate: { year: 1974, month: 8, day: 12 },
  sex: 'female',
  expirationDate: { year: 2032, month: 4, day: 15 },
  personalNumber: 'ZE184226B',
});

/**
 * A passport data page drawn in a throwaway page and photographed: 1600 px wide, the two MRZ
 * lines in a monospace font near the bottom, as a phone photo of the page would have them.
 */
async function passportPhoto(browser: Browser): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1120 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div id="p" style="width:1600px;height:1120px;position:relative;background:#f3efe6;font-family:'DejaVu Sans',sans-serif;color:#223">
      <div style="position:absolute;left:70px;top:50px;font-size:44px;font-weight:700">PASSPORT · UTOPIA</div>
      <div style="position:absolute;left:70px;top:150px;width:360px;height:460px;background:#c9d3de;border-radius:8px"></div>
      <div style="position:absolute;left:500px;top:160px;font-size:30px;line-height:1.9">
        Surname / ERIKSSON<br>Given names / ANNA MARIA<br>Nationality / UTOPIAN<br>Date of birth / 12 AUG 1974<br>Sex / F<br>Date of expiry / 15 APR 2032
      </div>
      <pre style="position:absolute;left:60px;top:800px;margin:0;font-family:'DejaVu Sans Mono',monospace;font-size:50px;letter-spacing:2px;line-height:1.35">${MRZ.join('\n').replace(/</g, '&lt;')}</pre>
    </div></body></html>`);
  const png = await page.locator('#p').screenshot({ type: 'png' });
  await context.close();
  return png;
}

/** Axe measures colours as drawn: let Mantine's transitions finish first. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function goOffline(page: Page, context: BrowserContext) {
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
}

test('passport photo: read on the device, confirm, saved to the application', async ({ appPage: page, browser }) => {
  test.setTimeout(120_000);
  const photo = await passportPhoto(browser);
  const docs = new DocumentsPage(page);
  await docs.goto();
  await expect(docs.heading).toBeVisible();

  // Count every request: reading must not leave the origin.
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) foreign.push(r.url());
  });

  const started = Date.now();
  await docs.upload('passport', { name: 'passport.png', mimeType: 'image/png', buffer: photo });
  await expect(docs.fileName('passport')).toHaveText('passport.png');
  await expect(docs.passportForm).toBeVisible({ timeout: 60_000 });
  console.log(`[measure] passport photo read (cold) in ${Date.now() - started} ms`);

  await expect(docs.mrzStatus).toBeVisible();
  await expect(docs.passportField('lastName')).toHaveValue('ERIKSSON');
  await expect(docs.passportField('firstName')).toHaveValue('ANNA MARIA');
  await expect(docs.passportField('passportNumber')).toHaveValue('L898902C3');
  await expect(docs.passportField('dateOfBirth')).toHaveValue('1974-08-12');
  await expect(docs.passportField('passportExpiryDate')).toHaveValue('2032-04-15');
  await expect(docs.passportField('nationality')).toHaveValue('UTO');
  await settled(page);
  await expectNoAxeViolations(page);

  await docs.savePassport.click();
  await expect(docs.savedValue('passport', 'passportNumber')).toContainText('L898902C3');
  await expect(docs.savedValue('passport', 'fullName')).toContainText('ANNA MARIA ERIKSSON');
  await expect(docs.savedValue('passport', 'dateOfBirth')).toContainText('1974-08-12');
  expect(foreign).toEqual([]);

  // Warm: the engine is loaded; read the same file again.
  const warm = Date.now();
  await page.getByTestId('read-passport').click();
  await expect(docs.passportForm).toBeVisible({ timeout: 30_000 });
  console.log(`[measure] passport photo read (warm) in ${Date.now() - warm} ms`);

  // Survives a reload: the file and the details are in IndexedDB.
  await page.reload();
  await expect(docs.fileName('passport')).toHaveText('passport.png');
  await expect(docs.savedValue('passport', 'passportNumber')).toContainText('L898902C3');
});

test('a wrong file type gets a message and nothing is stored; axe clean', async ({ appPage: page }) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await expect(docs.heading).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  await docs.upload('healthCertificate', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(docs.rejection('healthCertificate')).toContainText('notes.txt');
  await expect(docs.fileName('healthCertificate')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('[data-testid^="file-name-"]').length)).toBe(0);
  await settled(page);
  await expectNoAxeViolations(page);

  // A real file is stored, shown and previewed from IndexedDB.
  await docs.upload('healthCertificate', { name: 'health.png', mimeType: 'image/png', buffer: Buffer.from(tinyPng, 'base64') });
  await expect(docs.fileName('healthCertificate')).toHaveText('health.png');
  await expect(docs.rejection('healthCertificate')).toHaveCount(0);
  await docs.slot('healthCertificate').getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('remove-healthCertificate').click();
  await page.getByTestId('confirm-remove-healthCertificate').click();
  await expect(docs.fileName('healthCertificate')).toHaveCount(0);
});

test('offline after the reading tools were fetched once: read a passport photo, and type a certificate', async ({ appPage: page, context, browser }) => {
  test.setTimeout(150_000);
  const photo = await passportPhoto(browser);
  const docs = new DocumentsPage(page);
  await docs.goto();
  await waitForServiceWorker(page);
  await docs.getReadingTools.click();
  await expect(docs.readingToolsReady).toBeVisible({ timeout: 60_000 });

  await goOffline(page, context);
  await expect(docs.heading).toBeVisible();
  await expect(docs.readingToolsReady).toBeVisible();

  await docs.upload('passport', { name: 'passport.png', mimeType: 'image/png', buffer: photo });
  await expect(docs.passportForm).toBeVisible({ timeout: 90_000 });
  await expect(docs.passportField('passportNumber')).toHaveValue('L898902C3');
  await docs.savePassport.click();
  await expect(docs.savedValue('passport', 'passportNumber')).toContainText('L898902C3');

  await docs.typeInstead('marriageCertificate');
  await docs.marriageField('marriageDate').fill('2024-05-01');
  await docs.marriageField('marriagePlace').fill('Seoul');
  await docs.marriageField('spouse.name').fill('김민준');
  await page.getByTestId('save-marriage').click();
  await expect(docs.savedValue('marriageCertificate', 'marriageDate')).toContainText('2024-05-01');
  await expect(docs.savedValue('marriageCertificate', 'spouseName')).toContainText('김민준');
  await settled(page);
  await expectNoAxeViolations(page);
});

// 1x1 white PNG.
const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
