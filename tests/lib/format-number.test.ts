import { describe, expect, it } from 'vitest';
import { formatMoney, formatSize, roundedDigits } from '@/lib/format-number';
import { groupDigits } from '@/lib/group-digits';

// The app writes these by hand to spare a page ICU's set-up; they must read exactly as Intl writes them.
const values = [0, 1, 2.44, 2.45, 9.94, 9.96, 10, 18, 99.5, 340.4, 999, 1000, 1234.5, 50_000, 1_234_567, 98_765_432.1];

describe('numbers written as Intl writes them, in English and Korean', () => {
  it.each(['en', 'ko'])('%s', (locale) => {
    for (const v of values) {
      expect(groupDigits(Math.round(v)), `${v}`).toBe(new Intl.NumberFormat(locale).format(Math.round(v)));
      expect(roundedDigits(v, 1), `${v}`).toBe(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v));
      for (const currency of ['USD', 'KRW'] as const)
        expect(formatMoney(v, currency, locale), `${v} ${currency}`).toBe(
          new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v),
        );
      for (const unit of ['kilobyte', 'megabyte'] as const)
        expect(formatSize(v, unit, locale), `${v} ${unit}`).toBe(
          new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: v < 10 ? 1 : 0 }).format(v),
        );
    }
  });
});
