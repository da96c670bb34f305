import { chromium } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForServiceWorker } from './fixtures';
import { Shell } from './pages/shell';

test('home explains the journey and passes axe', async ({ appPage: page }) => {
  const shell = new Shell(page);
  await shell.goto('/');
  await expect(shell.heading).toHaveText('Your F-6 marriage visa, prepared together');
  await expect(page.getByTestId('home-overall')).toHaveText('0%');
  // The e2e build has no Firebase project (local-only mode): Apply now leads to the visa
  // recommendations, not to a sign-in page that cannot sign in (e2e/a11y.spec.ts).
  await expect(shell.applyNow).toHaveAttribute('href', '/visa-recommendations');
  await expect(page.getByTestId('nav-reset')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app is installable', async ({ baseURL }) => {
    const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'f6-install-')), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
      headless: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseURL + '/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(
          async () =>
            ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
      expect(manifest.shortcuts.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  test('offline: the shell, a deep link and both locale files come from the service worker', async ({
    appPage: page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your F-6 marriage visa, prepared together');
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Progress');
    for (const lang of ['en', 'ko']) {
      const fromCache = await page.evaluate(async (l) => {
        const r = await fetch(`/locales/${l}/common.json`);
        return { ok: r.ok, type: r.headers.get('content-type'), keys: Object.keys(await r.json()).length };
      }, lang);
      expect(fromCache.ok).toBe(true);
      expect(fromCache.keys).toBeGreaterThan(50);
    }
    const responses: boolean[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/locales/ko/common.json')) responses.push(r.fromServiceWorker());
    });
    await page.goto('/?lang=ko');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('F-6');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your F-6 marriage visa, prepared together');
    expect(responses).toContain(true);
    await context.setOffline(false);
  });
});

test('?lang=ko shows Korean, and an unknown lang is ignored', async ({ appPage: page }) => {
  await page.goto('/?lang=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('apply-now')).toHaveText('지금 신청하기');
  await expect(page.getByRole('navigation').getByRole('link', { name: '일정 계획' })).toBeVisible();
  await page.goto('/?lang=fr');
  // The saved preference (Korean, from the visit above) stays; 'fr' is ignored.
  await expect(page.getByTestId('apply-now')).toHaveText('지금 신청하기');
  await page.goto('/?lang=en');
  await expect(page.getByTestId('apply-now')).toHaveText('Apply now');
});

test('a broken or missing locale file falls back to the built-in strings', async ({ appPage: page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/locales/ko/common.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"home.apply_now": ' }),
  );
  await page.goto('/?lang=ko');
  await expect(page.getByTestId('apply-now')).toHaveText('Apply now');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unroute('**/locales/ko/common.json');
  await page.route('**/locales/ko/common.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.reload();
  await expect(page.getByTestId('apply-now')).toHaveText('Apply now');
  await expect.poll(() => warnings.some((w) => w.includes('Failed to load translations: 404'))).toBe(true);
});

test('theme persists across reload with no flash', async ({ appPage: page }) => {
  const shell = new Shell(page);
  await shell.goto('/');
  expect(await shell.isDark()).toBe(false);
  await shell.themeToggle.click();
  expect(await shell.isDark()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { themeAtDcl: string }).themeAtDcl = document.documentElement.className;
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtDcl: string }).themeAtDcl)).toContain('dark');
  expect(await shell.isDark()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('the system dark preference is the default when nothing is saved', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});

test('a render error shows the error screen and Return Home works', async ({ appPage: page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('f6-crashed')) {
      sessionStorage.setItem('f6-crashed', '1');
      (window as unknown as { __f6CrashOnRender: boolean }).__f6CrashOnRender = true;
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // The message is in the user's language; the raw technical text waits behind "Technical details".
  await expect(page.getByTestId('error-message')).toHaveText('An unexpected error occurred. Please try again later.');
  await expect(page.getByTestId('error-detail')).toBeHidden();
  await page.getByText('Technical details').click();
  await expect(page.getByTestId('error-detail')).toContainText('Test crash');
  await page.getByTestId('return-home').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your F-6 marriage visa, prepared together');
});

test('the keyboard reaches every navigation control', async ({ appPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (
        el?.closest('[data-testid]')?.getAttribute('data-testid') ??
        el?.getAttribute('aria-label') ??
        el?.textContent ??
        ''
      );
    });
    seen.add(id);
  }
  for (const id of [
    'logo-link',
    'theme-toggle',
    'language-switch',
    'apply-now',
    'nav-eligibility',
    'nav-timeline',
    'nav-f6',
    'nav-progress',
  ]) {
    expect([...seen], `focus reaches ${id}`).toContain(id);
  }
});

test('small screens: toggles in a compact group and navigation behind the menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('compact-toggles')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('nav-progress').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Progress');
  await context.close();
});

test.describe('a first visit (no service worker: every cold load)', () => {
  test.use({ serviceWorkers: 'block' });

  test('home fetches no data layer, status or audit code; once something is saved, its card is live', async ({
    appPage: page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByTestId('home-overall')).toHaveText('0%');
    await expect(page.getByTestId('home-form-invitation-letter')).toContainText('Not started · 0 answered of 52');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/(data|domain|status|overlay|forms)-/.test(path))).toEqual([]);
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(await databases()).not.toContain('f6-visa-prep');

    // In the same tab: a target date saved on the timeline, then home again without a reload.
    await page.getByRole('link', { name: /Plan the timeline/ }).click();
    const target = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    await page.getByTestId('target-date-input').fill(target);
    await expect.poll(databases).toContain('f6-visa-prep');
    // The timeline reads the forms' structure, never their words (the wizard's chunk).
    expect(scripts.filter((path) => /\/assets\/domain-/.test(path))).toHaveLength(1);
    expect(scripts.filter((path) => /\/assets\/forms-/.test(path))).toEqual([]);
    await page.getByTestId('logo-link').click();
    await expect(page.getByTestId('home-status')).toContainText('Target application date', { timeout: 15_000 });
    await expect(page.getByTestId('home-overall')).toBeVisible();
  });
});
