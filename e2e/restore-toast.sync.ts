import { expect, test } from './fixtures';
import { Login } from './pages/login';
import { Wizard } from './pages/wizard';

/**
 * "The restoration toasts always show": once in five sign-ups with local data the
 * "saved to your account" toast did not show. Ten sign-ups in a row, each with an answer on the
 * device, must each show it.
 */
const RUNS = 10;

test(`sign-up with local data shows "saved to your account" every time (${RUNS} runs)`, async ({ browser }) => {
  test.setTimeout(RUNS * 45_000);
  await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-f6/accounts', { method: 'DELETE' });
  let shown = 0;
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/f6/personal-guarantee?q=7');
    await new Wizard(page).question.locator('input').first().fill(`Family visit ${i}`);
    await new Wizard(page).expectSaved();
    await new Login(page).signUp(`migrate-${Date.now()}-${i}@example.com`, 'correct-horse-9');
    await expect(page.getByText('Welcome! Your progress has been saved to your account.')).toBeVisible({
      timeout: 30_000,
    });
    shown++;
    await context.close();
  }
  console.log(`[figure] "saved to your account" toast shown in ${shown} of ${RUNS} sign-ups with local data`);
  expect(shown).toBe(RUNS);
});
