import { mkdirSync } from 'node:fs';
import { documentPng } from '../document-files';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { kakaoKorean } from '../chat-exports';
import { DocumentsPage } from '../pages/documents';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: documentPng(),
});

test('documents with several files and dates, and the evidence guide with a selection: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(out, { recursive: true });
  const docs = new DocumentsPage(page);
  const shoot = async (name: string) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  };

  await docs.goto();
  await docs.upload('healthCertificate', png('health-anna.png'));
  await expect(docs.fileName('healthCertificate')).toHaveCount(1);
  await page.getByTestId('issue-date-healthCertificate').fill('2026-02-01');
  await docs.upload('marriageCertificate', [png('혼인관계증명서.png'), png('us-marriage-certificate.png')]);
  await expect(docs.fileName('marriageCertificate')).toHaveCount(2);
  await docs.upload('proofOfRelationship', [png('first-date.png'), png('wedding.png'), png('families.png')]);
  await expect(docs.fileName('proofOfRelationship')).toHaveCount(3);

  await page.goto('/guides?tab=evidence');
  await page.getByTestId('evidence-photos-card').getByRole('checkbox', { name: 'wedding.png' }).check();
  await page
    .getByTestId('evidence-chat-card')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'KakaoTalk.txt', mimeType: 'text/plain', buffer: Buffer.from(kakaoKorean) });
  await expect(page.getByTestId('evidence-message')).toHaveCount(5);
  for (const i of [0, 2, 3]) await page.getByTestId('evidence-message').nth(i).getByRole('checkbox').check();
  await page.getByTestId('evidence-redaction').check();

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await docs.goto(`?lang=${lang}`);
        await expect(docs.fileName('proofOfRelationship')).toHaveCount(3);
        await shoot(`docs-files-${viewport.width}-${scheme}-${lang}`);
        await page.goto(`/guides?tab=evidence&lang=${lang}`);
        await expect(page.getByTestId('evidence-message')).toHaveCount(5);
        await shoot(`evidence-${viewport.width}-${scheme}-${lang}`);
      }
    }
  }
});
