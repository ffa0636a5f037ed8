import type { Command } from 'commander';
import { closeSync, existsSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { acquireLock } from '../../mock-api/index.ts';
import { createDemoData } from '../../mock-api/index.ts';
import { Store } from '../../mock-api/index.ts';
import { CliError, EXIT } from './exit-codes.ts';

export function dataFileOf(command: Command): string {
  const options = command.optsWithGlobals<{ db?: string }>();
  const given = options.db ?? process.env.MOCK_DB ?? '.data/db.json';
  if (given.trim() === '') throw new CliError('--db names the data file; it cannot be empty.', EXIT.usage);
  const file = path.resolve(given);
  if (!existsSync(file)) return file;
  if (statSync(file).isDirectory()) throw new CliError(`${file} is a folder; --db names the data file in it, e.g. ${path.join(file, 'db.json')}.`, EXIT.usage);
  // The store replaces its file atomically (write beside it, rename over it): done on a symbolic
  // link, that would replace the link and leave the real file unchanged. Work on the real file.
  const real = realpathSync(file);
  // A device (/dev/null) or any other file that is not a data file is refused before a lock or a
  // journal is written beside it.
  if (!statSync(real).isFile()) throw new CliError(`${file} is not a regular file; --db names the mock's data file (JSON).`, EXIT.usage);
  if (!looksLikeDataFile(real)) throw new CliError(`${file} is not a TitleTrack data file (it does not start as one); check --db.`, EXIT.usage);
  return real;
}

/** A data file is a JSON object (or empty, as a server may leave it at its very start). */
function looksLikeDataFile(file: string): boolean {
  const handle = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64);
    const read = readSync(handle, head, 0, head.length, 0);
    const start = head.subarray(0, read).toString('utf8').trimStart();
    return start === '' || start.startsWith('{');
  } finally {
    closeSync(handle);
  }
}

/**
 * A mistyped --db must not quietly become a new demo database: only a command told to create
 * one (seed --create) may; every other command refuses a file that is not there.
 */
export function requireDataFile(file: string): void {
  if (!existsSync(file)) {
    throw new CliError(`There is no data file at ${file}. Check --db or MOCK_DB, or create it with "title-cli seed --create".`, EXIT.notFound);
  }
}

/**
 * Opens the data file for a CLI command. A running mock API owns the file; writing beside it
 * would be lost or corrupt it, so the lock refuses with a message naming that server.
 */
export async function withStore<T>(file: string, work: (store: Store, created: boolean) => Promise<T>, { create = false } = {}): Promise<T> {
  if (!create) requireDataFile(file);
  const lock = acquireLock(file);
  try {
    let created = false;
    const store = await Store.open(file, async () => {
      created = true;
      return createDemoData();
    });
    try {
      return await work(store, created);
    } finally {
      await store.close();
    }
  } finally {
    lock.release();
  }
}
