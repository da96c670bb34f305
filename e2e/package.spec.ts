import { readFile } from 'node:fs/promises';
import { unzip } from './zip';
import { pdfPages } from './pdf-pages';
import { documentPng } from './document-files';
import { axeScan, expect, test, waitForHeavyCache, waitForServiceWorker } from './fixtures';
import { DocumentsPage } from './pages/documents';
import { Wizard } from './pages/wizard';

test.use({ serviceWorkers: 'allow' }); // it goes offline

test('offline on a device that never made one: fill a few answers, make the package, get the submission and the guide', async ({
  appPage: page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  // The PDF engine, the package code and the two fonts (2.8 MB) arrive in the background once the app has loaded.
  await waitForHeavyCache(
    page,
    [
      '/pdf/fonts/f6-package-gothic.ttf',
      '/pdf/fonts/f6-package-hanja.ttf',
      '/heavy/build-package-',
      '/heavy/package-input-',
      '/heavy/engine-',
      '/heavy/fontkit',
    ],
    60_000,
  );

  await context.setOffline(true);
  await page.reload();

  // A few answers on the letter of guarantee: the spouse's name as on the passport.
  const wizard = new Wizard(page);
  await wizard.goto('personal-guarantee');
  await expect(wizard.question).toBeVisible();
  await wizard.question.locator('input').nth(0).fill('SMITH');
  await wizard.question.locator('input').nth(1).fill('JANE MARIE');
  await wizard.expectSaved();
  // And one uploaded document, to be copied at the end.
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('passport', {
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: documentPng(),
  });
  await expect(docs.fileName('passport')).toHaveText('passport.png');

  await page.goto('/final-application');
  const download = page.waitForEvent('download');
  await page.getByTestId('make-package').click();
  await expect(page.getByTestId('package-done')).toBeVisible({ timeout: 60_000 });
  // One tap, one download: the two files in one .zip.
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzip(await readFile((await zipFile.path())!));
  expect(files.size).toBe(2);
  const names = [...files.keys()];
  const fileName = names.find((n) => n.startsWith('F-6 제출 서류')) ?? '';
  const guideFileName = names.find((n) => n !== fileName) ?? '';
  // Two files (D29): the submission named in Korean, the guide in the user's language (English here).
  expect(fileName).toMatch(/^F-6 제출 서류 - SMITH JANE MARIE - \d{4}-\d{2}-\d{2}\.pdf$/);
  expect(guideFileName).toMatch(/^F-6 application package - SMITH JANE MARIE - \d{4}-\d{2}-\d{2}\.pdf$/);
  // The English screen explains the Korean name rather than showing it bare.
  await expect(page.getByTestId('package-done-submission')).toContainText(
    `is named in Korean for the consulate (제출 서류: documents submitted). File name: ${fileName}`,
  );
  // The package card is axe clean (the rest of the page is other journeys' business).
  const axe = await axeScan(page, '[data-testid="package-card"]');
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const bytes = new Uint8Array(files.get(fileName)!);
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const pages = await pdfPages(bytes);
  const all = pages.join('\n');
  // The index, the official forms, the upload under its divider; nothing of the guide.
  for (const part of [
    '제출서류목록',
    '외국인배우자초청장',
    '외국인배우자의결혼배경진술서',
    '신원보증서',
    '여권(신청인)제출서류',
  ])
    expect(all, part).toContain(part);
  expect(all).not.toContain('Whosignswhat');
  // The answers typed offline stand in their boxes on the guarantee's front page.
  const guarantee = pages.find((p) => p.includes('신원보증서') && p.includes('※[]에는해당하는곳에√표시를합니다.'));
  expect(guarantee).toContain('SMITH');
  expect(guarantee).toContain('JANEMARIE');
  // The guide says who signs what, and lists the unanswered items.
  const guide = (await pdfPages(new Uint8Array(files.get(guideFileName)!))).join('');
  expect(guide).toContain('NOTFORSUBMISSION');
  expect(guide).toContain('Whosignswhat');
  expect(guide).toContain('Itemsstillblankontheforms');
  await context.setOffline(false);
});
