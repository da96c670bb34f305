import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage, GuidesPage } from '../pages/eligibility';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('eligibility, guides and visa recommendations: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(360_000);
  mkdirSync(out, { recursive: true });
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));

  // Something to look at: an almost complete check (the Korean level still basic), and some guide answers.
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=en');
  await eligibility.fillEligible();
  await page.getByTestId('eligibility-korean-level').locator('input[value="basic"]').check();
  await expect(eligibility.outcome).toHaveText('Needs attention');
  const guides = new GuidesPage(page);
  await guides.goto('financial');
  await page.getByTestId('financial-employment').locator('input[value="self-employed"]').check();
  await expect(page.getByTestId('financial-case-irregularIncome')).toBeVisible();
  await page.getByTestId('financial-checklist').locator('input[type="checkbox"]').first().check();
  await guides.goto('health');
  await page.getByTestId('health-pregnancy').check();
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');
  // Signed in (an emulator build): answer the wizard up to a recommendation. Signed out, the page
  // sends the visitor to /login, and that is what the screenshots show.
  await page.goto('/visa-recommendations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (await page.getByTestId('visa-wizard').isVisible()) {
    await page.getByTestId('visa-q-livingIn').locator('input[value="korea"]').check();
    await page.getByTestId('visa-next').click();
    await page.getByTestId('visa-q-marriage').locator('input[value="married"]').check();
    await page.getByTestId('visa-next').click();
    await page.getByTestId('visa-q-inKorea').locator('input[value="yes"]').check();
    await page.getByTestId('visa-next').click();
    await page.getByTestId('visa-start').click();
    await expect(page.getByTestId('visa-in-progress-F-6-1')).toBeVisible();
  }

  const pages = [
    ['eligibility', '/eligibility'],
    ['guides-financial', '/guides?tab=financial'],
    ['guides-health', '/guides?tab=health'],
    ['guides-relationship', '/guides?tab=relationship'],
    ['visa-recommendations', '/visa-recommendations'],
  ] as const;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        for (const [name, path] of pages) {
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: `${out}/eligibility-${name}-${viewport.width}-${scheme}-${lang}.png`,
            fullPage: true,
          });
        }
      }
    }
  }
});
