import { expect, test, waitForServiceWorker } from './fixtures';
import { Wizard } from './pages/wizard';

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('answers and progress survive a reload and an offline reload', async ({ appPage: page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const wizard = new Wizard(page);
    await page.goto('/f6/spouse-information?q=0');
    await wizard.question.locator('input').first().fill('SMITH');
    await wizard.expectSaved();
    // The count follows the save a moment later (a live query): read it once it counts the answer (CI read it early once).
    await expect(wizard.answered).toHaveText(/[1-9]\d* answered of 30/);
    const answered = await wizard.answered.textContent();
    await page.reload();
    await expect(wizard.question.locator('input').first()).toHaveValue('SMITH');
    await expect(wizard.answered).toHaveText(answered!);
    await context.setOffline(true);
    await page.reload();
    await expect(wizard.question.locator('input').first()).toHaveValue('SMITH');
    await page.goto('/progress');
    await expect(page.getByTestId('progress-form-spouse-information')).toContainText(
      /[1-9]\d* answered(, \d+ skipped)? of 30/,
    );
    await context.setOffline(false);
  });
});

test('reset asks first, clears the application and keeps theme and language', async ({ appPage: page }) => {
  await page.goto('/f6/invitation-letter?q=0&lang=ko');
  await page.getByTestId('theme-toggle').locator('visible=true').first().click();
  const wizard = new Wizard(page);
  await wizard.question.locator('input').first().fill('김민준');
  await wizard.expectSaved();
  await page.goto('/progress');
  await page.getByTestId('reset-application').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('신청 내용을 모두 초기화할까요?');
  await dialog.getByRole('button', { name: '취소' }).click();
  // Half of a question (the name without the sex) is not an answer yet (D18), but the form is started.
  await expect(page.getByTestId('progress-form-invitation-letter')).toContainText(/52개 중 \d+개 답변.*진행 중/);
  await page.getByTestId('reset-application').click();
  await page.getByTestId('confirm-reset').click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByTestId('home-overall')).toHaveText('0%');
  await expect(page.getByTestId('home-status')).toContainText('52개 중 0개 답변');
  expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('locale')])).toEqual([
    'dark',
    'ko',
  ]);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('importing a backup asks first, and Combine keeps the newer work of both', async ({ appPage: page, browser }) => {
  // Device 1 answers the statement and exports.
  // Questions that are not person facts: a person fact is one value across the forms (D20).
  await page.goto('/f6/spouse-information?q=4');
  const wizard = new Wizard(page);
  await wizard.question.locator('input').first().fill('FROM THE FILE');
  await wizard.expectSaved();
  await page.goto('/progress');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-backup').click();
  const file = await (await download).path();

  // Device 2 has its own guarantee answers; it combines the file.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  const wizard2 = new Wizard(page2);
  await page2.goto('/f6/personal-guarantee?q=1');
  await wizard2.question.locator('input').first().fill('ON THIS DEVICE');
  await wizard2.expectSaved();
  await page2.goto('/progress');
  const chooser = page2.waitForEvent('filechooser');
  await page2.getByTestId('import-backup').click();
  await (await chooser).setFiles(file);
  await expect(page2.getByRole('dialog')).toContainText('Import this backup?');
  await page2.getByTestId('backup-combine').click();
  // The combine is written before the dialog closes; leaving earlier would abandon it.
  await expect(page2.getByTestId('backup-combine')).toHaveCount(0);
  await page2.goto('/f6/personal-guarantee?q=1');
  await expect(wizard2.question.locator('input').first()).toHaveValue('ON THIS DEVICE');
  await page2.goto('/f6/spouse-information?q=4');
  await expect(wizard2.question.locator('input').first()).toHaveValue('FROM THE FILE');
  await other.close();
});

test('a damaged backup file is refused with a clear message and changes nothing', async ({ appPage: page }) => {
  await page.goto('/f6/personal-guarantee?q=0');
  const wizard = new Wizard(page);
  await wizard.question.locator('input').first().fill('KEEP ME');
  await wizard.expectSaved();
  await page.goto('/progress');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-backup').click();
  await (
    await chooser
  ).setFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"f6-visa-prep-backup","storeVersion":3,"formProgress":[{"formId":"nope"}]'),
  });
  // Said where the file was chosen, and kept there (a toast went away before it was read).
  const failure = page.getByTestId('import-error');
  await expect(failure).toContainText('“backup.json” was not imported');
  await expect(failure).toContainText(
    'This file is not a backup from this app (it is not readable JSON). Nothing was changed.',
  );
  await expect(failure).toHaveAttribute('role', 'alert');
  await page.goto('/f6/personal-guarantee?q=0');
  await expect(wizard.question.locator('input').first()).toHaveValue('KEEP ME');
});
