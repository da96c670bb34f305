import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '../../src/lib/format-date';

// The app writes English and Korean dates itself (Intl's first use is slow on a phone): they must
// read exactly as Intl writes them, for every month and for one- and two-digit days.
describe('formatIsoDate', () => {
  const days: string[] = [];
  for (let month = 1; month <= 12; month += 1)
    for (const day of [1, 9, 10, 28])
      days.push(`2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  days.push('2024-02-29', '1999-12-31', '2100-01-01');

  it.each(['en', 'en-US', 'ko', 'ko-KR'])('%s: as Intl writes them, medium and long', (locale) => {
    for (const iso of days) {
      for (const style of ['medium', 'long'] as const) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        );
        expect(formatIsoDate(iso, locale, style), `${iso} ${style}`).toBe(intl);
      }
    }
  });

  it('another language goes through Intl, and a broken day is shown as given', () => {
    expect(formatIsoDate('2027-03-09', 'de', 'long')).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2027-03-09T00:00:00Z')),
    );
    expect(formatIsoDate('not a day', 'en')).toBe('not a day');
  });
});
