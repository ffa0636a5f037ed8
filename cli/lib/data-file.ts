import type { Command } from 'commander';
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { acquireLock } from '../../mock-api/lock';
import { createDemoData } from '../../mock-api/seed/demo';
import { Store } from '../../mock-api/store';
import { CliError, EXIT } from './exit-codes';

export function dataFileOf(command: Command): string {
  const options = command.optsWithGlobals<{ db?: string }>();
  const given = options.db ?? process.env.MOCK_DB ?? '.data/db.json';
  if (given.trim() === '') throw new CliError('--db names the data file; it cannot be empty.', EXIT.usage);
  const file = path.resolve(given);
  if (!existsSync(file)) return file;
  if (statSync(file).isDirectory()) throw new CliError(`${file} is a folder; --db names the data file in it, e.g. ${path.join(file, 'db.json')}.`, EXIT.usage);
  // The store replaces its file atomically (write beside it, rename over it): done on a symbolic
  // link, that would replace the link and leave the real file unchanged. Work on the real file.
  return realpathSync(file);
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
