// Days written out inside sentences. A module of its own, not domain/common.ts: common is part of the
// first paint, and these (with lib/format-date) are needed only by the rules' explanations.
import { formatIsoDate } from '@/lib/format-date';

/** The YYYY-MM-DD day at the start of a value, or null (a date-time keeps only its day). */
const dayOf = (iso: string): string | null => /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? null;

/**
 * A calendar day written out for Korean prose: "2027-01-15" -> "2027년 1월 15일" (D22: no ISO dates
 * inside Korean sentences). Anything that is not a YYYY-MM-DD day is returned as it is.
 */
export const koDate = (iso: string): string => {
  const day = dayOf(iso);
  return day ? formatIsoDate(day, 'ko', 'long') : iso;
};

/** The same day in English prose: "2027-01-15" -> "January 15, 2027". */
export const enDate = (iso: string): string => {
  const day = dayOf(iso);
  return day ? formatIsoDate(day, 'en', 'long') : iso;
};

/**
 * Every YYYY-MM-DD day inside a shown value written out in the UI language ("2025-10-01" ->
 * "2025년 10월 1일"), the rest kept as it is: the audit's values are shown on Korean screens too.
 */
export const datesIn = (text: string, locale: 'en' | 'ko'): string =>
  text.replace(/(?<![\d-])\d{4}-\d{2}-\d{2}(?![\d-])/g, (day) => (locale === 'ko' ? koDate(day) : enDate(day)));
