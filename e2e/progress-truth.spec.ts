import { VisaFormPage } from './pages/visa-form';
import { expect, test } from './fixtures';
import { Wizard } from './pages/wizard';
import { getForm } from '../src/domain/forms';

// Progress that tells the truth (D18, 19) and each fact typed once (D20).

test('an untouched form clicked through to the end is not complete on any screen', async ({ appPage: page }) => {
  const wizard = new Wizard(page);
  await page.goto('/f6/personal-guarantee');
  await expect(wizard.question).toBeVisible();
  for (let i = 1; i < 19; i++) {
    await wizard.next();
    await expect(page.getByText(new RegExp(`^Question ${i + 1} of 19$`))).toBeVisible();
  }
  await page.getByTestId('finish-form').click();

  // Finish with gaps opens the review listing them, each a link to its question.
  await expect(page).toHaveURL(/\/f6\/personal-guarantee\/review/);
  await expect(page.getByTestId('review-missing')).toContainText('not complete');
  const gaps = page.getByTestId('review-gap-link');
  await expect(gaps.first()).toBeVisible();
  expect(await gaps.count()).toBeGreaterThan(10);
  await gaps.first().click();
  await expect(page.getByText(/^Question 1 of 19$/)).toBeVisible();
  // The saved position stays at the first gap.
  await expect.poll(() => wizard.savedPosition('personal-guarantee')).toBe(0);

  await page.goto('/f6');
  const card = page.getByTestId('f6-form-personal-guarantee');
  await expect(card).toContainText(/answered/);
  await expect(card).not.toContainText('Completed');

  await page.goto('/');
  await expect(page.getByTestId('home-overall')).toHaveText('0%');
  await expect(page.getByTestId('step-forms')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('step-forms-left')).toContainText(/Letter of guarantee: \d+ questions left/);
  await expect(page.getByTestId('step-forms-left')).toContainText('Visa application form');

  await page.goto('/progress');
  await expect(page.getByTestId('progress-form-personal-guarantee')).not.toContainText('Completed');
  await expect(page.getByTestId('step-forms')).toHaveAttribute('data-done', 'false');

  await page.goto('/final-application');
  // The final step assembles everything it shows: give it room on a busy machine.
  await expect(page.getByTestId('check-personal-guarantee')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('check-personal-guarantee')).not.toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('readiness')).toHaveAttribute('data-ready', 'false');
});

test("the applicant's name typed once shows in all three forms' questions and reviews", async ({ appPage: page }) => {
  const wizard = new Wizard(page);
  // A navigation the app itself replaces (the wizard drops ?q= once used) may abort ours: go again.
  const goto = async (url: string) => {
    await page.goto(url).catch(async (error: Error) => {
      if (!/ERR_ABORTED/.test(error.message)) throw error;
      await page.goto(url);
    });
  };
  const input = (field: string) => wizard.question.locator(`[data-field="${field}"]`);

  // Typed once, in the marriage background statement.
  await goto('/f6/spouse-information?q=0');
  await input('familyName').fill('SMITH');
  await wizard.expectSaved();
  await goto('/f6/spouse-information?q=1');
  await input('givenName').fill('JANE');
  await wizard.expectSaved();

  // The letter of guarantee asks it in its first question: already answered, from your details.
  await goto('/f6/personal-guarantee?q=0');
  await expect(input('familyName')).toHaveValue('SMITH');
  await expect(input('givenNames')).toHaveValue('JANE');
  await expect(wizard.question.getByTestId('from-person').first()).toBeVisible();
  await expect(wizard.answered).toHaveText(/^In progress · 1 answered(, \d+ skipped)? of 19$/);

  // The invitation names the spouse once, in the declaration.
  const spouseName = getForm('invitation-letter').questions.findIndex((q) => q.id === 'il.spouse-name');
  await goto(`/f6/invitation-letter?q=${spouseName}`);
  await expect(input('spouseName')).toHaveValue('SMITH JANE');

  // The three reviews show it.
  for (const [formId, text] of [
    ['spouse-information', 'SMITH'],
    ['personal-guarantee', 'JANE'],
    ['invitation-letter', 'SMITH JANE'],
  ] as const) {
    await goto(`/f6/${formId}/review`);
    await expect(page.getByTestId('review-question').filter({ hasText: text }).first()).toContainText(
      'shared with your other forms',
    );
  }

  // Editing it in another form edits the person: the statement shows the new spelling.
  await goto('/f6/personal-guarantee?q=0');
  await input('familyName').fill('SMYTHE');
  await wizard.expectSaved();
  await goto('/f6/spouse-information?q=0');
  await expect(input('familyName')).toHaveValue('SMYTHE');

  // The visa application form shows it too, marked, and follows an edit made elsewhere while it is open.
  const visa = new VisaFormPage(page);
  await goto('/final-application#application-form');
  await visa.open('basicInfo');
  const family = visa.field('basicInfo', /Family name, as in your passport/);
  await expect(family).toHaveValue('SMYTHE');
  await expect(visa.section('basicInfo').getByTestId('from-person').first()).toBeVisible();
  const other = await page.context().newPage();
  const otherWizard = new Wizard(other);
  await other.goto('/f6/spouse-information?q=0');
  await otherWizard.question.locator('[data-field="familyName"]').fill('SMITH');
  await otherWizard.expectSaved();
  await expect(family).toHaveValue('SMITH');
  await other.close();
});
