import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { documentPng } from './document-files';
import { whatsappIos } from './chat-exports';
import { DocumentsPage } from './pages/documents';

const slots = [
  'marriageCertificate',
  'passport',
  'spouseIdCard',
  'proofOfRelationship',
  'financialDocuments',
  'housingDocuments',
  'healthCertificate',
];

/** What the progress and documents pages say: the same on both devices after a transfer. */
async function statuses(page: Page) {
  await page.goto('/progress');
  // The percent reads "…" until the status is computed: compare the computed value.
  await expect(page.getByTestId('overall-percent')).not.toHaveText('…');
  const percent = await page.getByTestId('overall-percent').textContent();
  const docs = new DocumentsPage(page);
  await docs.goto();
  await expect(docs.fileName('passport')).toHaveText('passport.png');
  const count = await page.getByTestId('documents-count').textContent();
  const states = [];
  for (const slot of slots) states.push([slot, await docs.status(slot).getAttribute('data-state')]);
  return { percent, count, states };
}

test('a transfer file carries a passport photo and a chat export to another browser: the photo opens, the messages are there, the statuses agree', async ({
  appPage: page,
  browser,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('passport', { name: 'passport.png', mimeType: 'image/png', buffer: documentPng(480, 320) });
  await expect(docs.fileName('passport')).toHaveText('passport.png');
  await docs.upload('housingDocuments', { name: 'lease.png', mimeType: 'image/png', buffer: documentPng() });
  await expect(docs.status('housingDocuments')).toHaveText('Ready');

  await page.goto('/guides?tab=evidence');
  await page
    .getByTestId('evidence-chat-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'WhatsApp Chat with Minjun.txt', mimeType: 'text/plain', buffer: Buffer.from(whatsappIos) });
  await expect(page.getByTestId('evidence-message')).toHaveCount(3);
  await page.getByTestId('evidence-message').nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('evidence-message-count')).toHaveText('1 of 3 messages chosen');
  const before = await statuses(page);

  // The size is said before the file is made.
  await page.goto('/progress');
  await expect(page.getByTestId('transfer-size')).toHaveText(
    /^Transfer file: about [\d.]+ kB, with 2 uploaded files and 1 chat export\.$/,
  );
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('transfer-export.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByTestId('export-transfer').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^f6-visa-prep-transfer-.*\.zip$/);
  const file = (await saved.path())!;
  test.info().annotations.push({ type: 'transfer file bytes', description: String((await readFile(file)).length) });

  // The other spouse's browser: nothing there yet; it imports the file.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/progress');
  const chooser = second.waitForEvent('filechooser');
  await second.getByTestId('import-backup').click();
  await (await chooser).setFiles(file);
  await expect(second.getByTestId('import-brings')).toHaveText('It brings 2 uploaded files and 1 chat export.');
  await expectNoAxeViolations(second);
  await second.getByTestId('backup-combine').click();
  await expect(second.getByTestId('backup-combine')).toHaveCount(0);

  // The photo opens from this device's storage.
  const there = new DocumentsPage(second);
  await there.goto();
  await expect(there.fileName('passport')).toHaveText('passport.png');
  await there.slot('passport').getByRole('button', { name: 'Show' }).click();
  await expect(second.getByRole('dialog').getByRole('img', { name: /passport.png/ })).toBeVisible();
  await second.keyboard.press('Escape');

  // The chat's messages are there, with the same one chosen.
  await second.goto('/guides?tab=evidence');
  await expect(second.getByTestId('evidence-message')).toHaveCount(3);
  await expect(second.getByTestId('evidence-message-text').nth(1)).toHaveText('It was so good to meet you');
  await expect(second.getByTestId('evidence-message-count')).toHaveText('1 of 3 messages chosen');

  expect(await statuses(second)).toEqual(before);
  await other.close();
});

test('files that are not transfer files are refused with the reason, in English and Korean, and change nothing', async ({
  appPage: page,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('housingDocuments', { name: 'lease.png', mimeType: 'image/png', buffer: documentPng() });
  await expect(docs.status('housingDocuments')).toHaveText('Ready');
  const choose = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-backup').click();
    await (await chooser).setFiles({ name, mimeType: 'application/zip', buffer });
  };
  await page.goto('/progress');
  await choose('transfer.zip', Buffer.from('this is not a zip'));
  await expect(page.getByText('This file is not a transfer file from this app (it is not a zip file).')).toBeVisible();
  // A real zip cut short.
  const zip = Buffer.from('504b0304140000000800', 'hex');
  await choose('transfer.zip', Buffer.concat([zip, Buffer.alloc(40, 1)]));
  await expect(page.getByText('This transfer file is damaged (perhaps cut short while copying).')).toBeVisible();

  await page.goto('/progress?lang=ko');
  await choose('transfer.zip', Buffer.from('this is not a zip'));
  await expect(
    page.getByText('이 앱의 이동 파일이 아니에요(zip 파일이 아님). 아무것도 바뀌지 않았어요.'),
  ).toBeVisible();
  await docs.goto();
  await expect(docs.fileName('housingDocuments')).toHaveText('lease.png');
});
