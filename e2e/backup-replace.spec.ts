import { expect, test } from './fixtures';
import { Wizard } from './pages/wizard';
import type { Page } from '@playwright/test';

/** An older backup never silently overwrites newer answers; Replace can be undone. */
const older = {
  format: 'f6-visa-prep-backup',
  storeVersion: 3,
  exportedAt: '2025-06-01T00:00:00.000Z',
  sections: {},
  formProgress: [
    {
      formId: 'personal-guarantee',
      totalQuestions: 30,
      answeredQuestions: 1,
      lastUpdated: '2025-05-01T00:00:00.000Z',
      status: 'in-progress',
      currentQuestionIndex: 0,
      formData: {},
      lastSaved: '2025-05-01T00:00:00.000Z',
    },
  ],
  taskProgress: [],
  extractedDocuments: [],
};

async function importFile(page: Page, json: unknown) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-backup').click();
  await (
    await chooser
  ).setFiles({ name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
}

test('Replace with an older backup shows the device is newer, and Undo brings the answers back', async ({
  appPage: page,
}) => {
  await page.goto('/f6/personal-guarantee?q=0');
  const wizard = new Wizard(page);
  await wizard.question.locator('input').first().fill('NEWER ON THIS DEVICE');
  await wizard.expectSaved();

  await page.goto('/progress');
  await importFile(page, older);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Letter of guarantee: newer on this device');
  await expect(dialog).toContainText('Replace would put older answers over newer ones');
  await page.getByTestId('backup-replace').click();
  await expect(page.getByTestId('backup-undo-notice')).toBeVisible();

  await page.goto('/f6/personal-guarantee?q=0');
  await expect(wizard.question.locator('input').first()).toHaveValue('');

  await page.goto('/progress');
  await page.getByTestId('backup-undo').click();
  await expect(page.getByText('Undone: this device has what it had before the backup replaced it.')).toBeVisible();
  await expect(page.getByTestId('backup-undo-notice')).toHaveCount(0);
  await page.goto('/f6/personal-guarantee?q=0');
  await expect(wizard.question.locator('input').first()).toHaveValue('NEWER ON THIS DEVICE');
});

test('a backup without exportedAt, or from the future, is refused with one clear message', async ({
  appPage: page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/progress');
  await importFile(page, { ...older, exportedAt: undefined });
  await expect(
    page.getByText('This backup could not be restored: its export date is missing or not a date. Nothing was changed.'),
  ).toBeVisible();
  await importFile(page, { ...older, exportedAt: '2999-01-01T00:00:00.000Z' });
  await expect(page.getByText(/says it was made in the future/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
