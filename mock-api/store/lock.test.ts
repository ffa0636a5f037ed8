import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireLock, lockFileOf, readLock, StoreLockedError } from './lock.ts';

let dir: string;
let file: string;
const deadPid = 2 ** 22 + 4321;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
  file = path.join(dir, 'db.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('acquireLock', () => {
  it('takes a free file, publishes its details owner-only, and marks the lock released on a clean stop', async () => {
    const lock = acquireLock(file);
    lock.update({ url: 'http://127.0.0.1:1', operatorKey: 'k' });
    const [name] = (await readdir(dir)).filter((entry) => entry.startsWith('db.json.lock.'));
    expect(name).toBe('db.json.lock.1');
    expect((await stat(path.join(dir, name ?? ''))).mode & 0o777).toBe(0o600);
    lock.release();
    expect(readLock(file)).toBeNull();
    const again = acquireLock(file);
    expect((await readdir(dir)).filter((entry) => entry.startsWith('db.json.lock.'))).toEqual(['db.json.lock.2']);
    again.release();
  });

  it('refuses a file whose owner lives', async () => {
    await writeFile(lockFileOf(file, 7), JSON.stringify({ pid: process.ppid, startedAt: '' }));
    expect(() => acquireLock(file)).toThrow(StoreLockedError);
    expect(() => acquireLock(file)).toThrow(/in use by the mock API/);
  });

  it('takes over a dead owner with the next generation and removes the older ones', async () => {
    await writeFile(lockFileOf(file, 3), JSON.stringify({ pid: deadPid, startedAt: '' }));
    await writeFile(lockFileOf(file, 2), JSON.stringify({ pid: deadPid, startedAt: '' }));
    const lock = acquireLock(file);
    expect((await readdir(dir)).filter((entry) => entry.startsWith('db.json.lock.')).sort()).toEqual(['db.json.lock.4']);
    lock.release();
  });

  it('lets a start that created a lower generation step back when a higher one exists', async () => {
    // Simulates the race: another start already took generation 5 over a dead 4.
    await writeFile(lockFileOf(file, 4), JSON.stringify({ pid: deadPid, startedAt: '' }));
    await writeFile(lockFileOf(file, 5), JSON.stringify({ pid: process.ppid, startedAt: '' }));
    expect(() => acquireLock(file)).toThrow(StoreLockedError);
    expect((await readdir(dir)).filter((entry) => entry.startsWith('db.json.lock.')).sort()).toEqual(['db.json.lock.4', 'db.json.lock.5']);
  });
});
