import { readFileSync } from 'node:fs';
import { addDays, recommendedTargetDate } from '../src/domain/timeline';
import { parseIcs } from '../src/domain/timeline/ics';
import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { TimelinePage, TimeSensitivePage } from './pages/timeline';

// The clock is pinned so the plan, the warning and the recommended date are the same on every run.
const NOW = new Date('2026-12-01T10:00:00Z');
const TODAY = '2026-12-01';
const planEveryCheck = { criminalRecordCheck: 'unknown', healthCheck: 'unknown' } as const;

test('plan the timeline offline: warning, recommended date, progress, filter, calendar export', async ({ appPage: page, context }) => {
  await page.clock.setFixedTime(NOW);
  const timeline = new TimelinePage(page);
  await timeline.goto();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(timeline.heading).toBeVisible();

  // A date three weeks away is too close for the FBI check and its apostille.
  await timeline.targetDate.fill(addDays(TODAY, 20));
  await expect(timeline.criticalWarning).toBeVisible();
  await expect(page.getByTestId('critical-fbi-check')).toBeVisible();
  await expect(timeline.daysUntil).toHaveText('20');

  const recommended = recommendedTargetDate(TODAY, planEveryCheck);
  await expect(timeline.recommendedDate).toHaveAttribute('data-date', recommended);
  await timeline.useRecommended.click();
  await expect(timeline.targetDate).toHaveValue(recommended);
  await expect(timeline.criticalWarning).toHaveCount(0);

  await expect(timeline.count('in-progress')).toHaveText('0');
  await timeline.start('fbi-check');
  await expect(timeline.count('in-progress')).toHaveText('1');
  await timeline.markDone('us-marriage-certificate');
  await expect(timeline.count('completed')).toHaveText('1');
  await expect(timeline.row('us-marriage-certificate')).toHaveAttribute('data-status', 'completed');

  await timeline.filter('applicant');
  await expect(timeline.row('korean-marriage-registration')).toHaveCount(0);
  await expect(timeline.row('fbi-check')).toBeVisible();

  const download = page.waitForEvent('download');
  await timeline.exportCalendar.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('f6-timeline.ics');
  const events = parseIcs(readFileSync(await file.path(), 'utf8'));
  expect(events.length).toBeGreaterThan(1);
  expect(events.some((event) => event.uid.startsWith('f6-task-fbi-check@'))).toBe(true);
  expect(events.some((event) => event.uid.startsWith('f6-task-korean-marriage-registration@'))).toBe(false);
  expect(events.find((event) => event.uid.startsWith('f6-target@'))?.start).toBe(recommended);

  await expectNoAxeViolations(page);

  // Progress survives a reload, offline.
  await page.reload();
  await expect(timeline.count('completed')).toHaveText('1');
});

test('an exemption chosen offline takes the FBI check out of the documents and the timeline', async ({ appPage: page, context }) => {
  await page.clock.setFixedTime(NOW);
  const docs = new TimeSensitivePage(page);
  await docs.goto();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(docs.heading).toBeVisible();
  await expect(docs.docTask('fbi-check')).toBeVisible();
  await expectNoAxeViolations(page);

  await docs.criminal('exempt');
  await expect(docs.card('fbi-check')).toHaveAttribute('data-availability', 'exempt');
  await expect(page.getByTestId('doc-exempt-fbi-check')).toBeVisible();
  await expect(docs.docTask('fbi-check')).toHaveCount(0);
  await expect(docs.card('apostille')).toHaveAttribute('data-availability', 'exempt');

  const timeline = new TimelinePage(page);
  await timeline.goto();
  await timeline.useRecommended.click();
  await expect(timeline.row('us-marriage-certificate')).toBeVisible();
  await expect(timeline.row('fbi-check')).toHaveCount(0);
});

test('both pages pass axe in dark mode and in Korean', async ({ appPage: page }) => {
  await page.clock.setFixedTime(NOW);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  for (const path of ['/timeline?lang=ko', '/time-sensitive-documents?lang=ko']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    if (path.startsWith('/timeline')) {
      await page.getByTestId('target-date-input').fill(addDays(TODAY, 20));
      await expect(page.getByTestId('critical-warning')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
});
