/**
 * A number with its thousands grouped, as English and Korean write it (1234567.5 -> "1,234,567.5"), without
 * Intl.NumberFormat: the first one a page builds sets up ICU's number data, 20-40 ms of the main thread.
 */
export const groupDigits = (n: number): string =>
  String(n).replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
