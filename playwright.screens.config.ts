import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots of every screen at phone and desktop widths, light and dark, English and Korean. */
export default defineConfig({ ...base, testMatch: /.*\.screens\.ts$/, retries: 0, workers: 1 });
