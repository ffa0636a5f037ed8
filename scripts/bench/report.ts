/** One line of `npm run bench`'s table, and the statistics every measured area shares. */
export interface BenchRow {
  figure: string;
  value: string;
  budget: string;
  /** null: a figure on record without a budget. */
  ok: boolean | null;
  /** The alternative measured in the same run, or the spread of the samples. */
  alternative?: string;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
export const median = (values: number[]) => percentile(values, 50);
export const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
export const range = (values: number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;
export const KiB = 1024;

/** The table, columns padded to their widest cell. */
export function printTable(rows: readonly BenchRow[]): void {
  const header = ['Figure', 'Measured', 'Budget', '', 'Alternative or spread in the same run'];
  const lines = rows.map((row) => [row.figure, row.value, row.budget, row.ok === null ? '' : row.ok ? 'ok' : 'OVER', row.alternative ?? '']);
  const widths = header.map((cell, index) => Math.max(cell.length, ...lines.map((line) => line[index]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ').trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('-|-')}`);
  for (const line of lines) console.log(format(line));
}
