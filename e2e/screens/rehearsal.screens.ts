import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { RehearsalPage } from '../pages/rehearsal';
import { Wizard } from '../pages/wizard';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

test('rehearsal: the two spouses, a round, the hand-over step and the results, in every look', async ({
  appPage: page,
}) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  await page.setViewportSize(viewports[0]);
  // The invitation says where and when they met, and the introducer; the statements are empty.
  await page.goto('/f6/invitation-letter?q=4&lang=ko');
  await page.getByLabel('처음 만난 장소').fill('서울 강남구의 한 카페');
  await new Wizard(page).expectSaved();

  const rehearsal = new RehearsalPage(page);
  await rehearsal.goto('?lang=ko');
  await rehearsal.start('sponsor');
  await rehearsal.answerInOrder(['2021년 3월 14일', '강남에 있는 카페에서 처음 만났어요', '아니요, 앱에서 만났어요']);
  await page.screenshot({ path: `${out}/rehearsal-round-390-light-ko.png`, fullPage: true });
  await rehearsal.finish();
  await page.getByTestId('rehearsal-hand-over-button').click();
  await page.screenshot({ path: `${out}/rehearsal-hand-over-390-light-ko.png`, fullPage: true });
  await page.getByTestId('rehearsal-language').getByText('English').click();
  await page.getByTestId('rehearsal-begin').click();
  await rehearsal.answerInOrder(['March 14, 2021', 'At a bar in Busan, after work', 'No, we met through an app']);
  await page.screenshot({ path: `${out}/rehearsal-round-390-light-ko-applicant-en.png`, fullPage: true });
  await rehearsal.finish();

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const lang of ['en', 'ko'] as const) {
        const look = `${viewport.width}-${theme}-${lang}`;
        await rehearsal.goto(`?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expect(page.getByTestId('rehearsal-card-applicant')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${out}/rehearsal-home-${look}.png`, fullPage: true });
        await expectNoAxeViolations(page);
        await page.getByTestId('results-applicant').click();
        await expect(rehearsal.review('first-met-where')).toHaveAttribute('data-mismatch', 'true');
        await page.screenshot({ path: `${out}/rehearsal-results-${look}.png`, fullPage: true });
        await expectNoAxeViolations(page);
      }
    }
  }
});
