import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForServiceWorker } from './fixtures';
import { Login } from './pages/login';
import { Wizard } from './pages/wizard';

/**
 * Sync truth with two devices: the "replaced" notice shows only on the device whose
 * answer is not in the merged result, names the question, and Restore brings back only that
 * answer, so both devices keep the other device's answer to the other question.
 */
const password = 'correct-horse-9';
const PURPOSE = 7; // personal guarantee: "Purpose of stay" (pg.applicant-purpose), one text field
const RELATION = 13; // "Your relationship to the person you guarantee" (pg.guarantor-relationship)
const replacedToast = /A newer copy from another device replaced your answers to/;

async function resetEmulators() {
  await fetch('http://127.0.0.1:8080/emulator/v1/projects/demo-f6/databases/(default)/documents', { method: 'DELETE' });
  await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-f6/accounts', { method: 'DELETE' });
}

async function answer(page: Page, q: number, text: string) {
  const wizard = new Wizard(page);
  await page.goto(`/f6/personal-guarantee?q=${q}`);
  await wizard.question.locator('input').first().fill(text);
  await wizard.expectSaved();
}

async function expectAnswer(page: Page, q: number, text: string) {
  await page.goto(`/f6/personal-guarantee?q=${q}`);
  await expect(new Wizard(page).question.locator('input').first()).toHaveValue(text, { timeout: 30_000 });
}

async function expectSynced(page: Page) {
  await expect(page.getByTestId('sync-badge')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
}

async function goOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expectSynced(page);
}

test.beforeEach(resetEmulators);

test('two devices offline: different questions give no notice; the same question names it on the device that lost; Restore keeps the other question', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `replaced-${Date.now()}@example.com`;
  const a = await browser.newContext();
  const b = await browser.newContext();
  const pageA = await a.newPage();
  const pageB = await b.newPage();
  // Every toast either device shows, so a notice that came and went is still seen.
  const toasts: Record<'A' | 'B', string[]> = { A: [], B: [] };
  for (const [name, page] of [
    ['A', pageA],
    ['B', pageB],
  ] as const) {
    await page.exposeBinding('__toast', (_s, text: string) => void toasts[name].push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const n of document.querySelectorAll('.mantine-Notification-description:not([data-seen])')) {
          n.setAttribute('data-seen', '');
          (window as unknown as { __toast: (t: string) => void }).__toast(n.textContent ?? '');
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  await pageA.goto('/');
  await waitForServiceWorker(pageA);
  await new Login(pageA).signUp(email, password);
  await pageB.goto('/');
  await waitForServiceWorker(pageB);
  await new Login(pageB).signIn(email, password);
  await expectSynced(pageA);
  await expectSynced(pageB);

  // 1. Offline, A answers "purpose" and B answers "relationship": both kept on both, no notice.
  await a.setOffline(true);
  await b.setOffline(true);
  await answer(pageA, PURPOSE, 'Family visit (A)');
  await answer(pageB, RELATION, 'Husband (B)');
  await goOnline(a, pageA);
  await goOnline(b, pageB);
  for (const page of [pageA, pageB]) {
    await expectAnswer(page, PURPOSE, 'Family visit (A)');
    await expectAnswer(page, RELATION, 'Husband (B)');
  }
  await expectSynced(pageA);
  expect(toasts.A.filter((t) => replacedToast.test(t))).toEqual([]);
  expect(toasts.B.filter((t) => replacedToast.test(t))).toEqual([]);
  for (const page of [pageA, pageB]) {
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('revisions')).toHaveCount(0);
  }

  // 2. Offline, both answer "purpose"; B's answer is the later one. A syncs first, then B.
  await a.setOffline(true);
  await b.setOffline(true);
  await answer(pageA, PURPOSE, 'Marriage (A, earlier)');
  await answer(pageB, PURPOSE, 'Living together (B, later)');
  await goOnline(a, pageA);
  await goOnline(b, pageB);
  // A stays on its page meanwhile: the notice comes when B's copy arrives there.
  await expect
    .poll(() => toasts.A.filter((t) => replacedToast.test(t)), { timeout: 30_000 })
    .toEqual([
      'A newer copy from another device replaced your answers to: Purpose of stay. Your version is kept: restore it from Application Progress.',
    ]);
  await expectAnswer(pageA, PURPOSE, 'Living together (B, later)');
  expect(toasts.B.filter((t) => replacedToast.test(t))).toEqual([]);
  await pageB.goto('/progress');
  await expect(pageB.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pageB.getByTestId('revisions')).toHaveCount(0);

  // 3. A restores its answer: only "purpose" comes back; "relationship" stays B's, on both devices.
  await pageA.goto('/progress');
  const card = pageA.getByTestId('revisions');
  await expect(card.getByTestId('revision-questions')).toHaveText('Your answers to: Purpose of stay');
  await card.getByRole('button', { name: 'Restore my answers' }).click();
  await expect(pageA.getByText('Your answers are current again.')).toBeVisible();
  await expectSynced(pageA);
  for (const page of [pageA, pageB]) {
    await expectAnswer(page, PURPOSE, 'Marriage (A, earlier)');
    await expectAnswer(page, RELATION, 'Husband (B)');
  }
  await a.close();
  await b.close();
});
