import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { TallyLine } from './tally.ts';

/** Global set-up of the hardening project: a folder for the tallies, and the table at the end. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'hardening-tally-'));
  project.provide('hardeningTallyDir', dir);
  return () => {
    const totals = new Map<string, { tried: number; held: number }>();
    for (const name of readdirSync(dir)) {
      for (const text of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
        if (!text) continue;
        const line = JSON.parse(text) as TallyLine;
        const total = totals.get(line.kind) ?? { tried: 0, held: 0 };
        total.tried += line.tried;
        total.held += line.held;
        totals.set(line.kind, total);
      }
    }
    rmSync(dir, { recursive: true, force: true });
    const rows = [...totals.entries()].sort((a, b) => a[0].localeCompare(b[0]));
    const width = Math.max(5, ...rows.map(([kind]) => kind.length));
    console.log(`\nHardening, per class of attack:\n${'class'.padEnd(width)}  ${'tried'.padStart(6)}  ${'held'.padStart(6)}`);
    for (const [kind, { tried, held }] of rows) {
      console.log(`${kind.padEnd(width)}  ${String(tried).padStart(6)}  ${String(held).padStart(6)}${held < tried ? '  ← broke' : ''}`);
    }
  };
}
