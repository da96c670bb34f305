import { expect, test } from './fixtures';

/**
 * Without IndexedDB (private modes, blocked storage) the app keeps working in memory, says
 * plainly that nothing is kept after closing, offers the backup export, and every form renders
 * its fields.
 */
const variants = {
  'IndexedDB missing': () => {
    Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => undefined });
  },
  'IndexedDB refusing to open': () => {
    const factory = window.indexedDB;
    factory.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
};

for (const [name, block] of Object.entries(variants)) {
  test(`${name}: the app works in memory, says so, and every form renders its fields`, async ({ appPage: page }) => {
    await page.addInitScript(block);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/f6/invitation-letter?q=0');
    const banner = page.getByTestId('storage-banner');
    await expect(banner).toContainText('nothing will be kept after you close this tab');
    await expect(page.getByTestId('memory-export-backup')).toBeVisible();

    // Answers save (in memory) and survive moving between pages of this tab.
    const input = page.getByTestId('question').locator('input').first();
    await input.fill('IN MEMORY');
    await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');
    for (const form of ['personal-guarantee', 'spouse-information']) {
      await page.evaluate((to) => window.history.pushState({}, '', to), `/f6/${form}?q=0`);
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await expect(
        page.getByTestId('question').locator('input, textarea, [role=radio], [role=radiogroup]').first(),
      ).toBeVisible();
    }
    await page.evaluate(() => window.history.pushState({}, '', '/f6/invitation-letter?q=0'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByTestId('question').locator('input').first()).toHaveValue('IN MEMORY');

    // The other pages with fields render them too.
    for (const path of ['/eligibility', '/final-application', '/timeline']) {
      await page.evaluate((to) => window.history.pushState({}, '', to), path);
      await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
      await expect(page.locator('main input, main textarea, main button').first()).toBeVisible();
    }

    // The export works from the banner.
    const download = page.waitForEvent('download');
    await page.getByTestId('memory-export-backup').click();
    expect((await download).suggestedFilename()).toMatch(/^f6-visa-prep-backup-.*\.json$/);
    expect(errors).toEqual([]);
  });
}
