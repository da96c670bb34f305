import { test } from '@playwright/test';

const screens = ['/', '/progress', '/f6', '/f6/invitation-letter', '/f6/invitation-letter/review', '/login'];
const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const size of sizes)
  for (const theme of ['light', 'dark'] as const)
    for (const lang of ['en', 'ko'] as const)
      test(`shell screens ${size.name} ${theme} ${lang}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        for (const path of screens) {
          await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
          const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
          await page.screenshot({
            path: `screenshots/out/${name}-${size.name}-${theme}-${lang}.png`,
            fullPage: size.name === 'desktop',
          });
        }
        await context.close();
      });
