import type { Browser, Page } from '@playwright/test';
import { axeScan, expect, expectNoAxeViolations, test } from './fixtures';
import { allRoutes as routes } from './routes';

// 64 page loads with axe: a trace of each would cost more than the checks themselves.
test.use({ trace: 'off' });

type Theme = 'light' | 'dark';
type Lang = 'en' | 'ko';

async function open(browser: Browser, width: number, theme: Theme) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log('[pageerror]', error.message));
  return { context, page };
}

/** Loads a route and waits for its heading and for the lazy parts to settle. */
async function visit(page: Page, path: string, lang: Lang) {
  await page.goto(`${path}?lang=${lang}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeScan(page);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/** WCAG relative luminance contrast of two computed `rgb()`/`rgba()` colours (alpha composited on `under`). */
function contrast(fg: string, bg: string, under = 'rgb(255, 255, 255)'): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [ur, ug, ub] = parse(under);
  const flat = (c: string) => {
    const [r, g, b, a = 1] = parse(c);
    return [r * a + ur * (1 - a), g * a + ug * (1 - a), b * a + ub * (1 - a)];
  };
  const lum = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [l1, l2] = [lum(flat(fg)), lum(flat(bg))].sort((a, b) => b - a);
  return (l1 + 0.05) / (l2 + 0.05);
}

// Four looks, not all eight: every pair of width, theme and language is seen once (a pairwise design).
// What axe finds depends on the theme (contrast), the width (the navigation as a drawer or a sidebar,
// what wraps) and the language (the text and its lang), and on how two of them meet (Korean text at
// phone width; dark colours at desktop width). Half the looks, half the time (~150 s of the journeys').
const looks = [
  { width: 390, theme: 'light', lang: 'en' },
  { width: 390, theme: 'dark', lang: 'ko' },
  { width: 1280, theme: 'light', lang: 'ko' },
  { width: 1280, theme: 'dark', lang: 'en' },
] as const;

test.describe('axe on every route', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const { width, theme, lang } of looks)
    test(`${width}px ${theme} ${lang}`, async ({ browser }) => {
      test.setTimeout(300_000);
      const { context, page } = await open(browser, width, theme);
      const found: string[] = [];
      for (const path of routes) {
        await visit(page, path, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      }
      await context.close();
      expect(found, 'axe violations').toEqual([]);
    });
});

test('nothing overflows a 320 px screen on any route, in either language', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await open(browser, 320, 'light');
  const overflowing: string[] = [];
  for (const lang of ['en', 'ko'] as const)
    for (const path of routes) {
      await visit(page, path, lang);
      const wide = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        const over = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > limit + 1 && el.getClientRects().length > 0)
          // Content scrolled inside a labelled region is not page overflow.
          .filter((el) => !el.closest('[role=region][tabindex="0"]'))
          .map(
            (el) =>
              `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${[...el.classList].slice(0, 1).join('.')}`,
          );
        return { scroll: document.documentElement.scrollWidth, limit, over: over.slice(0, 5) };
      });
      if (wide.scroll > wide.limit || wide.over.length)
        overflowing.push(`${lang} ${path}: ${wide.scroll}px > ${wide.limit}px ${wide.over.join(', ')}`);
    }
  expect(overflowing).toEqual([]);
  await context.close();
});

test('the active navigation item stands out in both themes (3:1 against the navigation, 4.5:1 text)', async ({
  browser,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await open(browser, 1280, theme);
    await visit(page, '/timeline', 'en');
    const item = page.getByTestId('nav-timeline');
    await expect(item).toHaveAttribute('aria-current', 'page');
    const colours = await item.evaluate((el) => {
      // The first opaque background behind the navigation.
      let behind: Element | null = el.parentElement;
      let bg = 'rgba(0, 0, 0, 0)';
      while (behind && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
        bg = getComputedStyle(behind).backgroundColor;
        behind = behind.parentElement;
      }
      const label = el.querySelector('.mantine-NavLink-label') ?? el;
      return { item: getComputedStyle(el).backgroundColor, text: getComputedStyle(label).color, nav: bg };
    });
    const itemVsNav = contrast(colours.item, colours.nav, colours.nav);
    const textVsItem = contrast(colours.text, colours.item, colours.nav);
    expect(itemVsNav, `${theme}: active item ${colours.item} on ${colours.nav}`).toBeGreaterThanOrEqual(3);
    expect(textVsItem, `${theme}: text ${colours.text} on ${colours.item}`).toBeGreaterThanOrEqual(4.5);
    // An inactive item is not filled: the current section is the one that stands out.
    expect(await page.getByTestId('nav-guides').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    await context.close();
  }
});

test('each route names itself in the title, in the user language', async ({ page }) => {
  await visit(page, '/timeline', 'en');
  await expect(page).toHaveTitle('Timeline Planner · F-6 Visa Prep');
  await visit(page, '/f6/invitation-letter/review', 'en');
  await expect(page).toHaveTitle(/^Review: .+ · F-6 Visa Prep$/);
  await visit(page, '/progress', 'ko');
  await expect(page).toHaveTitle('신청 진행 현황 · F-6 비자 준비');
  // The navigation moves focus to the new page heading.
  await page.getByTestId('nav-timeline').click();
  const name = (await page.getByTestId('nav-timeline').innerText()).trim();
  await expect(page).toHaveTitle(`${name} · F-6 비자 준비`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('local-only mode: the visa recommendations are in the navigation, in the sign-in notice and behind Apply now', async ({
  page,
}) => {
  await visit(page, '/login', 'en');
  await page.getByTestId('local-only-visa').click();
  await expect(page).toHaveURL(/\/visa-recommendations$/);
  await expect(page.getByTestId('nav-visa')).toHaveAttribute('aria-current', 'page');
  // Apply now does not lead to a sign-in page that cannot sign in.
  await visit(page, '/', 'en');
  await page.getByTestId('apply-now').click();
  await expect(page).toHaveURL(/\/visa-recommendations$/);
});

/** Presses Tab until `done` holds for the focused element; returns how many presses it took. */
async function tabUntil(page: Page, done: string, max = 40): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, done)) return i;
  }
  throw new Error(`Tab never reached ${done}`);
}

test('keyboard only: skip link, three answers, a jump with the question list, finish', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, '/f6/personal-guarantee', 'en');

  // The skip link comes first and lands on the page heading.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // Question 1: family and given names.
  const toField = await tabUntil(page, '[data-testid=question] input');
  expect(toField, 'Tab presses from the heading to the first field').toBeLessThanOrEqual(6);
  await page.keyboard.type('SMITH');
  await page.keyboard.press('Tab');
  await page.keyboard.type('JANE');
  await tabUntil(page, '[data-testid=next-question]');
  await page.keyboard.press('Enter');
  // Each step focuses the new question heading.
  await expect(page.locator('[data-question-id="pg.applicant-hanja"] h2')).toBeFocused();

  // Question 2: the optional Chinese-character name.
  await tabUntil(page, '[data-testid=question] input');
  await page.keyboard.type('史密斯');
  await tabUntil(page, '[data-testid=next-question]');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-question-id="pg.applicant-birth-sex"] h2')).toBeFocused();

  // Jump with the question list to question 4 (nationality); the list is links with the current one marked.
  await tabUntil(page, '[data-testid=open-question-list]');
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'All questions' });
  await expect(list).toBeVisible();
  await expect(list.getByTestId('question-link-2')).toHaveAttribute('aria-current', 'step');
  await expect(list.getByTestId('question-link-3')).toHaveAttribute('href', '/f6/personal-guarantee?q=3');
  await expectNoAxeViolations(page);
  await tabUntil(page, '[data-testid=question-link-3]');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(page.locator('[data-question-id="pg.applicant-nationality"] h2')).toBeFocused();

  // Question 4 (the third answered): nationality.
  await tabUntil(page, '[data-testid=question] input');
  await page.keyboard.type('미국');
  await expect(page.getByTestId('save-state')).toHaveText('Saved on this device');

  // Escape closes the list and focus returns to the button that opened it.
  await tabUntil(page, '[data-testid=open-question-list]', 60);
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page.getByTestId('open-question-list')).toBeFocused();

  // Jump to the last question and finish.
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await tabUntil(page, '[data-testid=question-link-18]', 60);
  await page.keyboard.press('Enter');
  await tabUntil(page, '[data-testid=finish-form]', 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/f6\/personal-guarantee\/review$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('#main-content')).toContainText('SMITH');
});
