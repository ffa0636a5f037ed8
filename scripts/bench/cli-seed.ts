import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BenchRow } from './report.ts';

/** `title-cli seed --orders 50000`, each file with its checklist: wall time and peak memory (VmHWM) of the CLI process. */
export async function measureSeed(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-seed-'));
  try {
    const started = performance.now();
    const child = spawn(process.execPath, ['cli/bin.js', '--db', path.join(dir, 'db.json'), 'seed', '--create', '--orders', '50000', '--seed', '5'], { stdio: 'ignore' });
    let peakKiB = 0;
    const poll = setInterval(() => {
      void readFile(`/proc/${child.pid}/status`, 'utf8')
        .then((status) => {
          const match = /VmHWM:\s+(\d+) kB/.exec(status);
          if (match) peakKiB = Math.max(peakKiB, Number(match[1]));
        })
        .catch(() => undefined);
    }, 25);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearInterval(poll);
    if (code !== 0) throw new Error(`title-cli seed exited with ${code}`);
    const seconds = (performance.now() - started) / 1000;
    return [{
      figure: 'title-cli seed --orders 50000 (2 tenants, 100,000 orders, about 1.3 million checklist items)',
      value: `${seconds.toFixed(1)} s, peak ${(peakKiB / 1024).toFixed(0)} MiB`,
      budget: '< 15 s',
      ok: seconds < 15,
    }];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

