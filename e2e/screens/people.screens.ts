import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { Wizard } from '../pages/wizard';
import { getForm } from '../../src/domain/forms';
import { inEveryLook } from './looks';

/** The people records' screens: person facts from your details, plausibility across forms, what is left. */
const out = resolve(process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out'), 'people');

test('people records and plausibility: phone and desktop, light and dark, English and Korean', async ({
  appPage: page,
}) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));

  // The check with a warning acknowledged; the nationality and the spouse's Hangul name go to the people records.
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=en');
  await eligibility.fillEligible();
  await eligibility.spouseName.fill('김민준');
  await page.getByTestId('eligibility-korean-level').locator('input[value="basic"]').check();
  await expect(eligibility.outcome).toHaveText('Needs attention');
  for (const box of await page.locator('[data-testid^="acknowledge-"]').all()) await box.check();
  await expect(eligibility.outcome).toHaveText('Eligible, points noted');

  // A passport typed on the documents page: its details are offered for the applicant.
  await page.goto('/documents?lang=en');
  await page.getByTestId('type-passport').click();
  const form = page.getByTestId('passport-form');
  await form.getByLabel('Surname').fill('smith');
  await form.getByLabel('Given names').fill('jane');
  await form.getByLabel('Date of birth').fill('2000-02-02');
  await page.getByTestId('save-passport').click();
  await expect(page.getByTestId('person-suggestions')).toBeVisible();
  await page.getByTestId('accept-all-person-suggestions').click();
  await expect(page.getByTestId('person-suggestions')).toBeHidden();
  // A second reading with another passport number: offered beside the one held, never written.
  await page.getByTestId('type-passport').click();
  await form.getByLabel('Passport number').fill('X7654321');
  await page.getByTestId('save-passport').click();
  await expect(page.getByTestId('person-suggestion-applicant-passportNumber')).toBeVisible();

  // A marriage report date that makes the applicant 15 at the marriage.
  const wizard = new Wizard(page);
  const report = getForm('invitation-letter').questions.findIndex((q) => q.id === 'il.marriage-report');
  await page.goto(`/f6/invitation-letter?q=${report}&lang=en`);
  await wizard.question.locator('[data-field="date"]').fill('2015-06-01');
  await wizard.expectSaved();

  const birth = getForm('personal-guarantee').questions.findIndex((q) => q.id === 'pg.applicant-birth-sex');
  const shots: Array<[string, string]> = [
    ['eligibility', '/eligibility'],
    ['documents', '/documents'],
    ['guarantee-birth', `/f6/personal-guarantee?q=${birth}`],
    ['visa-form', '/final-application#application-form'],
    ['home', '/'],
  ];
  const names = new Map(shots.map(([name, path]) => [path, name]));
  await inEveryLook(page, [...names.keys()], async (path, { width, theme, lang }) => {
    const name = names.get(path)!;
    const file = `${out}/${name}-${width}-${theme}-${lang}.png`;
    if (name === 'visa-form') {
      const card = page.locator('#application-form');
      const control = page.getByTestId('section-basicInfo').getByRole('button').first();
      if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
      await card.getByTestId('from-person').first().waitFor();
      await card.screenshot({ path: file });
    } else if (name === 'documents') await page.getByTestId('person-suggestions').screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  });
});
