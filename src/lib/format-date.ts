// One formatter per language and style: building an Intl.DateTimeFormat costs far more than using
// one, and the timeline formats a date per row (87 ms of its first render on a throttled phone).
const formatters = new Map<string, Intl.DateTimeFormat>();

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The app's two languages are written out here, exactly as Intl writes them ("Nov 23, 2026",
 * "2026. 11. 23."; tests compare the two): the page's first use of Intl loads the browser's locale
 * data, 40-220 ms of main thread on a slow phone, in the middle of the page's first render.
 */
function written(y: number, m: number, d: number, locale: string, style: 'medium' | 'long'): string | null {
  const lang = locale.toLowerCase();
  if (lang === 'ko' || lang === 'ko-kr') return style === 'long' ? `${y}년 ${m}월 ${d}일` : `${y}. ${m}. ${d}.`;
  if (lang === 'en' || lang === 'en-us')
    return style === 'long' ? `${MONTHS[m - 1]} ${d}, ${y}` : `${MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`;
  return null;
}

/**
 * A calendar day ('YYYY-MM-DD') in the reader's language. Read as UTC midnight and formatted in
 * UTC, so no local time zone can show it as the day before.
 */
export function formatIsoDate(isoDate: string, locale: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const y = date.getUTCFullYear();
  if (y >= 1000 && y <= 9999) {
    const text = written(y, date.getUTCMonth() + 1, date.getUTCDate(), locale, style);
    if (text !== null) return text;
  }
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
