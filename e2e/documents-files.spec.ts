import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures';
import { brokenHeic, damagedPdf, documentPng, lockedPdf, scanWithoutText } from './document-files';
import { DocumentsPage } from './pages/documents';

// A white PNG big enough to be read (the app refuses images under 200 px a side).
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: documentPng() });

async function goOffline(page: Page, context: BrowserContext) {
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a document is several files: add three to one slot, remove one, and after an offline reload the rest are there, in order', async ({
    appPage: page,
    context,
  }) => {
    const docs = new DocumentsPage(page);
    await docs.goto();
    await expect(docs.heading).toBeVisible();
    await docs.upload('financialDocuments', [png('income.png'), png('employment.png'), png('deposits.png')]);
    await expect(docs.fileName('financialDocuments')).toHaveText(['income.png', 'employment.png', 'deposits.png']);
    await expect(docs.status('financialDocuments')).toHaveText('Ready');

    await docs.slot('financialDocuments').getByRole('button', { name: 'Move “deposits.png” up' }).click();
    await expect(docs.fileName('financialDocuments')).toHaveText(['income.png', 'deposits.png', 'employment.png']);

    await page
      .getByTestId('file-financialDocuments')
      .filter({ hasText: 'employment.png' })
      .getByTestId('remove-financialDocuments')
      .click();
    await page.getByTestId('confirm-remove-financialDocuments').click();
    await expect(docs.fileName('financialDocuments')).toHaveText(['income.png', 'deposits.png']);

    await goOffline(page, context);
    await expect(docs.heading).toBeVisible();
    await expect(docs.fileName('financialDocuments')).toHaveText(['income.png', 'deposits.png']);
    // The bytes are on the device: the preview opens offline.
    await page
      .getByTestId('file-financialDocuments')
      .filter({ hasText: 'deposits.png' })
      .getByRole('button', { name: 'Show' })
      .click();
    await expect(page.getByRole('dialog').getByRole('img', { name: /deposits.png/ })).toBeVisible();
  });
});

test('every file gets a straight answer: damaged and locked PDFs and an unconvertible HEIC are refused with the reason', async ({
  appPage: page,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await expect(docs.heading).toBeVisible();

  await docs.upload('housingDocuments', { name: 'lease.pdf', mimeType: 'application/pdf', buffer: damagedPdf() });
  await expect(docs.rejection('housingDocuments')).toContainText(
    '“lease.pdf” was not added: the PDF is damaged and cannot be opened.',
    { timeout: 30_000 },
  );
  await docs.upload('housingDocuments', { name: 'registry.pdf', mimeType: 'application/pdf', buffer: lockedPdf() });
  await expect(docs.rejection('housingDocuments')).toContainText(
    '“registry.pdf” was not added: the PDF is protected with a password',
    { timeout: 30_000 },
  );
  // A PNG whose header says 1000 px but whose picture is garbage: refused, not stored as ready.
  const garbage = Buffer.concat([documentPng().subarray(0, 33), Buffer.alloc(4000, 7)]);
  await docs.upload('housingDocuments', { name: 'deed.png', mimeType: 'image/png', buffer: garbage });
  await expect(docs.rejection('housingDocuments')).toContainText(
    '“deed.png” was not added: the image is damaged and cannot be opened',
    { timeout: 30_000 },
  );
  // None counts as filled.
  await expect(docs.fileName('housingDocuments')).toHaveCount(0);
  await expect(docs.status('housingDocuments')).toHaveText('Not added yet');

  await docs.upload('proofOfRelationship', { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: brokenHeic() });
  const heic = docs.rejection('proofOfRelationship');
  await expect(heic).toContainText('IMG_0001.HEIC', { timeout: 30_000 });
  await expect(heic).toContainText('Most Compatible');
  await expect(heic).toContainText('Android');
  await expect(docs.fileName('proofOfRelationship')).toHaveCount(0);

  // Korean too.
  await docs.goto('?lang=ko');
  await docs.upload('housingDocuments', { name: 'registry.pdf', mimeType: 'application/pdf', buffer: lockedPdf() });
  await expect(docs.rejection('housingDocuments')).toContainText('비밀번호', { timeout: 30_000 });
});

test('a Korean certificate scanned without text says it cannot be read and asks for its details', async ({
  appPage: page,
}) => {
  const docs = new DocumentsPage(page);
  await docs.goto();
  await expect(docs.heading).toBeVisible();
  await docs.upload('marriageCertificate', {
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: await scanWithoutText(),
  });
  await expect(docs.notice('marriageCertificate')).toContainText('cannot be read', { timeout: 30_000 });
  await expect(page.getByTestId('marriage-form')).toBeVisible();
  // It is stored (a scan is a valid copy) and its date of issue is asked.
  await expect(docs.fileName('marriageCertificate')).toHaveText('scan.pdf');
  await expect(page.getByTestId('validity-marriageCertificate')).toHaveText('Issue date needed');
  await page.getByTestId('issue-date-marriageCertificate').fill('2001-01-01');
  await expect(page.getByTestId('validity-marriageCertificate')).toHaveText('Expired');
});
