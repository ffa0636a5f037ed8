import { execFile } from 'node:child_process';
import express from 'express';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { lockFileOf } from '../mock-api/index.ts';
import type { Tenant } from '../mock-api/index.ts';
import { verifyPassword } from '../mock-api/index.ts';
import { createMockApi } from '../mock-api/index.ts';
import { Store } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';
import { seedTenants } from './commands/seed.ts';
import { addUser } from '../mock-api/index.ts';
import { findTenantByText } from '../mock-api/index.ts';
import { withStore } from './lib/data-file.ts';

const run = promisify(execFile);
const bin = path.resolve('cli/bin.js');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('seedTenants', () => {
  it('is deterministic for a seed and different across seeds', async () => {
    const first = await seedTenants(Store.memory(await demoSeed()), { tenants: 3, seed: 42 });
    const again = await seedTenants(Store.memory(await demoSeed()), { tenants: 3, seed: 42 });
    const other = await seedTenants(Store.memory(await demoSeed()), { tenants: 3, seed: 43 });
    expect(first.created).toEqual(again.created);
    expect(first.created).toHaveLength(3);
    expect(other.created.map((row) => row.email)).not.toEqual(first.created.map((row) => row.email));
  });

  it('creates users who can sign in with the printed password, and skips what exists', async () => {
    const store = Store.memory(await demoSeed());
    const { created } = await seedTenants(store, { tenants: 2, seed: 5 });
    const [credential] = created;
    const user = store.find('users', (candidate) => candidate.email === credential?.email);
    expect(user && credential && (await verifyPassword(credential.password, user.passwordHash))).toBe(true);
    const second = await seedTenants(store, { tenants: 2, seed: 5 });
    expect(second.created).toHaveLength(0);
    expect(second.skipped).toHaveLength(2);
  });
});

describe('addUser', () => {
  it('refuses a bad e-mail, a short password and a used e-mail', async () => {
    const store = Store.memory(await demoSeed());
    const tenant = findTenantByText(store, 'demo title & escrow');
    if (!tenant) throw new Error('demo tenant missing');
    const person = { firstName: 'Pat', lastName: 'Lee', password: 'long-enough-1' };
    await expect(addUser(store, tenant, { ...person, email: 'nope' })).rejects.toThrow(/not a valid e-mail/);
    await expect(addUser(store, tenant, { ...person, email: 'pat@x.test', password: 'short' })).rejects.toThrow(/8 characters/);
    await expect(addUser(store, tenant, { ...person, email: 'DANA@demo-title.test' })).rejects.toThrow(/already has an account/);
    await expect(addUser(store, tenant, { ...person, email: 'pat@x.test' })).resolves.toMatchObject({ tenantId: tenant.id });
  });
});

describe('withStore', () => {
  it('refuses to touch a data file that a running server owns', async () => {
    const file = path.join(dir, 'db.json');
    await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: process.ppid, url: 'http://localhost:4200', startedAt: '' }));
    await expect(withStore(file, async () => 'written', { create: true })).rejects.toThrow(/in use by the mock API \(pid \d+, http:\/\/localhost:4200\)/);
  });

  it('takes over the lock of a server that died', async () => {
    const file = path.join(dir, 'db.json');
    await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: '' }));
    await expect(withStore(file, async (store) => store.count('tenants'), { create: true })).resolves.toBe(2);
  });
});

