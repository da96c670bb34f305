import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots for looking at the pages (npm run screenshots): e2e/screens/*.screens.ts into screenshots/out/. */
export default defineConfig({
  ...base,
  testDir: 'e2e/screens',
  testMatch: /.*\.screens\.ts$/,
  workers: 1,
  timeout: 180_000,
});
