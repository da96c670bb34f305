import { readFile } from 'node:fs/promises';
import { unzip } from './zip';
import { pdfPages } from './pdf-pages';
import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' }); // it goes offline

test('opened once online (no reload), closed, relaunched offline in a new page: the package is made', async ({
  appPage: first,
  context,
}) => {
  test.setTimeout(150_000);
  // One visit, as a new user makes it: the service worker takes control during this very page.
  await first.goto('/');
  await expect.poll(() => first.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 60_000 }).toBe(true);
  // Every heavy file this page loaded, whenever it loaded it, ends up in the worker's cache.
  await expect
    .poll(
      () =>
        first.evaluate(async () => {
          const kept = new Set((await (await caches.open('f6-heavy')).keys()).map((r) => new URL(r.url).pathname));
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => /^\/(heavy|pdf)\//.test(p));
          const want = ['/heavy/build-package-', '/heavy/engine-', '/pdf/fonts/f6-package-gothic.ttf'];
          return [
            ...want.filter((w) => ![...kept].some((k) => k.startsWith(w))).map((w) => `not kept: ${w}`),
            ...loaded.filter((p) => !kept.has(p)).map((p) => `loaded, not kept: ${p}`),
          ];
        }),
      { timeout: 90_000, intervals: [1000, 2000] },
    )
    .toEqual([]);
  await first.close();

  await context.setOffline(true);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('[console]', m.text()));
  page.on('requestfailed', (r) => console.log('[requestfailed]', r.url()));
  await page.goto('/final-application');
  const download = page.waitForEvent('download');
  await page.getByTestId('make-package').click();
  await expect(page.getByTestId('package-done')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('package-error')).toHaveCount(0);
  // One tap, one download: the two files in one .zip.
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toMatch(/\.zip$/);
  const files = unzip(await readFile((await zipFile.path())!));
  expect(files.size).toBe(2);
  const names = [...files.keys()];
  const submissionName = names.find((n) => n.startsWith('F-6 제출 서류')) ?? '';
  const guideName = names.find((n) => n !== submissionName) ?? '';
  expect(submissionName).toMatch(/^F-6 제출 서류 - .*\.pdf$/);
  expect(guideName).toMatch(/^F-6 application package - .*\.pdf$/);
  const pages = await pdfPages(new Uint8Array(files.get(submissionName)!));
  expect(pages[0]).toContain('제출서류목록');
  expect(pages.join('')).toContain('[별지제19호의2서식]');
  const guidePages = await pdfPages(new Uint8Array(files.get(guideName)!));
  expect(guidePages[0]).toContain('NOTFORSUBMISSION');
  await context.setOffline(false);
});
