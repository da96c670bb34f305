import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const tabs = ['financial', 'health', 'relationship', 'evidence'] as const;

test('the four guides on one layout, reading the couple: nothing given yet, then a Vietnamese applicant in Hanoi, in every look', async ({
  appPage: page,
}) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });
  const shootAll = (prefix: string, paths: string[]) =>
    inEveryLook(page, paths, async (path, { width, theme, lang }) => {
      await page
        .locator(
          '[data-testid="financial-cases"], [data-testid="health-requirements"], [data-testid="relationship-flags"], [data-testid="evidence-strength"]',
        )
        .first()
        .waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const tab = new URL(path, 'http://x').searchParams.get('tab');
      await page.screenshot({ path: `${out}/${prefix}-${tab}-${width}-${theme}-${lang}.png`, fullPage: true });
    });

  // Nothing about the couple yet: the health guide says what it depends on and links to where it is asked.
  await page.goto('/guides?tab=health');
  await shootAll('guides-unknown', ['/guides?tab=health']);

  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=en');
  await eligibility.nationality.fill('Vietnam');
  await eligibility.nationality.press('Escape');
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Vietnam');
  await residence.press('Escape');
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');
  await page.goto('/guides?tab=health');
  await expect(page.getByTestId('health-tb-certificate')).toHaveAttribute('data-status', 'required');

  await shootAll(
    'guides-vn',
    tabs.map((t) => `/guides?tab=${t}`),
  );
});
