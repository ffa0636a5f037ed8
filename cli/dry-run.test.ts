import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireLock, Store, type Tenant } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';
import { runCli } from './testing/run-cli.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-dry-run-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pendingTenant: Tenant = {
  id: 3,
  guid: 'guid-3',
  name: 'Lakeside Title',
  status: 'pending',
  createdAt: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
  underwriters: [],
  registration: { email: 'lee@lakeside.test', firstName: 'Lee', lastName: 'Park' },
};

/** Every file in the folder (data file, journal, locks, outbox) and its bytes. */
async function snapshot(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = (await readFile(path.join(entry.parentPath, entry.name))).toString('base64');
  }
  return files;
}

const cli = (...args: string[]) => runCli(['--db', file, ...args]);

describe('title-cli --dry-run', () => {
  it('says what approve, reject, role, deactivate, reactivate and reset would do, and changes no byte', async () => {
    const store = await Store.open(file, demoSeed);
    await store.put('tenants', pendingTenant);
    await store.close();
    const before = await snapshot();
    const said = async (args: string[]) => {
      const result = await cli(...args, '--dry-run');
      expect(result.code, result.stderr).toBe(0);
      return result.stdout;
    };

    expect(await said(['tenants', 'approve', 'Lakeside Title'])).toBe(
      'Dry run: Lakeside Title (id 3, found by name) would become active, and lee@lakeside.test its first user, with a generated password in a credentials e-mail. Nothing was changed.\n',
    );
    expect(await said(['tenants', 'reject', '--older-than', '0'])).toMatch(/^Dry run: would reject 1 registration:\n.*Lakeside Title.*lee@lakeside\.test\s*\nNothing was changed\.\n$/s);
    expect(JSON.parse(await said(['tenants', 'reject', '--name', 'Lakeside Title', '--json']))).toMatchObject({ dryRun: true, rejected: [{ id: 3, name: 'Lakeside Title' }] });
    expect(await said(['users', 'role', 'riley@demo-title.test', 'admin'])).toBe('Dry run: riley@demo-title.test would be an admin of Demo Title & Escrow. Nothing was changed.\n');
    expect(await said(['users', 'deactivate', 'riley@demo-title.test'])).toBe('Dry run: riley@demo-title.test would be deactivated and their open sessions ended. Nothing was changed.\n');
    expect(await said(['users', 'reactivate', 'riley@demo-title.test'])).toBe('Dry run: riley@demo-title.test would be active again. Nothing was changed.\n');
    expect(await said(['users', 'reset', 'riley@demo-title.test'])).toBe('Dry run: a link to choose a new password would be e-mailed to riley@demo-title.test. Nothing was changed.\n');
    expect(JSON.parse(await said(['users', 'reset', 'riley@demo-title.test', '--json']))).toMatchObject({ dryRun: true, purpose: 'reset', emlPath: null });

    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it('refuses what the command would refuse, in the same words and with the same exit code', async () => {
    const store = await Store.open(file, demoSeed);
    await store.close();
    for (const args of [
      ['users', 'role', 'dana@demo-title.test', 'agent'],
      ['users', 'deactivate', 'nobody@demo-title.test'],
      ['tenants', 'reject', '--id', '1'],
    ]) {
      const real = await cli(...args);
      const dry = await cli(...args, '--dry-run');
      expect(real.code, args.join(' ')).not.toBe(0);
      expect({ code: dry.code, stderr: dry.stderr }).toEqual({ code: real.code, stderr: real.stderr });
    }
  }, 60_000);

  it('reads the data as it stands beside a running server, its journal included, and needs nothing of the server', async () => {
    const store = await Store.open(file, demoSeed);
    await store.put('tenants', pendingTenant);
    await store.close();
    expect((await cli('tenants', 'approve', '3')).code).toBe(0);
    // A server holds the file now: its latest write is in the journal, not yet in db.json. It
    // published no address, so any command that went through it would stop with exit 4.
    const lock = acquireLock(file);
    const serving = await Store.open(file, demoSeed);
    try {
      const riley = serving.find('users', (user) => user.email === 'riley@demo-title.test');
      if (!riley) throw new Error('the demo data has no Riley');
      await serving.put('users', { ...riley, firstName: 'Rylee' });
      expect((await cli('users', 'list')).code).toBe(4);
      const before = await snapshot();
      const reissue = await cli('tenants', 'approve', 'Lakeside Title', '--dry-run');
      expect(reissue.stdout).toBe(
        'Dry run: Lakeside Title (id 3) is active already; lee@lakeside.test would get a new password in a new credentials e-mail, and the current one would stop working. Nothing was changed.\n',
      );
      const role = await cli('users', 'role', 'riley@demo-title.test', 'admin', '--dry-run', '--json');
      expect(JSON.parse(role.stdout)).toMatchObject({ dryRun: true, firstName: 'Rylee', role: 'admin' });
      expect(await snapshot()).toEqual(before);
    } finally {
      await serving.close();
      lock.release();
    }
  }, 60_000);
});
