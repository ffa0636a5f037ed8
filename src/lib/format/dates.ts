import { format, isValid, parse } from 'date-fns';

/** docs/behaviour.md#dates: the date picker uses '-' and reads day-month-year, but shows month-day-year. */
export const PICKER_INPUT_FORMAT = 'dd-MM-yyyy';
export const PICKER_DISPLAY_FORMAT = 'MM-dd-yyyy';
/** Everywhere else dates read year-month-day. */
export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd';

const REFERENCE = new Date(2000, 0, 1);

/** Typed picker text (day-month-year) to a date, or null when it is not a real date. */
export function parsePickerInput(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}-\d{1,2}-\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, 'd-M-yyyy', REFERENCE);
  return isValid(date) ? date : null;
}

/** A date as the agent types it into the picker (day-month-year), for editing a chosen date. */
export function formatPickerInput(date: Date): string {
  return format(date, PICKER_INPUT_FORMAT);
}

/**
 * How typed text should be read, with the reading that the other order would give when that
 * differs: "05-06-2027" is June 5 (day first, docs/behaviour.md#dates) but a month-first habit
 * means May 6, so the field asks before it saves. `typed` is null when the day-first reading is not
 * a date at all ("06-30-2027"); `monthFirst` is the month-first reading when it is a different
 * date.
 */
export interface PickerReading {
  typed: Date | null;
  monthFirst: Date | null;
}

export function readPickerInput(text: string): PickerReading {
  const typed = parsePickerInput(text);
  const trimmed = text.trim();
  let monthFirst: Date | null = null;
  if (/^\d{1,2}-\d{1,2}-\d{4}$/.test(trimmed)) {
    const date = parse(trimmed, 'M-d-yyyy', REFERENCE);
    if (isValid(date) && (!typed || date.getTime() !== typed.getTime())) monthFirst = date;
  }
  return { typed, monthFirst };
}

export function formatPickerDisplay(date: Date): string {
  return format(date, PICKER_DISPLAY_FORMAT);
}

export function formatDefault(date: Date): string {
  return format(date, DEFAULT_DATE_FORMAT);
}

/** A calendar day as the ISO datetime the API stores (midnight UTC, so the day never shifts). */
export function toIsoDate(date: Date): string {
  return `${format(date, DEFAULT_DATE_FORMAT)}T00:00:00Z`;
}

/** A stored ISO datetime as the calendar day it names, in local time, for the picker. */
export function calendarDayOf(iso: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isValid(date) ? date : null;
}
