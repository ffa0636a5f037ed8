import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One process at a time owns a data file. A pid file rather than a lock library because a
 * SIGKILLed server must be restartable at once: the lock is stale as soon as its pid is gone.
 */
export interface LockInfo {
  pid: number;
  url?: string;
  /** Lets title-cli on this machine use the operator routes of the running server. */
  operatorKey?: string;
  startedAt: string;
}

export class StoreLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockInfo,
  ) {
    super(
      `${file} is in use by the mock API (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ''}). ` +
        'Stop that server first, or use another data file (MOCK_DB, or --db for title-cli).',
    );
    this.name = 'StoreLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFileOf(dataFile: string): string {
  return `${dataFile}.lock`;
}

/** The live owner of a data file, if any. */
export function readLock(dataFile: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFileOf(dataFile), 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && info.pid !== process.pid && isAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export interface Lock {
  update(info: Partial<LockInfo>): void;
  release(): void;
}

export function acquireLock(dataFile: string): Lock {
  const file = lockFileOf(dataFile);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  let info: LockInfo = { pid: process.pid, startedAt: new Date().toISOString() };
  // Readable by this user only: it carries the operator key.
  const write = (flag: 'wx' | 'w') => writeFileSync(file, JSON.stringify(info), { flag, mode: 0o600 });
  try {
    write('wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readLock(dataFile);
    if (owner) throw new StoreLockedError(dataFile, owner);
    write('w');
  }
  return {
    update(patch) {
      info = { ...info, ...patch };
      write('w');
    },
    release() {
      try {
        const current = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
        if (current.pid === process.pid) unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}
