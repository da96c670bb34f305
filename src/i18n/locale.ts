import type { Locale } from '@/domain/common';

export const supportedLocales: readonly Locale[] = ['en', 'ko'];
export const LOCALE_STORAGE_KEY = 'locale';
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ko';

/** ?lang=en|ko wins; anything else is ignored. Then the saved preference, then English. */
export function resolveLocale(search: string, saved: string | null): Locale {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLocale(fromQuery)) return fromQuery;
  if (isLocale(saved)) return saved;
  return defaultLocale;
}

export function readSavedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage full: the choice still applies to this visit.
  }
}
