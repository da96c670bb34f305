import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EnhancementPage, FinalApplicationPage } from '../pages/enhancement';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('statements and final application: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  mkdirSync(out, { recursive: true });
  // Some content to look at: two answered topics, a composed and final personal statement, part of the application form.
  const statements = new EnhancementPage(page);
  await statements.goto('?lang=en');
  await statements.answerTopic(
    'how_met',
    'We met at a language exchange in Seoul in May 2022. She corrected my Korean; I helped with her English.',
  );
  await statements.answerTopic(
    'future_plans',
    'We will live in Busan, near her parents. I plan to study Korean full time for the first year.',
  );
  await statements.compose.click();
  await expect(statements.statementText).toHaveValue(/How we met/);
  await statements.markFinal.click();
  await expect(statements.finalBadge).toBeVisible();
  const final = new FinalApplicationPage(page);
  await final.goto();
  await page.getByLabel(/Passport number/).fill('X1234567');
  await page.getByLabel(/Email address/).fill('jane@example.com');
  await expect(page.getByTestId('form-save-state')).toHaveText('Saved on this device');

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
      for (const lang of ['en', 'ko'] as const) {
        for (const [name, path] of [
          ['enhancement', '/enhancement'],
          ['final-application', '/final-application'],
        ] as const) {
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: `${out}/statements-${name}-${viewport.width}-${scheme}-${lang}.png`,
            fullPage: true,
          });
        }
      }
    }
  }
});
