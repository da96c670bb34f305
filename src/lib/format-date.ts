// One formatter per language and style: building an Intl.DateTimeFormat costs far more than using
// one, and the timeline formats a date per row (87 ms of its first render on a throttled phone).
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ('YYYY-MM-DD') in the reader's language. Read as UTC midnight and formatted in
 * UTC, so no local time zone can show it as the day before.
 */
export function formatIsoDate(isoDate: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
