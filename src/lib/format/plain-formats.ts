/**
 * Formats the first signed-in screen needs, written out rather than asked of Intl: the first
 * Intl.DateTimeFormat or NumberFormat a page builds loads the browser's locale data, a task of
 * about 100 ms at a phone's speed that Lighthouse counted as blocking on the dashboard. The app
 * writes US English only, so these two need no locale data.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 16" for "2026-11-16" (or an ISO date-time): the calendar day as written, no time zone. */
export function monthAndDay(isoDay: string): string {
  const [, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}`;
}

/** "20,000" for 20000: a whole number with its thousands grouped, as en-US writes it. */
export function wholeNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
