import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  addMonths,
  daysBetween,
  dayOfWeek,
  isIsoDate,
  isWeekend,
  onOrAfterWeekday,
  onOrBeforeWeekday,
  toIsoDate,
} from '@/domain/dates';

describe('date helpers', () => {
  it.each([
    ['2026-11-23', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-03-08', 1, '2026-03-09'], // US daylight-saving change
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2027-05-31', -3, '2027-02-28'],
    ['2028-05-31', -3, '2028-02-29'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-03-15', -6, '2026-09-15'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('daysBetween', () => {
    expect(daysBetween('2026-11-23', '2027-11-23')).toBe(365);
    expect(daysBetween('2026-11-23', '2026-11-01')).toBe(-22);
  });

  it.each([
    ['2026-11-23', 1, false],
    ['2026-11-28', 6, true],
    ['2026-11-29', 0, true],
  ])('%s is day %i, weekend %s', (date, dow, weekend) => {
    expect(dayOfWeek(date)).toBe(dow);
    expect(isWeekend(date)).toBe(weekend);
  });

  it.each([
    // Friday + 1 business day = Monday; Saturday + 1 = Monday; Monday - 1 = Friday
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-11-28', 1, '2026-11-30'],
    ['2026-11-30', -1, '2026-11-27'],
    ['2026-11-23', 10, '2026-12-07'],
    ['2026-12-07', -10, '2026-11-23'],
    ['2026-11-28', 0, '2026-11-28'],
  ])('addBusinessDays(%s, %i) = %s', (date, count, expected) => {
    expect(addBusinessDays(date, count)).toBe(expected);
  });

  it.each([
    ['2026-11-28', '2026-11-27', '2026-11-30'],
    ['2026-11-29', '2026-11-27', '2026-11-30'],
    ['2026-11-25', '2026-11-25', '2026-11-25'],
  ])('weekend shifts of %s: before %s, after %s', (date, before, after) => {
    expect(onOrBeforeWeekday(date)).toBe(before);
    expect(onOrAfterWeekday(date)).toBe(after);
  });

  it('toIsoDate keeps a date and converts a timestamp to a local day', () => {
    expect(toIsoDate('2026-11-23')).toBe('2026-11-23');
    expect(toIsoDate(new Date(2026, 10, 23, 23, 59).toISOString())).toBe('2026-11-23');
  });

  it('rejects malformed dates', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('weekdays from day numbers (the fast path) agree with the calendar', () => {
  // The helpers work on day numbers for speed; the JavaScript calendar is the reference.
  const calendarWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
  const naiveBusinessDays = (date: string, count: number) => {
    let day = date;
    for (let left = Math.abs(count); left > 0;) {
      day = new Date(Date.parse(`${day}T00:00:00Z`) + Math.sign(count) * 86_400_000).toISOString().slice(0, 10);
      if (calendarWeekday(day) % 6 !== 0) left -= 1;
    }
    return day;
  };
  it('for every day from 1965 to 2035 and business-day moves of -23..23', () => {
    for (let day = '1965-01-01'; day < '2035-12-31'; day = addDays(day, 1)) {
      expect(dayOfWeek(day)).toBe(calendarWeekday(day));
      expect(isWeekend(day)).toBe(calendarWeekday(day) % 6 === 0);
    }
    for (let day = '2026-11-01'; day < '2027-02-01'; day = addDays(day, 1)) {
      for (let count = -23; count <= 23; count += 1)
        expect(addBusinessDays(day, count)).toBe(naiveBusinessDays(day, count));
      expect(onOrBeforeWeekday(day)).toBe(
        calendarWeekday(day) === 0 ? addDays(day, -2) : calendarWeekday(day) === 6 ? addDays(day, -1) : day,
      );
      expect(onOrAfterWeekday(day)).toBe(
        calendarWeekday(day) === 0 ? addDays(day, 1) : calendarWeekday(day) === 6 ? addDays(day, 2) : day,
      );
    }
  });
  it('still refuses a date that is not one', () => {
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
    expect(() => isWeekend('2026-13-01')).toThrow(RangeError);
  });
});
