import type { Command } from 'commander';
import path from 'node:path';
import { acquireLock } from '../../mock-api/lock';
import { createDemoData } from '../../mock-api/seed/demo';
import { Store } from '../../mock-api/store';

export function dataFileOf(command: Command): string {
  const options = command.optsWithGlobals<{ db?: string }>();
  return path.resolve(options.db ?? process.env.MOCK_DB ?? '.data/db.json');
}

/**
 * Opens the data file for a CLI command. A running mock API owns the file; writing beside it
 * would be lost or corrupt it, so the lock refuses with a message naming that server.
 */
export async function withStore<T>(file: string, work: (store: Store, created: boolean) => Promise<T>): Promise<T> {
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
