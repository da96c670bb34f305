import { defineConfig } from '@playwright/test';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const port = Number(process.env.E2E_PORT ?? 4173);
export const devPort = Number(process.env.E2E_DEV_PORT ?? 5183);

export default defineConfig({
  testDir: 'e2e',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A loaded 2-core machine (CI shares one) once ran three journeys past 60 s while each step still
  // passed; the budgets that matter for speed live in bench/, not in test timeouts.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // No service worker unless a journey goes offline (`test.use({ serviceWorkers: 'allow' })` there): each new
    // context's install precaches 156 files and compiles their scripts, which doubled the CPU of journeys that never
    // use it (docs/performance.md, "The test suite's time").
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The README's `npm start`: the dev server must render the app too.
    {
      command: `npx vite --host 127.0.0.1 --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
