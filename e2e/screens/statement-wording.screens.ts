import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { EnhancementPage } from '../pages/enhancement';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('statement wording: phone and desktop, light and dark, English and Korean', async ({ appPage: page }) => {
  test.setTimeout(300_000);
  mkdirSync(out, { recursive: true });
  const statements = new EnhancementPage(page);
  await statements.goto('?tab=sponsor&lang=en');
  await statements.answerTopic('how_met', 'We met at a language exchange in Seoul in May 2022.');
  await statements.answerTopic('future_plans', 'We will live in Busan, near her parents.');
  await statements.language.getByText('Korean').click();
  await expect(statements.wordingMissing).toBeVisible();
  await statements.wording('how_met').fill('2022년 5월 서울의 언어 교환 모임에서 만났어요.');
  await expect(statements.wordingMissing).toContainText('Our plans for the future');
  await statements.compose.click();
  await statements.markFinal.click();
  await expect(statements.finalBadge).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        await page.goto(`/enhancement?tab=sponsor&lang=${lang}`);
        await expect(statements.wordings).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await statements.wordings.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${out}/statement-wording-${width}-${scheme}-${lang}.png` });
        // The final step names what is still missing.
        await page.goto(`/final-application?lang=${lang}`);
        const row = page.getByTestId('check-sponsor-statement');
        await expect(row.getByTestId('wording-reason')).toBeVisible();
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${out}/statement-wording-final-${width}-${scheme}-${lang}.png` });
        // The reason stays readable red in both schemes (axe checks its contrast).
        if (width === 390) await expectNoAxeViolations(page);
      }
    }
  }
  // Each missing wording is a link to its box on the statement page, ready to type.
  await page.goto('/final-application?lang=en');
  await page.getByTestId('check-sponsor-statement').getByTestId('wording-link').click();
  await expect(page).toHaveURL(/\/enhancement\?tab=sponsor#wording-sponsor-ko-future_plans$/);
  await expect(statements.wording('future_plans')).toBeFocused();
});
