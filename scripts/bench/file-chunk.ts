/**
 * The file screens' chunk (order entry, the new order form, a file's pages): its gzipped size,
 * beside what it would be with the parser of addresses pasted without commas bundled into it
 * instead of fetched when such a line is first split (src/lib/format/address-without-commas.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { KiB, type BenchRow } from './report.ts';

const BUDGET_KIB = 64;

async function chunkWith(dir: string, marker: string): Promise<{ name: string; code: Buffer }> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(path.join(dir, name));
    if (code.includes(marker)) return { name, code };
  }
  throw new Error(`No chunk in ${dir} holds "${marker}": was the app built?`);
}

export async function measureFileChunk(dist: string): Promise<BenchRow[]> {
  const dir = path.join(dist, 'assets/chunks');
  const file = await chunkWith(dir, 'Split into fields');
  const parser = await chunkWith(dir, 'parseLocation');
  if (parser.name === file.name) throw new Error('parse-address is bundled into the file screens: it should be fetched on first use.');
  const value = gzipSync(file.code).length / KiB;
  const bundled = gzipSync(Buffer.concat([file.code, parser.code])).length / KiB;
  return [
    {
      figure: 'Gzipped JS of the file screens (order entry, new order): one chunk',
      value: `${value.toFixed(1)} KiB`,
      budget: `< ${BUDGET_KIB} KiB`,
      ok: value < BUDGET_KIB,
      alternative: `${bundled.toFixed(1)} KiB with parse-address bundled in (fetched on first use instead: ${(gzipSync(parser.code).length / KiB).toFixed(1)} KiB)`,
    },
  ];
}
