import { dateFormat } from '../lib/format/date-format.ts';

/** A recorded value as an agent reads it: dates as on the forms, amounts with separators, blanks named. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})(T|$)/.exec(value);
    return day ? `${day[2]}-${day[3]}-${day[1]}` : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(formatValue).join(', ');
  return JSON.stringify(value);
}

/** Long texts (a legal description, an exception) are shown as a word diff rather than two blocks. */
export const isLongText = (before: unknown, after: unknown) =>
  typeof before === 'string' && typeof after === 'string' && (before.length > 60 || after.length > 60 || before.includes('\n') || after.includes('\n'));

const WHEN = dateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const ZONE = dateFormat(undefined, { timeZoneName: 'short' });

/** Server time shown in the agent's own time zone, with the zone named ("Nov 25, 2026, 6:33 PM EST"). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = ZONE().formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${WHEN().format(date)} ${zone}` : WHEN().format(date);
}
