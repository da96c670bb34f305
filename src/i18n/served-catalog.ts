import type { Locale } from '@/domain/common';
import { logger } from '@/lib/logger';
import { parseCatalog, type RawCatalog } from './compile';
import { icuProblem, placeholderNames } from './validate';

// A served translation (Korean), checked before use: loaded only when one is, not part of the English first paint.

/** An entry that does not parse (a broken plural, a stray brace) is left out: English shows instead. */
function withoutBrokenEntries(raw: RawCatalog, locale: string): RawCatalog {
  const out: RawCatalog = {};
  for (const [key, value] of Object.entries(raw)) {
    const problem = icuProblem(value);
    if (problem) logger.warn(`Translation ${key} (${locale}) does not parse (${problem}); English is shown instead`);
    else out[key] = value;
  }
  return out;
}

/** An entry whose placeholders are not the English text's would drop a number or a name: English shows instead. */
function withEnglishPlaceholders(raw: RawCatalog, english: RawCatalog, locale: string): RawCatalog {
  const out: RawCatalog = {};
  for (const [key, value] of Object.entries(raw)) {
    const en = english[key];
    if (en !== undefined && placeholderNames(en) !== placeholderNames(value))
      logger.warn(`Translation ${key} (${locale}) has other placeholders than English; English is shown instead`);
    else out[key] = value;
  }
  return out;
}

/**
 * The served file's entries that parse and keep English's placeholders, or null when it did not arrive, is
 * not a catalog, or holds no usable string (an emptied file): the caller then shows English and says so.
 */
export async function checkedCatalog(
  locale: Locale,
  served: Promise<Response>,
  english: RawCatalog,
): Promise<RawCatalog | null> {
  try {
    const response = await served;
    if (!response.ok) {
      logger.warn(`Failed to load translations: ${response.status}`);
      return null;
    }
    const raw = withEnglishPlaceholders(
      withoutBrokenEntries(parseCatalog(await response.json()), locale),
      english,
      locale,
    );
    if (Object.keys(raw).length === 0) {
      logger.warn(`Translations (${locale}) hold no usable string: not used`);
      return null;
    }
    return raw;
  } catch (error) {
    logger.warn(`Failed to load translations: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

// Said in both languages: the Korean strings are what could not be had (outside the catalog on purpose).
const englishShown =
  'The Korean text could not be loaded, so the app is in English for now. Reload to try again. · 한국어 문구를 불러오지 못해 지금은 영어로 보여요. 다시 불러오면 다시 시도해요.';

/** Tells the user the chosen language's strings could not be used and English shows meanwhile. */
export function sayEnglishShown(): void {
  void import('@/lib/toast').then(({ toast }) => toast.error(englishShown));
}
