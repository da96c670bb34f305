import { setupI18n } from '@lingui/core';
import type { Locale } from '@/domain/common';
import { humanizeKey } from '@/lib/humanize';
import { logger } from '@/lib/logger';
// The English catalog is data, not code: a hashed file fetched beside the boot code (the start
// script preloads it, tools/vite/deferred-start.ts), so its 977 strings cost no script parsing and
// do not weigh on the first paint.
import builtInUrl from '../../locales/en/common.json?url';
import { compileLinguiMessage, convertCatalog, parseCatalog, type RawCatalog } from './compile';
import { saveLocale } from './locale';

// Catalog strings are compiled when first shown, not all at start-up (production Lingui
// has no compiler of its own; ours handles the catalogs' {{name}} placeholders).
let builtInMessages: Record<string, string> = {};
let builtIns: Promise<void> | null = null;

/** The one Lingui instance. Missing strings fall back to English, then to a humanised key. */
export const i18n = setupI18n({
  locale: 'en',
  messages: { en: builtInMessages },
  missing: (_locale, id) => humanizeKey(id),
});
i18n.setMessagesCompiler(compileLinguiMessage);

/** Installs the English built-ins (the tests' setup passes the file itself). */
export function setBuiltInEnglish(raw: unknown): void {
  builtInMessages = convertCatalog(parseCatalog(raw));
  if (i18n.locale === 'en') i18n.load('en', builtInMessages);
}

/**
 * Loads the English built-ins once: the hashed file (precached by the service worker, so offline
 * too), or, should that fail, the same catalog as a script chunk. Never rejects: without either,
 * humanised keys show and the next activation tries again.
 */
export function loadBuiltInEnglish(): Promise<void> {
  builtIns ??= (async () => {
    let raw: unknown = null;
    if (!import.meta.env.DEV)
      raw = await fetch(builtInUrl)
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
    raw ??= (await import('../../locales/en/common.json')).default;
    setBuiltInEnglish(raw);
  })().catch((error: unknown) => {
    logger.warn(`Failed to load the English strings: ${error instanceof Error ? error.message : String(error)}`);
    builtIns = null;
  });
  return builtIns;
}

/** An entry that does not parse (a broken plural, a stray brace) is left out: English shows instead. */
export function withoutBrokenEntries(
  raw: RawCatalog,
  locale: string,
  icuProblem: (text: string) => string | null,
): RawCatalog {
  const out: RawCatalog = {};
  for (const [key, value] of Object.entries(raw)) {
    const problem = icuProblem(value);
    if (problem) logger.warn(`Translation ${key} (${locale}) does not parse (${problem}); English is shown instead`);
    else out[key] = value;
  }
  return out;
}

async function fetchCatalog(locale: Locale, fetcher: typeof fetch): Promise<RawCatalog | null> {
  // The message checker is needed only for a served translation: not part of the English first paint.
  const validator = import('./validate');
  validator.catch(() => undefined); // awaited below only when a file arrived
  try {
    const response = await fetcher(`/locales/${locale}/common.json`, { cache: 'no-cache' });
    if (!response.ok) {
      logger.warn(`Failed to load translations: ${response.status}`);
      return null;
    }
    const raw = parseCatalog(await response.json());
    return withoutBrokenEntries(raw, locale, (await validator).icuProblem);
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
  const [served] = await Promise.all([locale === 'en' ? null : fetchCatalog(locale, fetcher), loadBuiltInEnglish()]);
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
