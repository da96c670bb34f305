import { expect, test } from './fixtures';
import { EligibilityPage } from './pages/eligibility';
import { Wizard } from './pages/wizard';

test('D20/D27: a name typed in eligibility and shortened later in a form is kept, shown and flagged with both values and places', async ({
  appPage: page,
}) => {
  test.setTimeout(120_000);
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await eligibility.familyName.fill('SANTOS');
  await eligibility.givenNames.fill('MARIA CLARA REYES');
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');
  // Typed on this page: not labelled as coming from elsewhere.
  await expect(page.getByTestId('from-person')).toHaveCount(0);

  // The marriage background statement asks the given names (1.1): typed shorter there.
  const wizard = new Wizard(page);
  await page.goto('/f6/spouse-information?q=1');
  const input = wizard.question.getByRole('textbox').first();
  await expect(input).toHaveValue('MARIA CLARA REYES');
  await input.fill('MARIA CLARA');
  await wizard.expectSaved();

  // Eligibility shows the name held now and, beside it, the name typed there.
  await eligibility.goto();
  await expect(eligibility.givenNames).toHaveValue('MARIA CLARA');
  const notice = page.getByTestId('eligibility-replaced-name');
  await expect(notice).toContainText('“SANTOS MARIA CLARA REYES”');
  await expect(notice).toContainText('“SANTOS MARIA CLARA”');

  // The check of the application names both values and both places.
  await page.goto('/final-application');
  const finding = page.getByTestId('audit-card').getByTestId('finding');
  await expect(finding).toHaveCount(1);
  const values = finding.getByTestId('finding-value-text');
  await expect(values).toHaveText(['SANTOS MARIA CLARA', 'SANTOS MARIA CLARA REYES'], { useInnerText: true });
  const places = finding.getByTestId('finding-place');
  await expect(places.filter({ hasText: 'Eligibility check, Full name, as you typed it there' })).toHaveAttribute(
    'href',
    '/eligibility',
  );
  await expect(places.filter({ hasText: 'Marriage background statement' }).first()).toBeVisible();
  // No passport was read: the finding says what it compares, and each place says once how it was typed.
  await expect(finding).toContainText('No passport has been read, so this compares the name held in eligibility');
  await expect(finding).not.toContainText('as the passport does');
  await expect(finding).not.toContainText('as you typed it there (typed by you)');
});

test('facts once: what eligibility answered is offered on the invitation, one press to use', async ({
  appPage: page,
}) => {
  test.setTimeout(120_000);
  const eligibility = new EligibilityPage(page);
  await eligibility.goto();
  await page.getByTestId('eligibility-marriage-place-korea').check();
  await page.getByTestId('eligibility-child-together').getByRole('radio', { name: 'No' }).check();
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

  const wizard = new Wizard(page);
  await page.goto('/f6/invitation-letter?q=19');
  const child = wizard.question.getByTestId('suggestion');
  await expect(child).toContainText('Suggested from your other answers:');
  await expect(child).toContainText('No');
  await child.getByRole('button', { name: 'Use this' }).click();
  await wizard.expectSaved();
  await expect(wizard.question.getByTestId('suggestion')).toHaveCount(0);

  await page.goto('/f6/invitation-letter?q=11');
  const report = wizard.question.getByTestId('suggestion');
  await expect(report).toContainText('Married in Korea by a marriage report');
});
