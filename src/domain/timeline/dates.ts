/**
 * Calendar-day helpers on ISO 'YYYY-MM-DD' strings. Days are computed in UTC so that no local
 * time zone or daylight-saving change can shift a date by one.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type IsoDate = string;

export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
};

const toDayNumber = (date: IsoDate): number => {
  const match = ISO_DATE.exec(date);
  if (!match || !isIsoDate(date)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
};

const fromDayNumber = (day: number): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(toDayNumber(date) + days);

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => toDayNumber(to) - toDayNumber(from);

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export const addMonths = (date: IsoDate, months: number): IsoDate => {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
};

export const addYears = (date: IsoDate, years: number): IsoDate => addMonths(date, years * 12);

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: IsoDate): number => new Date(toDayNumber(date) * DAY_MS).getUTCDay();

export const isWeekend = (date: IsoDate): boolean => {
  const dow = dayOfWeek(date);
  return dow === 0 || dow === 6;
};

/** The date itself on a weekday, else the Friday before. */
export const onOrBeforeWeekday = (date: IsoDate): IsoDate => {
  let day = date;
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
};

/** The date itself on a weekday, else the Monday after. */
export const onOrAfterWeekday = (date: IsoDate): IsoDate => {
  let day = date;
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
};

/**
 * Moves by `count` business days (Monday–Friday; public holidays are not modelled). Positive counts
 * move forward, negative backward; a start on a weekend counts from there, so Saturday + 1 = Monday.
 */
export const addBusinessDays = (date: IsoDate, count: number): IsoDate => {
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  let day = date;
  while (remaining > 0) {
    day = addDays(day, step);
    if (!isWeekend(day)) remaining -= 1;
  }
  return day;
};

export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

/** The local calendar day of an ISO timestamp, or the date itself when given 'YYYY-MM-DD'. */
export const toIsoDate = (timestamp: string): IsoDate => {
  if (isIsoDate(timestamp)) return timestamp;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${timestamp}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
