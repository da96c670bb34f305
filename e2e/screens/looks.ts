import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export type Look = { width: number; theme: 'light' | 'dark'; lang: 'en' | 'ko' };

/**
 * Opens `path` (its query and hash kept) in every look the screenshots need: 390 and 1280 px, light
 * and dark, English and Korean; waits until the page is drawn in that theme, then calls `shoot`.
 */
export async function inEveryLook(page: Page, paths: string[], shoot: (path: string, look: Look) => Promise<void>) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const lang of ['en', 'ko'] as const)
        for (const path of paths) {
          const [route, hash] = path.split('#');
          await page.goto(`${route}${route.includes('?') ? '&' : '?'}lang=${lang}${hash ? `#${hash}` : ''}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
          await page.waitForLoadState('networkidle');
          await shoot(path, { width: viewport.width, theme, lang });
        }
    }
  }
}
