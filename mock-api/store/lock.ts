import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive, ownIdentity } from './process-liveness.ts';
import { isStorageError, StartStorageError } from './store-files.ts';

/**
 * One process at a time owns a data file.
 *
 * The lock must be stale the moment its owner dies (a SIGKILLed server is restarted at once), so
 * it is a pid file rather than a lock library that ages locks by time (proper-lockfile waits out
 * a stale period, and its stale takeover removes then recreates, which two starts can both do).
 * Taking over a dead owner's lock has to be atomic, and "unlink if still stale" is not an
 * operation a file system has. So the lock is a series of generations, `<file>.lock.<n>`, each
 * created with link(2), which fails if the name exists: whoever finds generation n dead may
 * create n + 1, and of several such starts exactly one succeeds. Generations are never removed
 * from the top (a clean stop marks its generation released instead), so the highest number only
 * grows, and a start that created a generation and then sees a higher one steps back.
 */
export interface LockInfo {
  pid: number;
  url?: string;
  /** Lets title-cli on this machine use the operator routes of the running server. */
  operatorKey?: string;
  startedAt: string;
  /** When the owner started, in clock ticks since boot (Linux): a reused pid is not the owner. */
  startTicks?: number;
  /** Set by a clean stop: the generation no longer holds the file even if the pid is reused. */
  released?: boolean;
}

export class StoreLockedError extends Error {
  readonly file: string;
  readonly owner: LockInfo;

  constructor(file: string, owner: LockInfo) {
    super(
      `${file} is in use by the mock API (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ''}). ` +
        'Stop that server first, or use another data file (MOCK_DB, or --db for title-cli).',
    );
    this.file = file;
    this.owner = owner;
    this.name = 'StoreLockedError';
  }
}


/** The lock file of one generation, `<file>.lock.<n>`. */
export function lockFileOf(dataFile: string, generation: number): string {
  return `${dataFile}.lock.${generation}`;
}

function readInfo(file: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockInfo>;
    return typeof info.pid === 'number' ? (info as LockInfo) : null;
  } catch {
    return null;
  }
}

function holds(info: LockInfo | null): info is LockInfo {
  return info !== null && !info.released && info.pid !== process.pid && isProcessAlive(info);
}

/** Generation numbers present beside the data file, highest first. */
function generations(dataFile: string): number[] {
  const prefix = `${path.basename(dataFile)}.lock.`;
  let names: string[];
  try {
    names = readdirSync(path.dirname(path.resolve(dataFile)));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => Number(name.slice(prefix.length)))
    .sort((a, b) => b - a);
}

/** The live owner of a data file, if any. */
export function readLock(dataFile: string): LockInfo | null {
  const top = generations(dataFile)[0];
  if (top === undefined) return null;
  const info = readInfo(lockFileOf(dataFile, top));
  return holds(info) ? info : null;
}

export interface Lock {
  update(info: Partial<LockInfo>): void;
  release(): void;
}

/** Writes `info` for `lockFile` under a temporary name first, so a lock file is never seen half-written. */
function writeTemporary(dataFile: string, lockFile: string, info: LockInfo): string {
  const temporary = path.join(path.dirname(path.resolve(dataFile)), `.${path.basename(dataFile)}.lock.tmp-${randomBytes(6).toString('hex')}`);
  // Readable by this user only: it carries the operator key.
  try {
    writeFileSync(temporary, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Never created.
    }
    // Node says only "ENOSPC: no space left on device, write": name the lock and the disk.
    if (isStorageError(error)) throw new StartStorageError(lockFile, error);
    throw error;
  }
  return temporary;
}

const MAX_ATTEMPTS = 100;

export function acquireLock(dataFile: string): Lock {
  mkdirSync(path.dirname(path.resolve(dataFile)), { recursive: true, mode: 0o700 });
  let info: LockInfo = { ...ownIdentity(), startedAt: new Date().toISOString() };
  let mine: number | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && mine === null; attempt += 1) {
    const top = generations(dataFile)[0] ?? 0;
    if (top > 0) {
      const owner = readInfo(lockFileOf(dataFile, top));
      if (holds(owner)) throw new StoreLockedError(dataFile, owner);
    }
    const candidate = top + 1;
    const temporary = writeTemporary(dataFile, lockFileOf(dataFile, candidate), info);
    try {
      linkSync(temporary, lockFileOf(dataFile, candidate));
    } catch (error) {
      // EEXIST: another start took this generation first. ENOENT: the owner's start-up swept our
      // temporary file as a leftover. Either way, look again.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST' && code !== 'ENOENT') throw error;
      continue;
    } finally {
      try {
        unlinkSync(temporary);
      } catch {
        // Swept already.
      }
    }
    // A start that read an older top may have created a higher generation meanwhile: it wins.
    if ((generations(dataFile)[0] ?? 0) > candidate) {
      try {
        unlinkSync(lockFileOf(dataFile, candidate));
      } catch {
        // A winner's clean-up removed it already.
      }
      continue;
    }
    mine = candidate;
  }
  if (mine === null) throw new Error(`Could not take the lock of ${dataFile}: too many starts at once. Try again.`);
  const generation = mine;
  for (const older of generations(dataFile)) {
    if (older >= generation) continue;
    try {
      unlinkSync(lockFileOf(dataFile, older));
    } catch {
      // Gone already.
    }
  }
  const replace = () => renameSync(writeTemporary(dataFile, lockFileOf(dataFile, generation), info), lockFileOf(dataFile, generation));
  return {
    update(patch) {
      info = { ...info, ...patch };
      replace();
    },
    release() {
      // Marked, not removed: removing the top generation would let the number go down again.
      info = { pid: process.pid, startedAt: info.startedAt, released: true };
      try {
        replace();
      } catch {
        // The folder is gone; nothing holds the file any more.
      }
    },
  };
}
