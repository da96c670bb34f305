import type { Locale } from '@/domain/common';
import { logger } from '@/lib/logger';
import { parseCatalog, type RawCatalog } from './compile';
import { icuProblem } from './validate';

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

/** The served file's entries that parse, or null when it did not arrive or is not a catalog. */
export async function checkedCatalog(locale: Locale, served: Promise<Response>): Promise<RawCatalog | null> {
  try {
    const response = await served;
    if (!response.ok) {
      logger.warn(`Failed to load translations: ${response.status}`);
      return null;
    }
    const raw = parseCatalog(await response.json());
    return withoutBrokenEntries(raw, locale);
  } catch (error) {
    logger.warn(`Failed to load translations: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
