/**
 * A date format built the first time it is used, not when its module loads. The first
 * Intl.DateTimeFormat a page builds loads the browser's calendar data: about 20 ms on a desktop
 * and four times that at a phone's speed, measured inside the evaluation of the shell's code,
 * the longest task of a signed-in start. Built on demand, that cost lands where a date is shown,
 * or in `warmUpDateFormats` below.
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

/**
 * Loads the calendar data in a task of its own, while the first screen waits for its data, so
 * that the render of that data (dates in every dashboard chart and list) does not carry it.
 */
export function warmUpDateFormats(): void {
  setTimeout(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(0), 0);
}
