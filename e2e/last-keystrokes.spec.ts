import { expect, test } from './fixtures';
import { Wizard } from './pages/wizard';
import type { Page } from '@playwright/test';

/**
 * The last keystrokes survive a reload and a closed tab at 0 ms after the last key:
 * values still unsaved when the page goes away are kept by lib/save-journal.ts and saved on the
 * next visit. Every trial must keep every character. `npm test` runs 5 trials of each;
 * `npm run bench -- keystrokes` runs 20 of each and prints the counts (KEYSTROKE_TRIALS).
 */
const TRIALS = Number(process.env.KEYSTROKE_TRIALS ?? 5);
// As a returning user loads the app: from the service worker (one install per test: the trials share a context).
test.use({ serviceWorkers: 'allow' });
const FORM = 'invitation-letter';
const textInputs = 'input[type=text], input:not([type]), textarea:not([aria-hidden=true])';

/** The stored answer of one question, straight from IndexedDB. */
function storedAnswer(page: Page, questionId: string) {
  return page.evaluate(
    ([formId, id]) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('f6-visa-prep');
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('formProgress').objectStore('formProgress').get(formId);
          get.onsuccess = () => {
            resolve((get.result?.formData as Record<string, unknown> | undefined)?.[id] ?? null);
            db.close();
          };
          get.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    [FORM, questionId] as const,
  );
}

/** Opens the first question with a text field; returns its URL and id. */
async function firstTextQuestion(page: Page) {
  const wizard = new Wizard(page);
  await page.goto(`/f6/${FORM}?q=0`);
  for (let index = 0; index < 10; index++) {
    await page.goto(`/f6/${FORM}?q=${index}`);
    await expect(wizard.question).toBeVisible();
    if ((await wizard.question.locator(textInputs).count()) > 0) {
      return { url: `/f6/${FORM}?q=${index}`, questionId: (await wizard.question.getAttribute('data-question-id'))! };
    }
  }
  throw new Error('no text question in the first ten');
}

/** Types `text` into the question's first text field as fast as keys go. */
async function typeFast(page: Page, text: string) {
  const input = page.getByTestId('question').locator(textInputs).first();
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** What the answer holds for the first field (a plain string or a record of fields). */
const firstValue = (answer: unknown) =>
  typeof answer === 'string'
    ? answer
    : answer && typeof answer === 'object'
      ? String(Object.values(answer)[0] ?? '')
      : '';

test(`${TRIALS} reloads at 0 ms after the last key lose nothing`, async ({ appPage: page }) => {
  test.setTimeout(60_000 + TRIALS * 18_000); // the shared 2-core machine can be slow
  const { url, questionId } = await firstTextQuestion(page);
  let kept = 0;
  const lost: string[] = [];
  // Each trial types into the page the previous one reloaded (and checked): it is at `url`, loaded.
  await page.goto(url);
  for (let trial = 0; trial < TRIALS; trial++) {
    const text = `Reload ${trial} keys xyz`;
    await typeFast(page, text);
    await page.reload(); // at once: no wait for the save
    await expect(page.getByTestId('question')).toBeVisible();
    // The value is saved by the time the page is back (replayed from the journal if needed).
    await expect
      .poll(async () => firstValue(await storedAnswer(page, questionId)), { timeout: 5000 })
      .toBe(text)
      .catch(() => {});
    const stored = firstValue(await storedAnswer(page, questionId));
    if (stored === text) kept++;
    else lost.push(`trial ${trial}: stored "${stored}"`);
    await expect(page.getByTestId('question').locator(textInputs).first()).toHaveValue(stored);
  }
  console.log(`[last-keystrokes] reload: ${kept}/${TRIALS} kept every character`);
  expect(lost).toEqual([]);
});

test(`${TRIALS} tab closes at 0 ms after the last key lose nothing`, async ({ appPage: page, context }) => {
  test.setTimeout(60_000 + TRIALS * 24_000); // closes and reopens; the shared machine can be slow
  const { url, questionId } = await firstTextQuestion(page);
  let kept = 0;
  const lost: string[] = [];
  let current = page;
  // Each trial types into the tab the previous one reopened (and checked): it is at `url`, loaded.
  await current.goto(url);
  for (let trial = 0; trial < TRIALS; trial++) {
    const text = `Close ${trial} keys xyz`;
    await typeFast(current, text);
    await current.close(); // at once; no beforeunload prompt: the harshest close
    current = await context.newPage();
    await current.goto(url);
    await expect(current.getByTestId('question')).toBeVisible();
    await expect
      .poll(async () => firstValue(await storedAnswer(current, questionId)), { timeout: 5000 })
      .toBe(text)
      .catch(() => {});
    const stored = firstValue(await storedAnswer(current, questionId));
    if (stored === text) kept++;
    else lost.push(`trial ${trial}: stored "${stored}"`);
  }
  console.log(`[last-keystrokes] tab close: ${kept}/${TRIALS} kept every character`);
  expect(lost).toEqual([]);
});
