/**
 * A date format built the first time it is used, not when its module loads. The first
 * Intl.DateTimeFormat a page builds loads the browser's calendar data: about 20 ms on a desktop
 * and four times that at a phone's speed, measured inside the evaluation of the shell's code,
 * the longest task of a signed-in start. Built on demand, that cost lands where a date is shown
 * (not on the dashboard, which needs none: plain-formats.ts).
 */
export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
