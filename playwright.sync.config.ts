import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The two-device journeys: the app built with VITE_USE_EMULATORS=true (dist-emu/),
 * run under `node tools/emulators.mjs exec` so Auth, Firestore and Storage are local.
 */
const port = 4174;
export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: /.*\.sync\.ts$/,
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx vite preview --outDir dist-emu --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
