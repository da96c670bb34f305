import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test("the eligibility page's browser inputs (countries, region, amounts) and a document's drop area in every look", async ({
  appPage: page,
}) => {
  test.setTimeout(360_000);
  mkdirSync(out, { recursive: true });
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=en');
  await eligibility.fillEligible();
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('United States');
  await page.getByTestId('eligibility-applicant-region').selectOption({ index: 5 });
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

  await inEveryLook(page, ['/eligibility', '/documents'], async (path, look) => {
    const name = `${look.width}-${look.theme}-${look.lang}`;
    if (path === '/eligibility') {
      await eligibility.nationality.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/inputs-eligibility-couple-${name}.png` });
      await page.getByTestId('eligibility-applicant-region').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/inputs-eligibility-where-${name}.png` });
      await eligibility.annualIncome.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/inputs-eligibility-income-${name}.png` });
    } else {
      const drop = page.locator('[data-testid^="dropzone-"]').first();
      await drop.scrollIntoViewIfNeeded();
      await drop.screenshot({ path: `${out}/inputs-dropzone-${name}.png` });
    }
  });
});
