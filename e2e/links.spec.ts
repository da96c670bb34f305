import { test, expect } from './fixtures';

// Without a service worker every module the page asks for goes over the network, where it can be
// counted (with one, the precache fetches every route's code anyway and preloads read from it).
test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

const routeChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

test('links preload their route on intent only, never the OCR or PDF engines', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByTestId('nav-documents')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A cold load of the home page fetches no other route's code: the links are rendered, not preloaded.
  for (const name of ['documents', 'final-application', 'timeline'])
    expect(
      requested.filter((p) => routeChunk(name).test(p)),
      `${name} before any intent`,
    ).toEqual([]);
  const heavyBefore = requested.filter((p) => p.startsWith('/heavy/')).length;

  // Resting the pointer on a link fetches that route's code, and only the route's.
  await page.getByTestId('nav-documents').hover();
  await expect.poll(() => requested.some((p) => routeChunk('documents').test(p))).toBe(true);
  await page.getByTestId('nav-final').hover();
  await expect.poll(() => requested.some((p) => routeChunk('final-application').test(p))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.startsWith('/heavy/')).length, 'OCR/PDF code fetched on hover').toBe(heavyBefore);
  expect(
    requested.filter((p) => routeChunk('timeline').test(p)),
    'a link not hovered',
  ).toEqual([]);

  // And the links still navigate, with their typed parameters in the address.
  await page.getByTestId('nav-f6').click();
  await page.getByTestId('open-invitation-letter').click();
  await expect(page).toHaveURL(/\/f6\/invitation-letter$/);
});
