import { addDays, format, getDay, parseISO } from 'date-fns';

/**
 * Business days as a US title agency counts them: Monday to Friday, without the federal holidays
 * (the days banks, the Fed's wire system and most county recorders are closed). A holiday on a
 * Saturday is observed the Friday before, on a Sunday the Monday after, as the Federal Reserve
 * observes them for its own closings.
 */

const nthWeekday = (year: number, month: number, weekday: number, nth: number) => {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(year, month, 1 + offset + (nth - 1) * 7));
};
const lastWeekday = (year: number, month: number, weekday: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return new Date(Date.UTC(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7)));
};
const observed = (date: Date) => {
  const day = date.getUTCDay();
  return day === 6 ? new Date(date.getTime() - 86_400_000) : day === 0 ? new Date(date.getTime() + 86_400_000) : date;
};
const iso = (date: Date) => date.toISOString().slice(0, 10);

const byYear = new Map<number, Set<string>>();

/** The observed US federal holidays of a year, as YYYY-MM-DD. */
export function federalHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    const fixed = (month: number, day: number) => observed(new Date(Date.UTC(year, month, day)));
    days = new Set(
      [
        fixed(0, 1), // New Year's Day
        nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
        nthWeekday(year, 1, 1, 3), // Washington's Birthday
        lastWeekday(year, 4, 1), // Memorial Day
        fixed(5, 19), // Juneteenth
        fixed(6, 4), // Independence Day
        nthWeekday(year, 8, 1, 1), // Labor Day
        nthWeekday(year, 9, 1, 2), // Columbus Day
        fixed(10, 11), // Veterans Day
        nthWeekday(year, 10, 4, 4), // Thanksgiving
        fixed(11, 25), // Christmas
      ].map(iso),
    );
    // New Year's Day of next year observed on this year's Dec 31.
    const nextNewYear = observed(new Date(Date.UTC(year + 1, 0, 1)));
    if (nextNewYear.getUTCFullYear() === year) days.add(iso(nextNewYear));
    byYear.set(year, days);
  }
  return days;
}

export function isBusinessDay(day: Date): boolean {
  const weekday = getDay(day);
  return weekday !== 0 && weekday !== 6 && !federalHolidays(day.getFullYear()).has(format(day, 'yyyy-MM-dd'));
}

/**
 * `count` business days after `from` (before it when negative). Zero is the day itself, or the
 * next business day when it is not one: a closing set on a Saturday disburses on Monday.
 */
export function addBusinessDays(from: string, count: number): string {
  // Files share their dates: 1.3 million seeded items have a few thousand (day, offset) pairs.
  const key = `${from}|${count}`;
  const known = counted.get(key);
  if (known) return known;
  const result = countBusinessDays(from, count);
  if (counted.size > 100_000) counted.clear();
  counted.set(key, result);
  return result;
}

const counted = new Map<string, string>();

function countBusinessDays(from: string, count: number): string {
  let day = parseISO(from);
  if (count === 0) {
    while (!isBusinessDay(day)) day = addDays(day, 1);
    return format(day, 'yyyy-MM-dd');
  }
  const step = count > 0 ? 1 : -1;
  for (let left = Math.abs(count); left > 0; ) {
    day = addDays(day, step);
    if (isBusinessDay(day)) left -= 1;
  }
  return format(day, 'yyyy-MM-dd');
}
