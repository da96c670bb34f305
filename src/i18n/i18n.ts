import { setupI18n } from '@lingui/core';
import type { Locale } from '@/domain/common';
import { humanizeKey } from '@/lib/humanize';
import { logger } from '@/lib/logger';
import builtIn from '../../locales/en/common.json';
import { compileLinguiMessage, convertCatalog, parseCatalog, type RawCatalog } from './compile';
import { saveLocale } from './locale';
import { icuProblem } from './validate';

// Catalog strings are compiled when first shown, not all at start-up (production Lingui
// has no compiler of its own; ours handles the catalogs' {{name}} placeholders).
const builtInMessages = convertCatalog(parseCatalog(builtIn));

/** The one Lingui instance. Missing strings fall back to English, then to a humanised key. */
export const i18n = setupI18n({
  locale: 'en',
  messages: { en: builtInMessages },
  missing: (_locale, id) => humanizeKey(id),
});
i18n.setMessagesCompiler(compileLinguiMessage);

/** An entry that does not parse (a broken plural, a stray brace) is left out: English shows instead. */
export function withoutBrokenEntries(raw: RawCatalog, locale: string): RawCatalog {
  const out: RawCatalog = {};
  for (const [key, value] of Object.entries(raw)) {
    const problem = icuProblem(value);
    if (problem) logger.warn(`Translation ${key} (${locale}) does not parse (${problem}); English is shown instead`);
    else out[key] = value;
  }
  return out;
}

async function fetchCatalog(locale: Locale, fetcher: typeof fetch): Promise<RawCatalog | null> {
  try {
    const response = await fetcher(`/locales/${locale}/common.json`, { cache: 'no-cache' });
    if (!response.ok) {
      logger.warn(`Failed to load translations: ${response.status}`);
      return null;
    }
    return withoutBrokenEntries(parseCatalog(await response.json()), locale);
  } catch (error) {
    logger.warn(`Failed to load translations: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Activates a locale: the served /locales/<lang>/common.json is merged over the
 * built-in English strings, so a missing Korean string shows English and a broken
 * or missing file leaves the built-ins in place.
 */
export async function activateLocale(locale: Locale, fetcher: typeof fetch = fetch): Promise<void> {
  const served = await fetchCatalog(locale, fetcher);
  const messages = served ? { ...builtInMessages, ...convertCatalog(served) } : builtInMessages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export async function switchLocale(locale: Locale): Promise<void> {
  saveLocale(locale);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', locale);
    window.history.replaceState(window.history.state, '', url);
  }
  await activateLocale(locale);
}