describe('title-cli', () => {
  it('seeds a new file and prints the credentials', async () => {
    const file = path.join(dir, 'db.json');
    const { stdout } = await run(process.execPath, [bin, '--db', file, 'seed', '--create', '--tenants', '1', '--seed', '9']);
    expect(stdout).toContain('dana@demo-title.test');
    expect(stdout).toContain('Closing#2021');
    expect(stdout.match(/@/g)?.length).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('explains a bad option and exits 2 (usage)', async () => {
    const error = await run(process.execPath, [bin, '--db', path.join(dir, 'db.json'), 'seed', '--tenants', 'many']).catch(
      (caught: unknown) => caught as { code: number; stderr: string },
    );
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toMatch(/--tenants must be a whole number/);
  }, 30_000);
});

// Registered yesterday: registrations nobody approves expire (after 7 days by default).
const registeredAt = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
const pendingTenant: Tenant = {
  id: 3,
  guid: 'guid-3',
  name: 'Lakeside Title',
  status: 'pending',
  createdAt: registeredAt,
  underwriters: [],
  registration: { email: 'lee@lakeside.test', firstName: 'Lee', lastName: 'Park' },
};

describe('title-cli tenants', () => {
  async function fileWithPendingTenant() {
    const file = path.join(dir, 'db.json');
    const store = await Store.open(file, demoSeed);
    await store.put('tenants', pendingTenant);
    await store.close();
    return file;
  }

  it('lists and approves a pending tenant in the data file, writing the e-mail beside it', async () => {
    const file = await fileWithPendingTenant();
    const listed = await run(process.execPath, [bin, '--db', file, 'tenants', 'list']);
    expect(listed.stdout).toMatch(new RegExp(`Lakeside Title\\s+pending\\s+${registeredAt.slice(0, 10)}\\s+lee@lakeside\\.test`));
    const approved = await run(process.execPath, [bin, '--db', file, 'tenants', 'approve', 'Lakeside Title']);
    const emlPath = approved.stdout.trim().split('\n').at(-1) ?? '';
    expect(path.dirname(emlPath)).toBe(path.join(dir, 'outbox'));
    const store = await Store.open(file, demoSeed);
    const user = store.find('users', (candidate) => candidate.email === 'lee@lakeside.test');
    const password = /Password:\s+(\S+)/.exec(await readFile(emlPath, 'utf8'))?.[1] ?? '';
    expect(user && (await verifyPassword(password, user.passwordHash))).toBe(true);
    expect(store.get('tenants', 3)?.status).toBe('active');
    await store.close();
  }, 30_000);

  it('approves by --id or --name, says which, and refuses to guess', async () => {
    const file = await fileWithPendingTenant();
    await expect(run(process.execPath, [bin, '--db', file, 'tenants', 'approve'])).rejects.toMatchObject({ stderr: expect.stringMatching(/Name the tenant once/) });
    await expect(run(process.execPath, [bin, '--db', file, 'tenants', 'approve', '--id', '3', '--name', 'Lakeside Title'])).rejects.toMatchObject({
      stderr: expect.stringMatching(/Name the tenant once/),
    });
    const byId = await run(process.execPath, [bin, '--db', file, 'tenants', 'approve', '--id', '3']);
    expect(byId.stdout).toContain('Approving the tenant with the id 3.');
    // Repeating is safe: a new password in a new e-mail.
    const again = await run(process.execPath, [bin, '--db', file, 'tenants', 'approve', '--name', 'lakeside title']);
    expect(again.stdout).toMatch(/found by name\) is active\. lee@lakeside\.test can sign in with the new password/);
  }, 30_000);

  it('goes through the running server with its operator key', async () => {
    const file = path.join(dir, 'db.json');
    const store = Store.memory(await demoSeed());
    await store.put('tenants', pendingTenant);
    const operator = { key: 'a-running-server-operator-key', outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' };
    const app = express();
    app.use('/api', createMockApi({ store, operator }));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address() as AddressInfo;
    // The running server's data file exists (it created it); the CLI refuses a --db that does not.
    await writeFile(file, '');
    await writeFile(
      lockFileOf(file, 1),
      JSON.stringify({ pid: process.ppid, url: `http://127.0.0.1:${address.port}`, operatorKey: operator.key, startedAt: '' }),
    );
    try {
      const approved = await run(process.execPath, [bin, '--db', file, 'tenants', 'approve', '3']);
      expect(approved.stdout).toContain('Lakeside Title (id 3, found by id) is active');
      expect(store.get('tenants', 3)?.status).toBe('active');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);

  it('rejects a waiting registration by name, or all older than an age, with --json', async () => {
    const file = await fileWithPendingTenant();
    const store = await Store.open(file, demoSeed);
    await store.put('tenants', { ...pendingTenant, id: 4, guid: 'guid-4', name: 'Old Squat', createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString(), registration: { email: 'old@squat.test' } });
    await store.close();
    await expect(run(process.execPath, [bin, '--db', file, 'tenants', 'reject', '--older-than', 'soon'])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--older-than must be/) });
    await expect(run(process.execPath, [bin, '--db', file, 'tenants', 'reject', '--id', '1'])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/not a registration waiting/) });
    const old = await run(process.execPath, [bin, '--db', file, 'tenants', 'reject', '--older-than', '2d', '--json']);
    expect((JSON.parse(old.stdout) as { rejected: { name: string }[] }).rejected.map((row) => row.name)).toEqual(['Old Squat']);
    const byName = await run(process.execPath, [bin, '--db', file, 'tenants', 'reject', 'Lakeside Title', '--json']);
    expect(JSON.parse(byName.stdout)).toMatchObject({ rejected: [{ id: 3, name: 'Lakeside Title', contact: 'lee@lakeside.test' }] });
    const after = await Store.open(file, demoSeed);
    expect(after.list('tenants').map((tenant) => tenant.name)).not.toEqual(expect.arrayContaining(['Old Squat']));
    expect(after.get('tenants', 3)).toBeUndefined();
    expect(after.get('tenants', 1)?.status).toBe('active');
    await after.close();
  }, 30_000);

  it('lists names with invisible and direction characters escaped, in the table and in JSON', async () => {
    const file = await fileWithPendingTenant();
    const store = await Store.open(file, demoSeed);
    await store.put('tenants', { ...pendingTenant, id: 5, guid: 'guid-5', name: 'Demo Title\u200f & Escrow\u202e', registration: { email: 'x@look.test' } });
    await store.close();
    const table = await run(process.execPath, [bin, '--db', file, 'tenants', 'list']);
    expect(table.stdout).toContain('Demo Title\\u200f & Escrow\\u202e');
    expect(table.stdout).not.toMatch(/[\u200f\u202e]/);
    const json = await run(process.execPath, [bin, '--db', file, 'tenants', 'list', '--json']);
    expect(json.stdout).not.toMatch(/[\u200f\u202e]/);
    expect((JSON.parse(json.stdout) as { name: string }[]).map((tenant) => tenant.name)).toContain('Demo Title\u200f & Escrow\u202e');
  }, 30_000);
});
