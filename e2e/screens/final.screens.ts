import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('final step, timeline and review for a Filipino applicant in Manila: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  const shoot = async (name: string) => {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  };
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.familyName.fill('SANTOS');
  await eligibility.givenNames.fill('MARIA');
  await eligibility.spouseName.fill('김민준');
  await eligibility.nationality.fill('Philippines');
  await eligibility.nationality.press('Escape');
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Philippines');
  await residence.press('Escape');
  await expect(eligibility.saveState).toHaveText('Saved on this device');
  await page.goto('/timeline');
  await page
    .getByTestId('target-date-input')
    .fill('2027-03-15')
    .catch(() => undefined);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await page.goto(`/final-application?lang=${lang}`);
        await expect(page.getByTestId('check-fee')).toContainText(lang === 'en' ? 'Philippines (Manila)' : '주필리핀');
        await expect(page.locator('main')).not.toContainText(/US\$45|Seattle|시애틀/);
        await shoot(`final-${viewport.width}-${scheme}-${lang}`);
        // The checklist alone, to read its lines closely.
        await page
          .getByTestId('checklist')
          .screenshot({ path: `${out}/final-checklist-${viewport.width}-${scheme}-${lang}.png` });
        await page.goto(`/f6/spouse-information/review?lang=${lang}`);
        await expect(page.getByTestId('review-summary')).toBeVisible();
        await shoot(`review-si-${viewport.width}-${scheme}-${lang}`);
        await page
          .getByTestId('review-question')
          .first()
          .locator('xpath=ancestor::div[contains(@class,"Card")][1]')
          .screenshot({ path: `${out}/review-si-card-${viewport.width}-${scheme}-${lang}.png` });
      }
    }
  }
  await page.setViewportSize(viewports[0]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  for (const lang of ['en', 'ko'] as const) {
    await page.goto(`/final-application?lang=${lang}`);
    await expect(page.getByTestId('check-photo')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/timeline?lang=${lang}`);
    await expect(page.getByTestId('mission-card')).toBeVisible();
    await shoot(`timeline-manila-390-light-${lang}`);
    const row = page.getByTestId('task-row-passport-photos');
    await expect(row.getByTestId('source-note')).not.toContainText(/Seattle|시애틀/);
    await row.screenshot({ path: `${out}/timeline-row-photos-390-light-${lang}.png` });
  }
});
