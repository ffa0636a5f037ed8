import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireLock, lockFileOf, readLock } from './lock.ts';
import { isProcessAlive, ownIdentity, parseProcStat } from './process-liveness.ts';

/**
 * A zombie of our own making: `sh` starts a short child in the background, prints its pid and
 * replaces itself with `sleep`, which never reaps, so the child stays a zombie while sleep runs.
 * The child outlives the exec (0.2 s): had it ended first, sh could have reaped it itself.
 */
async function withZombie(inspect: (pid: number) => Promise<void> | void): Promise<void> {
  const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))));
    // Wait until the child has exited and become a zombie.
    for (let i = 0; i < 300 && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z'); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(readFileSync(`/proc/${pid}/stat`, 'utf8')).toContain(') Z');
    await inspect(pid);
  } finally {
    parent.kill('SIGKILL');
  }
}

const linux = process.platform === 'linux';

describe('isProcessAlive', () => {
  it('parses a stat line whose command name holds spaces and parentheses', () => {
    const line = '1234 (node (x) y) Z 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 98765 20';
    expect(parseProcStat(line)).toEqual({ state: 'Z', startTicks: 98765 });
  });

  it('counts this process as alive and a never-used pid as dead', () => {
    expect(isProcessAlive(ownIdentity())).toBe(true);
    expect(isProcessAlive({ pid: 2 ** 22 + 4321 })).toBe(false);
  });

  it.runIf(linux)('counts a zombie, which kill(pid, 0) still reaches, as dead', async () => {
    await withZombie((pid) => {
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(isProcessAlive({ pid })).toBe(false);
    });
  });

  it.runIf(linux)('counts a reused pid (another start time) as dead', () => {
    const own = ownIdentity();
    expect(own.startTicks).toBeTypeOf('number');
    expect(isProcessAlive({ pid: own.pid, startTicks: (own.startTicks ?? 0) + 1 })).toBe(false);
  });
});

describe('the lock after a SIGKILL', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'liveness-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.runIf(linux)('is taken over while the killed owner is still an unreaped zombie, and readLock (title-cli) agrees', async () => {
    const file = path.join(dir, 'db.json');
    await withZombie(async (pid) => {
      await writeFile(lockFileOf(file, 1), JSON.stringify({ pid, startedAt: '' }));
      expect(readLock(file)).toBeNull();
      const lock = acquireLock(file);
      expect(readLock(file)).toBeNull();
      lock.release();
    });
  });
});
