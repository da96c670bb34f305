import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { addDays, recommendedTargetDate } from '../src/domain/timeline';
import { parseIcs } from '../src/domain/timeline/ics';
import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { TimelinePage, TimeSensitivePage } from './pages/timeline';

// The clock is pinned so the plan, the warning and the recommended date are the same on every run.
const NOW = new Date('2026-12-01T10:00:00Z');
const TODAY = '2026-12-01';
const planEveryCheck = { criminalRecordCheck: 'unknown', healthCheck: 'unknown' } as const;

/**
 * Offline from here on, once the service worker controls the page with the shell cached.
 * page.waitForFunction does not await an async predicate (Playwright 1.65 takes the returned
 * Promise as truthy), so the registration and the cache are polled through evaluate.
 */
async function goOffline(page: Page, context: BrowserContext) {
  await waitForServiceWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          if (reg?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
          return !!(await caches.match('/index.html', { ignoreSearch: true }));
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
}

/** Axe measures colours as drawn: let Mantine's transitions finish first. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('plan the timeline offline: warning, recommended date, progress, filter, calendar export', async ({
    appPage: page,
    context,
  }) => {
    await page.clock.setFixedTime(NOW);
    const timeline = new TimelinePage(page);
    await timeline.goto();
    await goOffline(page, context);
    await expect(timeline.heading).toBeVisible();

    // A date three weeks away is too close for the criminal records. No nationality is given yet, so the
    // applicant's is the record of the country of nationality and residence, not the FBI check (D28).
    await timeline.targetDate.fill(addDays(TODAY, 20));
    await expect(timeline.criticalWarning).toBeVisible();
    await expect(page.getByTestId('critical-applicant-criminal-record')).toBeVisible();
    await expect(page.getByTestId('critical-fbi-check')).toHaveCount(0);
    await expect(timeline.daysUntil).toHaveText('20');

    const recommended = recommendedTargetDate(TODAY, planEveryCheck);
    await expect(timeline.recommendedDate).toHaveAttribute('data-date', recommended);
    await timeline.useRecommended.click();
    await expect(timeline.targetDate).toHaveValue(recommended);
    await expect(timeline.criticalWarning).toHaveCount(0);

    await expect(timeline.count('in-progress')).toHaveText('0');
    // At the recommended date the criminal record's window has not opened yet: it asks before starting.
    await timeline.start('applicant-criminal-record');
    const ask = page.getByTestId('task-early-applicant-criminal-record');
    await expect(ask).toContainText('too early: the window to request it opens on');
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Start anyway' }).click();
    await expect(ask).toHaveCount(0);
    await expect(timeline.count('in-progress')).toHaveText('1');
    await expect(page.getByTestId('task-early-note-applicant-criminal-record')).toContainText(
      'Started before its window opened',
    );
    await timeline.markDone('us-marriage-certificate');
    await expect(timeline.count('completed')).toHaveText('1');
    await expect(timeline.row('us-marriage-certificate')).toHaveAttribute('data-status', 'completed');

    await timeline.filter('applicant');
    await expect(timeline.row('korean-marriage-registration')).toHaveCount(0);
    await expect(timeline.row('applicant-criminal-record')).toBeVisible();

    const download = page.waitForEvent('download');
    await timeline.exportCalendar.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('f6-timeline.ics');
    const events = parseIcs(readFileSync(await file.path(), 'utf8'));
    expect(events.length).toBeGreaterThan(1);
    expect(events.some((event) => event.uid.startsWith('f6-task-applicant-criminal-record@'))).toBe(true);
    expect(events.some((event) => event.uid.startsWith('f6-task-fbi-check@'))).toBe(false);
    expect(events.some((event) => event.uid.startsWith('f6-task-korean-marriage-registration@'))).toBe(false);
    expect(events.find((event) => event.uid.startsWith('f6-target@'))?.start).toBe(recommended);
    // No mission named yet (no residence given): the steps say whom to ask, never Seattle's photo or fee (D28).
    expect(events.filter((event) => /Seattle|US\$45/.test(event.description))).toEqual([]);
    expect(events.find((event) => event.uid.startsWith('f6-task-passport-photos@'))?.description).toMatch(
      /Photo: Not known here: ask the Korean mission/,
    );
    // The completed task is a one-day "Done" event, not a block of planned work.
    const married = events.find((event) => event.uid.startsWith('f6-task-us-marriage-certificate@'));
    expect(married?.summary).toMatch(/^✓ Done: \[Applicant\]/);
    expect(married?.end).toBe(addDays(married!.start, 1));

    await settled(page);
    await expectNoAxeViolations(page);

    // Progress survives a reload, offline.
    await page.reload();
    await expect(timeline.count('completed')).toHaveText('1');
  });

  test('an exemption chosen offline takes the criminal records out of the documents and the timeline', async ({
    appPage: page,
    context,
  }) => {
    await page.clock.setFixedTime(NOW);
    const docs = new TimeSensitivePage(page);
    await docs.goto();
    await goOffline(page, context);
    await expect(docs.heading).toBeVisible();
    await expect(docs.docTask('applicant-criminal-record')).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);

    await docs.criminal('exempt');
    await expect(docs.card('applicant-criminal-record')).toHaveAttribute('data-availability', 'exempt');
    await expect(page.getByTestId('doc-exempt-applicant-criminal-record')).toBeVisible();
    await expect(docs.docTask('applicant-criminal-record')).toHaveCount(0);
    await expect(docs.card('korean-criminal-record')).toHaveAttribute('data-availability', 'exempt');

    const timeline = new TimelinePage(page);
    await timeline.goto();
    await timeline.useRecommended.click();
    await expect(timeline.row('us-marriage-certificate')).toBeVisible();
    await expect(timeline.row('applicant-criminal-record')).toHaveCount(0);
  });
});

test.describe('a first visit (no service worker: every cold load)', () => {
  test.use({ serviceWorkers: 'block' });

  test('the timeline fetches no dialog code until it asks; the question then opens with focus on it', async ({
    appPage: page,
  }) => {
    await page.clock.setFixedTime(NOW);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    const dialogCode = () => scripts.filter((path) => /\/assets\/(overlay|early-action-dialog)-/.test(path));
    const timeline = new TimelinePage(page);
    await timeline.goto();
    await timeline.useRecommended.click();
    await expect(timeline.row('applicant-criminal-record')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(dialogCode()).toEqual([]);

    await timeline.start('applicant-criminal-record');
    const ask = page.getByRole('dialog', { name: /Start .* now\?/ });
    await expect(ask).toBeVisible();
    expect(dialogCode()).toHaveLength(2);
    // The focus trap holds focus in the dialog, and Escape gives it back to the button.
    await expect.poll(() => ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(page.getByTestId('task-start-applicant-criminal-record')).toBeFocused();
  });
});

test('both pages pass axe in Korean, in light and dark', async ({ appPage: page }) => {
  await page.clock.setFixedTime(NOW);
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const path of ['/timeline?lang=ko', '/time-sensitive-documents?lang=ko']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      if (path.startsWith('/timeline')) {
        await page.getByTestId('target-date-input').fill(addDays(TODAY, 20));
        await expect(page.getByTestId('critical-warning')).toBeVisible();
      } else {
        await expect(page.getByTestId('doc-card-applicant-criminal-record')).toBeVisible();
      }
      await settled(page);
      await expectNoAxeViolations(page);
    }
  }
});
