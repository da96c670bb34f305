/**
 * A calendar day ('YYYY-MM-DD') in the reader's language. Read as UTC midnight and formatted in
 * UTC, so no local time zone can show it as the day before.
 */
export function formatIsoDate(isoDate: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}
