/**
 * Calendar-day helpers on ISO 'YYYY-MM-DD' strings. Days are computed in UTC so that no local
 * time zone or daylight-saving change can shift a date by one.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type IsoDate = string;

/** A real calendar day written YYYY-MM-DD (no 02-31, no year 0). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** The user's calendar day of a moment, so "today" does not flip at UTC midnight. */
export const isoDay = (d: Date): IsoDate => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Whole years from one ISO day to a later one (a birthday counts on the day). */
export function yearsBetween(from: IsoDate, to: IsoDate): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

// The schedule works day by day (business days, and recommendedTargetDate tries one target after
// another), so these run tens of thousands of times on the timeline's first render: parsed dates
// and formatted day numbers are remembered (a few thousand distinct days at most).
const dayNumbers = new Map<string, number>();
const isoDays = new Map<number, IsoDate>();
const remember = <K, V>(cache: Map<K, V>, key: K, value: V): V => {
  if (cache.size > 20_000) cache.clear();
  cache.set(key, value);
  return value;
};

const toDayNumber = (date: IsoDate): number => {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const match = ISO_DATE.exec(date);
  if (!match || !isIsoDate(date)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${date}`);
  return remember(dayNumbers, date, Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
};

const fromDayNumber = (day: number): IsoDate =>
  isoDays.get(day) ?? remember(isoDays, day, new Date(day * DAY_MS).toISOString().slice(0, 10));

/** 0 = Sunday … 6 = Saturday, of a day number (day 0, 1970-01-01, was a Thursday). */
const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;
const weekendDay = (day: number): boolean => {
  const dow = weekdayOf(day);
  return dow === 0 || dow === 6;
};

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
export const dayOfWeek = (date: IsoDate): number => weekdayOf(toDayNumber(date));

export const isWeekend = (date: IsoDate): boolean => weekendDay(toDayNumber(date));

/** The date itself on a weekday, else the Friday before. */
export const onOrBeforeWeekday = (date: IsoDate): IsoDate => {
  let day = toDayNumber(date);
  if (!weekendDay(day)) return date;
  while (weekendDay(day)) day -= 1;
  return fromDayNumber(day);
};

/** The date itself on a weekday, else the Monday after. */
export const onOrAfterWeekday = (date: IsoDate): IsoDate => {
  let day = toDayNumber(date);
  if (!weekendDay(day)) return date;
  while (weekendDay(day)) day += 1;
  return fromDayNumber(day);
};

/**
 * Moves by `count` business days (Monday–Friday; public holidays are not modelled). Positive counts
 * move forward, negative backward; a start on a weekend counts from there, so Saturday + 1 = Monday.
 */
export const addBusinessDays = (date: IsoDate, count: number): IsoDate => {
  const step = count < 0 ? -1 : 1;
  let remaining = Math.abs(count);
  if (remaining === 0) return date;
  let day = toDayNumber(date);
  while (remaining > 0) {
    day += step;
    if (!weekendDay(day)) remaining -= 1;
  }
  return fromDayNumber(day);
};

export const minDate = (a: IsoDate, b: IsoDate): IsoDate => (a <= b ? a : b);
export const maxDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

/** The local calendar day of an ISO timestamp, or the date itself when given 'YYYY-MM-DD'. */
export const toIsoDate = (timestamp: string): IsoDate => {
  if (isIsoDate(timestamp)) return timestamp;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${timestamp}`);
  return isoDay(date);
};
