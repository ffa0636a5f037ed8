/** Prints rows as aligned columns (console.table adds index columns and quotes). */
export function formatTable(rows: Record<string, string | number>[]): string {
  const first = rows[0];
  if (!first) return '(none)';
  const columns = Object.keys(first);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ').trimEnd();
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...rows.map((row) => line(columns.map((column) => String(row[column] ?? ''))))].join('\n');
}
