import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { documentPng } from '../document-files';
import { whatsappIos } from '../chat-exports';
import { DocumentsPage } from '../pages/documents';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('the transfer file: its size before export, and what an import brings or lacks, in every look', async ({
  appPage: page,
}) => {
  mkdirSync(out, { recursive: true });
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('housingDocuments', { name: 'lease.png', mimeType: 'image/png', buffer: documentPng() });
  await expect(docs.status('housingDocuments')).toHaveText('Ready');
  await page.goto('/guides?tab=evidence');
  await page
    .getByTestId('evidence-chat-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'WhatsApp Chat.txt', mimeType: 'text/plain', buffer: Buffer.from(whatsappIos) });
  await expect(page.getByTestId('evidence-message')).toHaveCount(3);
  await page.goto('/progress');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-backup').click();
  const backup = (await (await download).path())!;
  // The device then loses its files: the backup lacks them here.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const open = indexedDB.open('f6-visa-prep');
        open.onsuccess = () => {
          const tx = open.result.transaction('files', 'readwrite');
          tx.objectStore('files').clear();
          tx.oncomplete = () => done(null);
        };
      }),
  );

  await inEveryLook(page, ['/progress'], async (_path, look) => {
    const name = `transfer-${look.width}-${look.theme}-${look.lang}`;
    await page.getByTestId('transfer-size').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-backup').click();
    await (await chooser).setFiles(backup);
    await expect(page.getByTestId('import-lacks')).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}-import.png` });
    await page.keyboard.press('Escape');
  });
});
