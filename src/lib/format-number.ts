import { groupDigits } from './group-digits';

// Numbers written as Intl writes them in English and Korean (tests/lib/format-number.test.ts compares the two),
// without Intl: the first Intl formatter a page builds (NumberFormat, DateTimeFormat or Collator) sets up ICU's
// data, 20-40 ms of the main thread inside the page's first render (docs/performance.md).

/** `n` rounded to at most `digits` decimals (halves away from zero, as Intl rounds), grouped. */
export const roundedDigits = (n: number, digits = 0): string =>
  groupDigits((Math.sign(n) * Math.round(Math.abs(n) * 10 ** digits)) / 10 ** digits);

/** An amount in whole units as Intl writes it ("$18", Korean "US$18"; "₩50,000"). */
export const formatMoney = (amount: number, currency: 'USD' | 'KRW', locale: string): string =>
  `${currency === 'KRW' ? '₩' : locale === 'ko' ? 'US$' : '$'}${roundedDigits(amount)}`;

/** A file size as Intl's unit style writes it, one decimal under 10 ("2.4 MB", "340 kB"; Korean "2.4MB"). */
export const formatSize = (value: number, unit: 'kilobyte' | 'megabyte', locale: string): string =>
  `${roundedDigits(value, value < 10 ? 1 : 0)}${locale === 'ko' ? '' : ' '}${unit === 'kilobyte' ? 'kB' : 'MB'}`;
