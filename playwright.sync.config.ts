import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The two-device journeys: the app built with VITE_USE_EMULATORS=true (dist-emu/),
 * run under `node tools/emulators.mjs exec` so Auth, Firestore and Storage are local.
 */
const port = 4174;
/** `npm run dev:emulators` as a developer runs it: the dev server (no service worker) against the emulators. */
export const syncDevPort = Number(process.env.E2E_SYNC_DEV_PORT ?? 5175);
export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: /.*\.sync\.ts$/,
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${port}` },
  webServer: [
    {
      command: `npx vite preview --outDir dist-emu --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite --host 127.0.0.1 --port ${syncDevPort} --strictPort`,
      url: `http://127.0.0.1:${syncDevPort}/`,
      env: { VITE_USE_EMULATORS: 'true' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
