import { acquireLock, StoreLockedError } from '../store/lock.ts';

/**
 * Takes the data file's lock exactly as the server does, says so and holds it until killed: a
 * start of the server without the seconds of loading everything else, so that the lock race
 * can be run hundreds of times.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: lock-taker <data file>');
try {
  acquireLock(file);
  console.log('locked');
  setInterval(() => undefined, 60_000);
} catch (error) {
  // Not process.exit(): output to a pipe is written asynchronously and would be lost.
  console.log(error instanceof StoreLockedError ? 'refused' : `failed: ${String(error)}`);
  process.exitCode = 2;
}
