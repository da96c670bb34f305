import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const ko = JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) as Record<string, string>;

/** Every route, as a deep link (tools/vite/static-shell.ts, tools/vite/mantine-css.ts). */
const routes: Array<[string, string]> = [
  ['/', 'Your F-6 marriage visa, prepared together'],
  ['/eligibility', 'Eligibility Check'],
  ['/timeline', 'Timeline Planner'],
  ['/time-sensitive-documents', 'Time-Sensitive Documents'],
  ['/guides', 'Guides'],
  ['/documents', 'Document Preparation'],
  ['/enhancement', 'Application Enhancement'],
  ['/f6', 'F-6 Visa: the three official forms'],
  ['/f6/invitation-letter', 'Invitation of a foreign spouse'],
  ['/f6/invitation-letter/review', 'Review: Invitation of a foreign spouse'],
  ['/final-application', 'Final Application'],
  ['/progress', 'Application Progress'],
  ['/rehearsal', 'Interview rehearsal'],
  ['/visa-recommendations', 'Visa recommendations'],
  ['/login', 'Sign in'],
];

test('before any script arrives, every deep link paints its own heading from the static shell', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.locator('#static-shell h1:visible')).toHaveText(heading, { useInnerText: true });
  }
  await page.goto('/timeline?lang=ko');
  await expect(page.locator('#static-shell h1:visible')).toHaveText(ko['timeline.title'], { useInnerText: true });
  await page.goto('/f6/invitation-letter/review?lang=ko');
  await expect(page.locator('#static-shell h1:visible')).toHaveText('검토: 외국인 배우자 초청장', {
    useInnerText: true,
  });
  // This build has no sign-in backend: the sign-in page says so from the first paint (login-page.tsx).
  await page.goto('/login');
  await expect(page.locator('#static-shell .s-note:visible')).toContainText('local-only mode');
  await expect(page.locator('#static-shell .s-note:visible')).toContainText('Export transfer file');
  // No introduction about an account where there is none.
  await expect(page.locator('#static-shell [data-r="/login"]')).not.toContainText('Signing in keeps');
});

test("the sign-in page's local-only notice is the same box before and after React, so React's is never a later largest paint", async ({
  browser,
}) => {
  // A 2 px narrower React copy wrapped to one more line on a phone: Lighthouse's largest paint moved from
  // 0.7 s (the static notice) to 2.8 s (React's).
  for (const lang of ['en', 'ko'] as const) {
    const boxes: string[] = [];
    for (const withScripts of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (!withScripts) await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`/login?lang=${lang}`);
      const note = withScripts
        ? page.getByText(lang === 'en' ? /runs in local-only mode/ : /로컬 전용 모드/)
        : page.locator('#static-shell .s-note:visible p');
      if (withScripts) await expect(page.locator('#static-shell')).toHaveCount(0);
      const box = (await note.boundingBox())!;
      boxes.push(`${Math.round(box.width)}x${Math.round(box.height)}`);
      await context.close();
    }
    expect(boxes[1], `${lang}: React's notice against the static one`).toBe(boxes[0]);
  }
});

test('each route ships the styles of the components it renders', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of routes.map(([p]) => p)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Route styles arrive with the route's code; give lazily loaded parts a moment to render.
    await page.waitForLoadState('networkidle');
    // Mantine's hashed class names (m_xxxxxxxx): each one in the page must have a rule in a stylesheet.
    const unstyled = await page.evaluate(() => {
      const classes = new Set<string>();
      document
        .querySelectorAll('[class]')
        .forEach((el) => el.classList.forEach((c) => /^m_[0-9a-f]+$/.test(c) && classes.add(c)));
      let selectors = '';
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if ('selectorText' in rule) selectors += `${(rule as CSSStyleRule).selectorText}\n`;
          if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
      return [...classes].filter((c) => !selectors.includes(`.${c}`));
    });
    expect(unstyled, `unstyled Mantine parts on ${path}`).toEqual([]);
  }
});

test("a form not started yet paints its first question before any script; a started form, another question's link and the review do not", async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  const card = page.locator('#static-shell .s-card:visible');
  await page.goto('/f6/invitation-letter');
  await expect(card.locator('h2')).toHaveText('Your name and sex', { useInnerText: true });
  await expect(card).toContainText('You are the sponsor');
  await expect(page.locator('#static-shell .s-q:visible')).toContainText('Question 1 of 52');
  await page.goto('/f6/spouse-information?lang=ko');
  await expect(card.locator('h2')).toHaveText('여권에 기재된 영문 성', { useInnerText: true });
  for (const path of ['/f6/invitation-letter?q=4', '/f6/invitation-letter/review']) {
    await page.goto(path);
    await expect(page.locator('#static-shell h1:visible')).toBeVisible();
    await expect(card).toHaveCount(0);
  }
  // The wizard marks a form started once the user moves past the first question (src/lib/form-started.ts).
  await page.evaluate(() => localStorage.setItem('f6-form-started:invitation-letter', '1'));
  await page.goto('/f6/invitation-letter');
  await expect(page.locator('#static-shell h1:visible')).toHaveText('Invitation of a foreign spouse', {
    useInnerText: true,
  });
  await expect(card).toHaveCount(0);
});

test('the wizard marks its form started when the user moves on, and React replaces the first-question shell in place', async ({
  page,
}) => {
  await page.goto('/f6/personal-guarantee');
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(page.locator('#static-shell')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('f6-form-started:personal-guarantee'))).toBeNull();
  await page.getByTestId('next-question').click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('f6-form-started:personal-guarantee'))).toBe('1');
});

test('boot evaluates a deep link’s scripts one by one, each after the scripts it imports (tools/vite/route-preload.ts)', async ({
  page,
  request,
}) => {
  for (const path of ['/timeline', '/final-application', '/f6/invitation-letter']) {
    await page.goto(path);
    const chunks = await page.evaluate(() => (window as { __f6Chunks?: string[] }).__f6Chunks ?? []);
    expect(chunks.length, path).toBeGreaterThan(3);
    expect(chunks.every((f) => f.endsWith('.js'))).toBe(true);
    // The route's own chunk comes last; every chunk's imports of the list come before it.
    for (const [i, f] of chunks.entries()) {
      const code = await (await request.get(`/${f}`)).text();
      const imported = [...code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => `assets/${m[1]}`);
      for (const dep of imported.filter((d) => chunks.includes(d)))
        expect(chunks.indexOf(dep), `${path}: ${dep} before ${f}`).toBeLessThan(i);
    }
  }
});
