import { expect, expectNoAxeViolations, test } from './fixtures';
import { VisaFormPage } from './pages/visa-form';

// D26: the country of birth typed on the visa form (1.6) is the applicant's Latin version, held
// in the people records: it is back after a reload and marked as coming from the details.
test('visa form 1.6: the country of birth is kept as a person fact', async ({ appPage: page }, info) => {
  const form = new VisaFormPage(page);
  await form.goto();
  await form.open('basicInfo');
  await form.field('basicInfo', /Country of birth/).fill('CANADA');
  await expect(form.saveState).toHaveText('Saved on this device');
  await page.reload();
  await form.open('basicInfo');
  const field = form.field('basicInfo', /Country of birth/);
  await expect(field).toHaveValue('CANADA');
  await expectNoAxeViolations(page);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('place-of-birth.png') });
});
