import { test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { Wizard } from '../pages/wizard';
import { inEveryLook } from './looks';

const out = 'test-results/screens';

/** A name typed in eligibility and shortened in a form: the eligibility notice, the form's own copy, the finding. */
test('names: both values shown where they were typed, and in the finding', async ({ appPage: page }) => {
  test.setTimeout(300_000);
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.familyName.fill('SANTOS');
  await eligibility.givenNames.fill('MARIA CLARA REYES');
  await page.getByTestId('save-state').getByText('Saved on this device').waitFor();
  const wizard = new Wizard(page);
  await page.goto('/f6/spouse-information?q=1');
  await wizard.question.getByRole('textbox').first().fill('MARIA CLARA');
  await wizard.expectSaved();
  await inEveryLook(page, ['/eligibility', '/final-application'], async (path, { width, theme, lang }) => {
    const name = path === '/eligibility' ? 'names-eligibility' : 'names-finding';
    const target =
      path === '/eligibility'
        ? page.getByTestId('eligibility-replaced-name').locator('xpath=ancestor::div[contains(@class,"Card")][1]')
        : page.getByTestId('audit-card');
    await target.first().screenshot({ path: `${out}/${name}-${width}-${theme}-${lang}.png` });
  });
});
