import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

// A Thai couple with a child: the child exempts from income and language, the guidance program is a likely
// exemption; the financial guide shows the child and the savings as eligibility's answers.
test('a Thai couple with a child: eligibility result and the financial guide', async ({ appPage: page }) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.nationality.fill('Thailand');
  await eligibility.nationality.press('Escape');
  await eligibility.choose('eligibility-child-together', 0);
  await page.getByTestId('eligibility-annual-income').fill('12000000');
  await inEveryLook(page, ['/eligibility', '/guides?tab=financial'], async (path, l) => {
    const name = path.slice(1).replace(/[/?=]/g, '-');
    await page.screenshot({ path: `${out}/couple-th-${name}-${l.width}-${l.theme}-${l.lang}.png`, fullPage: true });
  });
});

// A US national living in Japan: the FBI card speaks of fingerprints taken in Japan, not at a USPS location.
test('a US national living in Japan: the FBI card', async ({ appPage: page }) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.nationality.fill('United States');
  await eligibility.nationality.press('Escape');
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Japan');
  await residence.press('Escape');
  await inEveryLook(page, ['/time-sensitive-documents'], async (_path, l) => {
    if (l.theme === 'dark' && l.lang === 'en') return;
    await page.screenshot({ path: `${out}/couple-us-jp-tsd-${l.width}-${l.theme}-${l.lang}.png`, fullPage: true });
  });
});
