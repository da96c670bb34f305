import { defineConfig } from '@lingui/conf';
// @ts-expect-error plain ESM helper shared with the tools; typed by its JSDoc only
import { jsonCatalogFormat } from './tools/json-catalog-format.mjs';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ko'],
  fallbackLocales: { default: 'en' },
  orderBy: 'messageId',
  format: jsonCatalogFormat(),
  catalogs: [{ path: '<rootDir>/locales/{locale}/common', include: ['<rootDir>/src'] }],
});
