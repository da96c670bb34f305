import { I18n, type MessageDescriptor, type MessageOptions } from '@lingui/core';
import type { Locale } from '@/domain/common';
import { groupDigits } from '@/lib/group-digits';
import { humanizeKey } from '@/lib/humanize';
import { logger } from '@/lib/logger';
// The English catalog is data, not code: a hashed file fetched beside the boot code (the start
// script preloads it, tools/vite/deferred-start.ts), so its 977 strings cost no script parsing and
// do not weigh on the first paint.
import builtInUrl from '../../locales/en/common.json?url';
import { compileLinguiMessage, parseCatalog, type RawCatalog } from './compile';
import { saveLocale } from './locale';

// Catalog strings are compiled when first shown, not all at start-up (production Lingui
// has no compiler of its own; ours handles the catalogs' {{name}} placeholders).
let builtInMessages: Record<string, string> = {};
let builtIns: Promise<void> | null = null;

type Values = Record<string, unknown>;

/**
 * Lingui's I18n, with plurals written without Intl.NumberFormat (./compile.ts says why): a plural is compiled
 * to a select by `<name>#form` and its `#` to `<name>#`, given here for every number. (`t` is bound to `_` in
 * Lingui's constructor, so both come here.)
 */
export class AppI18n extends I18n {
  override _(descriptor: MessageDescriptor): string;
  override _(id: string, values?: Values, options?: MessageOptions): string;
  override _(id: MessageDescriptor | string, values?: Values, options?: MessageOptions): string {
    const counted = (given: Values = {}) => {
      const out = { ...given };
      for (const [k, n] of Object.entries(given))
        if (typeof n == 'number') {
          out[`${k}#`] = groupDigits(n);
          // (0.03 ms a rule set once the first is built: not worth a cache in the first paint's code.)
          out[`${k}#form`] = new Intl.PluralRules(this.locale).select(n);
        }
      return out;
    };
    return typeof id == 'string'
      ? super._(id, counted(values), options)
      : super._({ ...id, values: counted(id.values) });
  }
}

/** The one Lingui instance. Missing strings fall back to English, then to a humanised key. */
export const i18n: I18n = new AppI18n({
  locale: 'en',
  messages: { en: builtInMessages },
  missing: (_locale, id) => humanizeKey(id),
});
i18n.setMessagesCompiler(compileLinguiMessage);

/** Installs the English built-ins (the tests' setup passes the file itself). */
export function setBuiltInEnglish(raw: unknown): void {
  builtInMessages = parseCatalog(raw);
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

/** A served translation file, checked (./served-catalog.ts); null when it cannot be had. */
function servedCatalog(locale: Locale, response: Promise<Response>): Promise<RawCatalog | null> {
  response.catch(() => undefined); // read (and its failure logged) once the checker is here
  return import('./served-catalog').then(
    // Checked against the English strings once they are here too (the caller waits for both).
    async (m) => m.checkedCatalog(locale, response, await loadBuiltInEnglish().then(() => builtInMessages)),
    (error: unknown) => {
      logger.warn(`Failed to load translations: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    },
  );
}

/**
 * Activates a locale: the served /locales/<lang>/common.json is merged over the
 * built-in English strings, so a missing Korean string shows English and a broken
 * or missing file leaves the built-ins in place.
 */
export async function activateLocale(locale: Locale, fetcher: typeof fetch = fetch): Promise<void> {
  // The file is requested at once; the code that checks it (not part of the English first paint) meanwhile.
  const served =
    locale === 'en'
      ? null
      : servedCatalog(
          locale,
          new Promise<Response>((resolve) => resolve(fetcher(`/locales/${locale}/common.json`, { cache: 'no-cache' }))),
        );
  const [checked] = await Promise.all([served, loadBuiltInEnglish()]);
  // A translation that cannot be used (missing, broken, cut short) shows English as English, and says so.
  const shown = served && !checked ? 'en' : locale;
  const messages = checked ? { ...builtInMessages, ...checked } : builtInMessages;
  i18n.loadAndActivate({ locale: shown, messages });
  document.documentElement.lang = shown;
  if (shown !== locale) void import('./served-catalog').then((m) => m.sayEnglishShown());
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
