import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays } from '../../src/domain/timeline';
import { expect, test } from '../fixtures';
import { TimelinePage, TimeSensitivePage } from '../pages/timeline';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const TODAY = '2026-12-01';

test('timeline and time-sensitive documents: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  mkdirSync(out, { recursive: true });
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00Z`));
  const timeline = new TimelinePage(page);
  await timeline.goto();
  await page.setViewportSize(viewports[1]);
  await expect(page.getByTestId('schedule-empty')).toBeVisible();
  await page.screenshot({ path: `${out}/timeline-empty-1280-light-en.png`, fullPage: true });

  // A date too close for the slow documents, one task started and one done.
  await timeline.targetDate.fill(addDays(TODAY, 20));
  await expect(timeline.criticalWarning).toBeVisible();
  await timeline.start('applicant-criminal-record');
  await timeline.markDone('us-marriage-certificate');
  await expect(timeline.count('completed')).toHaveText('1');
  const docs = new TimeSensitivePage(page);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        for (const [name, path] of [
          ['timeline', '/timeline'],
          ['time-sensitive', '/time-sensitive-documents'],
        ] as const) {
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          await expect(page.getByTestId(name === 'timeline' ? 'schedule-list' : 'doc-card-topik')).toBeVisible();
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${out}/${name}-${viewport.width}-${scheme}-${lang}.png`, fullPage: true });
        }
      }
    }
  }

  // With the recommended date and a criminal-record exemption: no warning, the records' tasks gone.
  await page.setViewportSize(viewports[1]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await docs.goto();
  await docs.criminal('exempt');
  await expect(docs.card('applicant-criminal-record')).toHaveAttribute('data-availability', 'exempt');
  await page.screenshot({ path: `${out}/time-sensitive-exempt-1280-light-en.png`, fullPage: true });
  await timeline.goto();
  await timeline.useRecommended.click();
  await expect(timeline.criticalWarning).toHaveCount(0);
  await page.screenshot({ path: `${out}/timeline-recommended-1280-light-en.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/timeline-print-1280.png`, fullPage: true });
});
