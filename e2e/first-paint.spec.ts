import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';

const ko = JSON.parse(readFileSync('locales/ko/common.json', 'utf8')) as Record<string, string>;

/** Every route, as a deep link (vite.config.ts staticShellPlugin, tools/vite/mantine-css.ts). */
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
  ['/final-application', 'Final Application'],
  ['/progress', 'Application Progress'],
  ['/visa-recommendations', 'Visa recommendations'],
];

test('before any script arrives, every deep link paints its own heading from the static shell', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.locator('#static-shell h1:visible')).toHaveText(heading, { useInnerText: true });
  }
  await page.goto('/timeline?lang=ko');
  await expect(page.locator('#static-shell h1:visible')).toHaveText(ko['timeline.title'], { useInnerText: true });
});

test('each route ships the styles of the components it renders', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of [...routes.map(([p]) => p), '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Route styles arrive with the route's code; give lazily loaded parts a moment to render.
    await page.waitForLoadState('networkidle');
    // Mantine's hashed class names (m_xxxxxxxx): each one in the page must have a rule in a stylesheet.
    const unstyled = await page.evaluate(() => {
      const classes = new Set<string>();
      document.querySelectorAll('[class]').forEach((el) => el.classList.forEach((c) => /^m_[0-9a-f]+$/.test(c) && classes.add(c)));
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
