import type { Browser, Page } from '@playwright/test';
import { syncDevPort } from '../playwright.sync.config';
import { expect, test } from './fixtures';
import { Login } from './pages/login';
import { Wizard } from './pages/wizard';

/**
 * `npm run dev:emulators`: the dev server has no service worker, so anything the page
 * has not loaded yet cannot load offline. Logging out offline with changes not in the account must
 * still ask, as the built app does (two-devices.sync.ts), and never show the error screen.
 */
const dev = `http://127.0.0.1:${syncDevPort}`;

async function signedInWithAnOfflineAnswer(browser: Browser, options: { settle: boolean; block?: string }) {
  const context = await browser.newContext({ baseURL: dev });
  const page = await context.newPage();
  // The dev server serves each module as a file of its own: more than the 250 resource timings a page
  // keeps by default, so the later ones (the logout dialog, the login route) would never be listed.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // As if that module had never been fetched before the network went away.
  if (options.block) await page.route(options.block, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByTestId('home-overall')).toHaveText(/%$/, { timeout: 120_000 });
  await new Login(page).signUp(`dev-logout-${Date.now()}@example.com`, 'correct-horse-9');
  await page.goto('/f6/spouse-information?q=4');
  const input = page.getByTestId('question').locator('input').first();
  await expect(input).toBeVisible({ timeout: 60_000 });
  // Signed in again after the reload (the session's code is here); a page open for a moment has
  // also fetched what the shell preloads when signed in.
  await expect(page.getByTestId('logout')).toBeVisible({ timeout: 60_000 });
  // (Not networkidle: Firestore's listen channel keeps the network busy.)
  if (options.settle)
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            ['components/confirm-logout', 'routes/login'].every((m) =>
              performance.getEntriesByType('resource').some((e) => e.name.includes(m)),
            ),
          ),
        { timeout: 60_000 },
      )
      .toBe(true);
  await context.setOffline(true);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await input.fill('typed offline in dev');
  await new Wizard(page).expectSaved();
  return { context, page, input, errors };
}

const expectNoErrorScreen = (page: Page) => expect(page.getByTestId('error-message')).toHaveCount(0);

test('dev server: logout offline asks first, Stay keeps the answer, Log out anyway shows the login page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, input, errors } = await signedInWithAnOfflineAnswer(browser, { settle: true });
  await page.getByTestId('logout').click();
  await expect(page.getByRole('dialog')).toContainText('Some changes are not in your account yet');
  await expectNoErrorScreen(page);
  await page.getByTestId('logout-stay').click();
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(input).toHaveValue('typed offline in dev');

  // "Log out anyway" offline: signed out, the login page shows (preloaded when signed in), no error screen.
  await page.getByTestId('logout').click();
  await page.getByTestId('logout-anyway').click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.getByText('Successfully logged out!')).toBeVisible();
  await expectNoErrorScreen(page);
  expect(errors).toEqual([]);
  await context.close();
});

test("dev server: when the logout dialog's code never arrived, the browser's own dialog asks; Cancel stays signed in", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context, page, input, errors } = await signedInWithAnOfflineAnswer(browser, {
    settle: false,
    block: '**/src/app/components/confirm-logout.tsx*',
  });
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByTestId('logout').click();
  await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
  expect(asked[0]).toContain('Some changes are not in your account yet');
  expect(asked[0]).toContain('OK logs out anyway');
  await expect(page.getByTestId('logout')).toBeVisible();
  await expect(input).toHaveValue('typed offline in dev');
  await expectNoErrorScreen(page);
  expect(errors).toEqual([]);
  await context.close();
});
