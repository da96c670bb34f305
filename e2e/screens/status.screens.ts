import { mkdirSync } from 'node:fs';
import { documentPng } from '../document-files';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { DocumentsPage } from '../pages/documents';
import { TimelinePage } from '../pages/timeline';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: documentPng(),
});

test('statuses: an expired certificate, a hand mark the data disagrees with; phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(360_000);
  mkdirSync(out, { recursive: true });
  const docs = new DocumentsPage(page);
  await docs.goto();
  await docs.upload('marriageCertificate', png('certificate.png'));
  await page.getByTestId('issue-date-marriageCertificate').fill(inDays(-200));
  await expect(docs.status('marriageCertificate')).toHaveAttribute('data-state', 'attention');
  const timeline = new TimelinePage(page);
  await timeline.goto();
  await timeline.targetDate.fill(inDays(120));
  await timeline.markDone('guarantee-letter');
  await expect(page.getByTestId('task-disagrees-guarantee-letter')).toContainText('19 questions left');

  const shoot = async (name: string) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  };
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        const tag = `${viewport.width}-${scheme}-${lang}`;
        await page.goto(`/documents?lang=${lang}`);
        await expect(page.getByTestId('problems-marriageCertificate')).toBeVisible();
        await shoot(`status-documents-${tag}`);
        await docs.slot('marriageCertificate').screenshot({ path: `${out}/status-documents-card-${tag}.png` });
        await page.goto(`/timeline?lang=${lang}`);
        await expect(page.getByTestId('task-disagrees-guarantee-letter')).toBeVisible();
        await page.getByTestId('task-row-guarantee-letter').scrollIntoViewIfNeeded();
        await shoot(`status-timeline-${tag}`);
        await timeline.row('guarantee-letter').screenshot({ path: `${out}/status-timeline-row-${tag}.png` });
        await page.goto(`/f6?lang=${lang}`);
        await expect(page.getByTestId('f6-form-personal-guarantee')).toBeVisible();
        await shoot(`status-f6-${tag}`);
        await page.goto(`/?lang=${lang}`);
        await expect(page.getByTestId('home-form-personal-guarantee')).toBeVisible();
        await shoot(`status-home-${tag}`);
      }
    }
  }
});
