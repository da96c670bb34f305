import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('package choices (signing dates, a document that cannot be obtained): every look, no axe findings', async ({
  appPage: page,
}) => {
  test.setTimeout(300_000);
  mkdirSync(out, { recursive: true });
  await page.goto('/final-application?lang=en');
  const card = page.getByTestId('package-card');
  // Saved, then shown from the store (the radio follows the saved choice).
  await card.getByLabel('Print the day the package is made').click();
  await expect(card.getByLabel('Print the day the package is made')).toBeChecked();
  await card.getByTestId('unobtainable-add').click();
  await expect(card.getByText('Choose the document.')).toBeVisible();
  await card.getByTestId('unobtainable-document').selectOption({ label: 'Housing documents' });
  await card.getByTestId('unobtainable-reason').fill('부모님 집에 함께 살고 있어 임대차계약서가 없습니다.');
  await card.getByTestId('unobtainable-add').click();
  await expect(card.getByTestId('unobtainable-doc-housingDocuments')).toBeVisible();
  await inEveryLook(page, ['/final-application'], async (_path, look) => {
    const choices = page.getByTestId('signing-dates');
    await choices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/package-choices-${look.width}-${look.theme}-${look.lang}.png` });
    if (look.width === 390) await expectNoAxeViolations(page);
  });
});
