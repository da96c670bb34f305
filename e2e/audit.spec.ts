import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DocumentsPage } from './pages/documents';
import { VisaFormPage } from './pages/visa-form';
import { Wizard } from './pages/wizard';

/** Every page's text, whitespace removed (the PDF wraps words across lines). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes, useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  await task.destroy();
  return pages.join('\n').replace(/\s+/g, '');
}

test('D26: an English address and place of marriage typed on the visa application form do not change the invitation’s Korean ones in its PDF', async ({
  appPage: page,
}) => {
  test.setTimeout(120_000);
  // The Korean spouse's address in Korean on the Korean-only invitation (item 1.5).
  const wizard = new Wizard(page);
  await page.goto('/f6/invitation-letter?q=2');
  await expect(wizard.question).toContainText(/address/i);
  await wizard.question.getByRole('textbox', { name: 'Address' }).fill('서울특별시 마포구 마포대로 12');
  await wizard.expectSaved();

  // The same address in English on the visa application form, as its help asks (item 5.2).
  const form = new VisaFormPage(page);
  await form.goto();
  await form.open('spouseInfo');
  await page.locator('[data-field="spouseLivesIn"]').getByText('In Korea', { exact: true }).click();
  const english = form.field('spouseInfo', /Spouse's address in Korea/);
  await english.fill('12 Mapo-daero, Mapo-gu, Seoul');
  await expect(form.saveState).toHaveText('Saved on this device');

  // Back on the invitation: still the Korean address.
  await page.goto('/f6/invitation-letter?q=2');
  await expect(wizard.question.getByRole('textbox', { name: 'Address' })).toHaveValue('서울특별시 마포구 마포대로 12');
  // And the visa form keeps the English one after a reload.
  await form.goto();
  await form.open('spouseInfo');
  await expect(form.field('spouseInfo', /Spouse's address in Korea/)).toHaveValue('12 Mapo-daero, Mapo-gu, Seoul');

  // The invitation's 2.8 is a ceremony's place (its own answer, in Korean); the visa form's place of
  // marriage is the couple's fact, asked in Latin letters, never taken from the ceremony's.
  await page.goto('/f6/invitation-letter?q=10');
  await wizard.question.locator('[data-field="held"]').getByText('Yes', { exact: true }).click();
  await wizard.question.locator('[data-field="place"]').fill('미국 텍사스주 오스틴');
  await wizard.expectSaved();
  await form.goto();
  await form.open('relationshipDetails');
  const marriagePlace = form.field('relationshipDetails', /Place of marriage/);
  await expect(marriagePlace).toHaveValue('');
  await marriagePlace.fill('Austin, Texas, USA');
  await expect(form.saveState).toHaveText('Saved on this device');

  // The invitation's PDF prints the Korean address and place, never the English ones.
  await page.goto('/final-application');
  const download = page.waitForEvent('download');
  await page.getByTestId('form-pdf-invitation-letter').click();
  const file = await download;
  const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain('서울특별시마포구마포대로12');
  expect(text).not.toContain('Mapo-daero');
  expect(text).toContain('미국텍사스주오스틴');
  expect(text).not.toContain('Austin');
});

test('D27: a name typed differently from the passport shows one finding naming both values, with a link to each place', async ({
  appPage: page,
}) => {
  test.setTimeout(120_000);
  // The passport is read on the device (its machine-readable zone) and the details confirmed.
  const dir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'passports');
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('passport', {
    name: 'clean-scan.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(join(dir, 'clean-scan.jpg')),
  });
  await expect(docs.passportForm).toBeVisible({ timeout: 60_000 });
  await expect(docs.passportField('lastName')).toHaveValue('ERIKSSON');
  await docs.savePassport.click();
  await expect(docs.savedValue('passport', 'passportNumber')).toContainText('L898902C3');

  // The visa application form, typed by hand with one letter missing.
  const form = new VisaFormPage(page);
  await form.goto();
  await form.open('basicInfo');
  await form.field('basicInfo', /Family name, as in your passport/).fill('ERIKSON');
  await form.field('basicInfo', /Given names, as in your passport/).fill('ANNA MARIA');
  await expect(form.saveState).toHaveText('Saved on this device');

  await page.goto('/final-application');
  const card = page.getByTestId('audit-card');
  await expect(card.getByTestId('finding')).toHaveCount(1);
  const finding = card.getByTestId('finding');
  await expect(finding.getByTestId('finding-value-text')).toHaveText(['ERIKSSON ANNA MARIA', 'ERIKSON ANNA MARIA'], {
    useInnerText: true,
  });
  await expect(finding).toContainText('May be refused');
  await expect(finding).toContainText('read from the document');
  await expect(finding).toContainText('typed by you');
  // One link to the document, one to the form item that holds the typed name.
  const places = finding.getByTestId('finding-place');
  await expect(places.filter({ hasText: 'clean-scan.jpg' })).toHaveAttribute('href', '/documents');
  await expect(places.filter({ hasText: 'Visa application form, item 1.1' })).toHaveAttribute(
    'href',
    '/final-application#visa-basicInfo',
  );
  // The navigation counts it, and so does the final step's top summary.
  await expect(page.getByTestId('nav-final').getByTestId('audit-badge')).toHaveText('1');
  await expect(page.getByTestId('readiness-findings')).toHaveText(/^1 fact in your answers does not agree/);
  // On a phone the navigation is closed behind the menu: the menu button carries the count, in its name too.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole('button', { name: 'Menu 1 fact does not agree' });
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('menu-audit-badge')).toHaveText('1');
  await expect(menu.getByTestId('menu-audit-badge')).toBeVisible();
  if (process.env.SHOTS_DIR)
    await page.locator('header').screenshot({ path: `${process.env.SHOTS_DIR}/menu-audit-badge-390.png` });
  if (desktop) await page.setViewportSize(desktop);

  // "This is right" needs a reason; with one, the finding is kept as explained and the count goes.
  await finding.getByTestId('finding-right').click();
  await finding.getByTestId('finding-save').click();
  await expect(finding.getByText('Say in a few words why it is right')).toBeVisible();
  await finding.getByTestId('finding-reason-input').fill('Test of the explanation');
  await finding.getByTestId('finding-save').click();
  await expect(finding.getByTestId('finding-reason')).toContainText('Test of the explanation');
  await expect(page.getByTestId('nav-final').getByTestId('audit-badge')).toHaveCount(0);
  await expect(page.getByTestId('menu-audit-badge')).toHaveCount(0);
  await expect(page.getByTestId('readiness-findings')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('audit-card').getByTestId('finding-reason')).toContainText('Test of the explanation');
});
