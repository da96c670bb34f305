import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { documentPng } from '../document-files';
import { DocumentsPage } from '../pages/documents';
import { TimelinePage } from '../pages/timeline';
import { inEveryLook, type Look } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');
const name = (what: string, look: Look) => `${out}/overlays-${what}-${look.width}-${look.theme}-${look.lang}.png`;

/** The part of the page around `locator`, drawn (transitions finished). */
async function shootAround(page: Page, locator: Locator, path: string) {
  await locator.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path });
}

test('the controls that no longer bring the overlay code: every look, no axe findings', async ({ appPage: page }) => {
  test.setTimeout(600_000);
  mkdirSync(out, { recursive: true });

  // The browser's own selects: the guide's housing kind, a document's roles, the unobtainable document.
  const png = (file: string) => ({ name: file, mimeType: 'image/png', buffer: documentPng() });
  await new DocumentsPage(page).goto('?lang=en');
  await new DocumentsPage(page).upload('marriageCertificate', png('certificate.png'));
  await expect(page.getByTestId('role-marriageCertificate')).toBeVisible();
  await inEveryLook(page, ['/guides?tab=financial', '/documents', '/final-application'], async (path, look) => {
    if (path.startsWith('/guides')) {
      await shootAround(page, page.getByTestId('financial-housing'), name('guide-select', look));
    } else if (path === '/documents') {
      await shootAround(page, page.getByTestId('role-marriageCertificate'), name('file-role', look));
    } else {
      const card = page.getByTestId('package-card');
      await card.getByTestId('unobtainable-add').click();
      await shootAround(page, card.getByTestId('unobtainable-document'), name('unobtainable', look));
      // The overall ring and the package summary's table (no longer Mantine's RingProgress and Table).
      await shootAround(page, page.getByTestId('overall-percent'), name('ring', look));
      await shootAround(page, page.locator('table').first(), name('table', look));
    }
    if (look.width === 390) await expectNoAxeViolations(page);
  });

  // A passport's saved details, a plain table (no longer Mantine's Table).
  const passport = readFileSync(
    join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'passports', 'clean-scan.jpg'),
  );
  const docs = new DocumentsPage(page);
  await docs.goto('?lang=en');
  await docs.upload('passport', { name: 'clean-scan.jpg', mimeType: 'image/jpeg', buffer: passport });
  await expect(docs.passportForm).toBeVisible({ timeout: 60_000 });
  await docs.savePassport.click();
  await expect(docs.savedValue('passport', 'passportNumber')).toContainText('L898902C3');
  await inEveryLook(page, ['/documents'], async (_path, look) => {
    await shootAround(page, page.getByTestId('saved-details-passport'), name('saved-details', look));
    if (look.width === 390) await expectNoAxeViolations(page);
  });

  // The question list's drawer and a file's remove dialog, loaded when first opened.
  await inEveryLook(page, ['/f6/personal-guarantee', '/documents'], async (path, look) => {
    const open =
      path === '/documents' ? page.getByTestId('remove-marriageCertificate') : page.getByTestId('open-question-list');
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shootAround(page, dialog, name(path === '/documents' ? 'remove' : 'question-list', look));
    if (look.width === 390) await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  // The early-action question, loaded when asked (the clock pinned as in timeline.spec.ts).
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
  await inEveryLook(page, ['/timeline'], async (_path, look) => {
    const timeline = new TimelinePage(page);
    if (!(await timeline.row('applicant-criminal-record').isVisible())) await timeline.useRecommended.click();
    await timeline.start('applicant-criminal-record');
    const ask = page.getByRole('dialog');
    await expect(ask).toBeVisible();
    await shootAround(page, ask, name('early', look));
    if (look.width === 390) await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
  });
});
