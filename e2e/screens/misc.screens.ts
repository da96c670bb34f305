import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../fixtures';
import { EligibilityPage } from '../pages/eligibility';
import { inEveryLook } from './looks';

const out = process.env.SCREENS_OUT ?? resolve(import.meta.dirname, '../../screenshots/out');

test('the marriage questions, the TOPIK card and the time-sensitive progress in every look', async ({
  appPage: page,
}) => {
  test.setTimeout(360_000);
  mkdirSync(out, { recursive: true });
  await page.clock.setFixedTime(new Date('2026-12-01T10:00:00Z'));
  // A Vietnamese applicant in Hanoi, married in Vietnam, certificate in hand, not yet on the Korean register.
  const eligibility = new EligibilityPage(page);
  await eligibility.goto('?lang=en');
  await eligibility.fillEligible();
  await eligibility.nationality.fill('Vietnam');
  await eligibility.nationality.press('Escape');
  await eligibility.choose('eligibility-marriage-place', 1);
  await eligibility.choose('eligibility-registered-in-korea', 1);
  await page.getByTestId('eligibility-korean-level').locator('input[value="none"]').check();
  const residence = page.getByTestId('eligibility-applicant-residence');
  await residence.fill('Vietnam');
  await residence.press('Escape');
  await expect(eligibility.check('marriage')).toHaveAttribute('data-status', 'fail');
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

  await inEveryLook(page, ['/eligibility', '/time-sensitive-documents'], async (path, look) => {
    const name = `${look.width}-${look.theme}-${look.lang}`;
    if (path === '/eligibility') {
      await page.getByTestId('eligibility-registered-in-korea').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/misc-eligibility-marriage-${name}.png` });
      await eligibility.check('marriage').screenshot({ path: `${out}/misc-eligibility-check-${name}.png` });
    } else {
      await page.getByTestId('doc-card-topik').screenshot({ path: `${out}/misc-topik-${name}.png` });
      await page.getByTestId('doc-progress').screenshot({ path: `${out}/misc-doc-progress-${name}.png` });
    }
  });
});

test('a statement topic replaced by another device, on Application Progress in every look', async ({
  appPage: page,
}) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  await page.goto('/progress?lang=en');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // As the sync keeps it (data/remote.ts): this device's answer to "how we met", replaced unseen.
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('f6-visa-prep');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const at = '2026-11-20T09:00:00.000Z';
          const tx = open.result.transaction('revisions', 'readwrite');
          tx.objectStore('revisions').add({
            section: 'sponsorStatement',
            statement: {
              generated: false,
              content: '',
              completedAt: null,
              messages: [{ role: 'user', topic: 'how_met', text: 'In Busan, through my cousin', at }],
              extractedInfo: { how_met: 'In Busan, through my cousin' },
              questionCount: 1,
              currentSuggestions: [],
            },
            topics: ['how_met'],
            reason: 'conflict',
            at,
            seenAt: null,
          });
          tx.oncomplete = () => done();
          tx.onerror = () => fail(tx.error);
        };
      }),
  );
  await inEveryLook(page, ['/progress'], async (_path, look) => {
    const card = page.getByTestId('revisions');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${out}/misc-revisions-statement-${look.width}-${look.theme}-${look.lang}.png` });
  });
});

test('a file that is not a backup, said under the import button in every look', async ({ appPage: page }) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  await page.goto('/progress');
  await inEveryLook(page, ['/progress'], async (_path, look) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('import-backup').click();
    await (await chooser).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{') });
    const failure = page.getByTestId('import-error');
    await failure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/misc-import-error-${look.width}-${look.theme}-${look.lang}.png` });
  });
});

test('the TOPIK card of an applicant who holds a TOPIK score, in every look', async ({ appPage: page }) => {
  test.setTimeout(240_000);
  mkdirSync(out, { recursive: true });
  await page.goto('/eligibility?lang=en');
  const eligibility = new EligibilityPage(page);
  await eligibility.fillEligible();
  await page.getByTestId('eligibility-korean-level').locator('input[value="topik1"]').check();
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');
  await inEveryLook(page, ['/time-sensitive-documents'], async (_path, look) => {
    const card = page.getByTestId('doc-card-topik');
    await expect(card).toHaveAttribute('data-availability', 'held');
    // Below the sticky header: its title and badge in view.
    await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.screenshot({ path: `${out}/misc-topik-held-${look.width}-${look.theme}-${look.lang}.png` });
  });
});
