import { channelLabel, SECTION_LABELS } from '../../src/activity/history-entry.ts';
import type { HistoryRecord } from '../store/model.ts';

/**
 * A cell as a spreadsheet should read it: quoted, and text that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is kept as text with a leading
 * apostrophe (OWASP's advice against CSV injection): an agent's "=HYPERLINK(…)" stays words.
 */
export function csvCell(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `"${value}"`;
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const HISTORY_CSV_COLUMNS = ['When (UTC)', 'Who', 'How', 'Section', 'What', 'Field', 'Before', 'After', 'Entry', 'Hash'];

/** One row per changed value (an entry without values, such as an upload, is one row). */
export function historyCsv(entries: readonly HistoryRecord[]): string {
  const rows = [HISTORY_CSV_COLUMNS.map(csvCell).join(',')];
  for (const entry of entries) {
    const base = [entry.at, entry.actor.name, channelLabel(entry), SECTION_LABELS[entry.section] ?? entry.section, entry.summary];
    const tail = [entry.id, entry.hash];
    const changes = entry.changes.length > 0 ? entry.changes : [null];
    for (const change of changes) rows.push([...base, change?.label ?? '', change?.before ?? '', change?.after ?? '', ...tail].map(csvCell).join(','));
  }
  // CRLF, as RFC 4180 has it; the byte-order mark makes Excel read the file as UTF-8.
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
