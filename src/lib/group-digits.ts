// A module of its own: the i18n code in the first paint imports it, and a chunk carries a module whole.
// Why numbers are written by hand: ./format-number.ts.

/** Text of a number (digits, a point, a fraction) with its whole part's thousands grouped ("1234.5" -> "1,234.5"). */
export const groupThousands = (text: string): string =>
  text.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/** A number with its thousands grouped (1234567.5 -> "1,234,567.5"). */
export const groupDigits = (n: number): string => groupThousands(String(n));
