import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Waits until the service worker is activated, controls the page (toolchain.md: not
 * controllerchange) and its precache holds the shell and both locale files: in this
 * Chromium the registration can report `activated` while the precache is still filling.
 */
async function waitForPrecache(page: Page) {
  // page.waitForFunction treats a returned Promise as truthy: poll an evaluate instead.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          if (reg?.active?.state !== 'activated' || !navigator.serviceWorker.controller) return false;
          const needed = ['/index.html', '/locales/en/common.json', '/locales/ko/common.json'];
          const found = await Promise.all(needed.map((u) => caches.match(u, { ignoreSearch: true })));
          return found.every(Boolean);
        }),
      { timeout: 30_000, intervals: [200, 300, 500] },
    )
    .toBe(true);
}

/**
 * An axe scan of the page (or of `include`) against WCAG 2.1 A and AA, in axe's legacy mode: axe.run
 * in the page and its frames. The default mode opens a new blank page for every scan to assemble
 * the results and injects axe-core (0.5 MB) into it as well: twice as slow for the same findings
 * (15 routes: 68 s -> 35 s in one run; the same violations on the same nodes with a planted fault
 * per rule family, an iframe's included, and none on the question list dialog).
 * Not resultTypes ['violations']: it breaks the rules that compare nodes (it reported the AppShell
 * header as a duplicate banner beside a dialog's header).
 */
export function axeScan(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();
  return (include ? builder.include(include) : builder).analyze();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page);
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Every page of the suite runs under the built app's Content-Security-Policy (tools/vite/csp.ts):
 * a violation (securitypolicyviolation event, or the browser's "Content Security Policy" console
 * error) fails the test that caused it.
 */
export const test = base.extend<{ appPage: Page }>({
  appPage: async ({ page, context }, use) => {
    const violations: string[] = [];
    page.on('pageerror', (error) => console.log('[pageerror]', error.message));
    await context.exposeBinding('__cspViolation', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
        );
      });
    });
    const onConsole = (message: { type: () => string; text: () => string }) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    };
    context.on('console', onConsole);
    await use(page);
    context.off('console', onConsole);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };

/**
 * Ready for offline: the service worker is activated, its precache is complete, and
 * it answers navigations itself (checked on a reload, as a returning visitor loads
 * the app; in this Chromium the first moments after activation may still go to the network).
 */
export async function waitForServiceWorker(page: Page) {
  await waitForPrecache(page);
  await expect
    .poll(
      async () => {
        const response = await page.reload();
        return response?.fromServiceWorker() ?? false;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
}

/**
 * Waits until the service worker's cache of heavy files (`f6-heavy`: /ocr/, /pdf/, /heavy/) holds a file whose path
 * starts with each of `paths`: what the app fetches in the background once it has loaded.
 */
export async function waitForHeavyCache(page: Page, paths: readonly string[], timeout: number) {
  await expect
    .poll(
      () =>
        page.evaluate(async (want) => {
          const kept = (await (await caches.open('f6-heavy')).keys()).map((r) => new URL(r.url).pathname);
          return want.every((path) => kept.some((k) => k.startsWith(path)));
        }, paths),
      { timeout, intervals: [500, 1000] },
    )
    .toBe(true);
}
