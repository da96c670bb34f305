import { expect, expectNoAxeViolations, test } from './fixtures';
import { VisaFormPage } from './pages/visa-form';

test('visa application form: new questions and a table row are saved and back after a reload', async ({
  appPage: page,
}) => {
  const form = new VisaFormPage(page);
  await form.goto();
  await expect(form.section('basicInfo')).toBeVisible();
  await form.open('basicInfo');
  await form.field('basicInfo', /Family name, as in your passport/).fill('DOE');
  await form.field('basicInfo', /Emergency contact: full name in English/).fill('JOHN DOE');
  // Lower-case letters in a passport name are named, in the user's language.
  await form.field('basicInfo', /Given names, as in your passport/).fill('Jane');
  await expect(form.section('basicInfo').getByText('Write this in capital letters, as in the passport.')).toBeVisible();
  await form.field('basicInfo', /Given names, as in your passport/).fill('JANE');

  await form.open('travelHistory');
  await form.answerYesNo('travelHistory', 'visitedKorea', 'Yes');
  await form.field('travelHistory', /How many times/).fill('1');
  await form.addRow('koreaVisitList');
  const row = form.rows('koreaVisitList').first();
  await row.getByLabel(/Purpose of the visit/).fill('Tourism');
  await row.getByLabel(/^From/).fill('2023-05-01');
  await row.getByLabel(/^To/).fill('2023-05-14');
  await expect(form.saveState).toHaveText('Saved on this device');
  await expectNoAxeViolations(page);

  await page.reload();
  await form.open('travelHistory');
  const again = form.rows('koreaVisitList').first();
  await expect(again.getByLabel(/Purpose of the visit/)).toHaveValue('Tourism');
  await expect(again.getByLabel(/^To/)).toHaveValue('2023-05-14');
  await form.open('basicInfo');
  await expect(form.field('basicInfo', /Given names, as in your passport/)).toHaveValue('JANE');
  await expect(form.field('basicInfo', /Emergency contact: full name in English/)).toHaveValue('JOHN DOE');
  // The row can be removed again.
  await form.open('travelHistory');
  await page.getByRole('button', { name: /Remove row 1 of Your visits to Korea/ }).click();
  await expect(form.rows('koreaVisitList')).toHaveCount(0);
});
