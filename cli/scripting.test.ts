import { execFile } from 'node:child_process';
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startLoginBreakingProvider } from '../contracts/provider/login-breaking-provider.ts';
import { lockFileOf } from '../mock-api/index.ts';
import { createMockApi } from '../mock-api/index.ts';
import { Store } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';

const run = promisify(execFile);
const bin = path.resolve('cli/bin.js');
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[`);

async function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env }, maxBuffer: 10_000_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-scripting-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('title-cli for scripts', () => {
  it('prints its version, and exits 2 for no or an unknown command', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    await expect(cli(['--version'])).resolves.toMatchObject({ code: 0, stdout: `${version}\n` });
    await expect(cli([])).resolves.toMatchObject({ code: 2 });
    await expect(cli(['no-such-command'])).resolves.toMatchObject({ code: 2 });
  }, 30_000);

  it('refuses a --db that does not exist with exit 3, naming the path, and creates nothing', async () => {
    const file = path.join(dir, 'typo.json');
    for (const args of [['tenants', 'list'], ['seed', '--tenants', '1'], ['users', 'add', '--tenant', '1', '--email', 'a@b.test', '--first-name', 'A', '--last-name', 'B']]) {
      const result = await cli(['--db', file, ...args]);
      expect(result.code).toBe(3);
      expect(result.stderr).toContain(`There is no data file at ${file}`);
    }
    expect(existsSync(file)).toBe(false);
  }, 60_000);

  it('seeds with --create --json: JSON only, no colour codes, and the same order ids for the same seed', async () => {
    const ids: string[][] = [];
    const orderIds = async (file: string) => {
      const store = await Store.open(file, demoSeed);
      const list = store.list('orders').map((order) => order.id);
      await store.close();
      return list;
    };
    for (const name of ['one.json', 'two.json']) {
      const file = path.join(dir, name);
      const created = await cli(['--db', file, 'seed', '--create', '--tenants', '1', '--json']);
      expect(created.code).toBe(0);
      expect(created.stdout).not.toMatch(ANSI);
      const report = JSON.parse(created.stdout) as { createdFile: boolean; accounts: { email: string }[] };
      expect(report.createdFile).toBe(true);
      expect(report.accounts.map((account) => account.email)).toContain('dana@demo-title.test');
      const before = new Set(await orderIds(file));
      const seeded = await cli(['--db', file, 'seed', '--orders', '3', '--seed', '4', '--json']);
      expect(seeded.code).toBe(0);
      expect(JSON.parse(seeded.stdout)).toMatchObject({ ordersPerTenant: 3 });
      ids.push((await orderIds(file)).filter((id) => !before.has(id)).sort());
    }
    expect(ids[0]).toHaveLength(9);
    for (const id of ids[0] ?? []) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toEqual(ids[0]);
    // A second run with the same seed numbers on and gets new ids, not the first run's.
    const before = await orderIds(path.join(dir, 'one.json'));
    const again = await cli(['--db', path.join(dir, 'one.json'), 'seed', '--orders', '3', '--seed', '4', '--json']);
    expect(again.code).toBe(0);
    expect(new Set(await orderIds(path.join(dir, 'one.json'))).size).toBe(before.length + 9);
  }, 60_000);

  it('names a missing option in words and exits 2', async () => {
    const file = path.join(dir, 'db.json');
    const result = await cli(['--db', file, 'users', 'add', '--tenant', '1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/required option '--email <email>' not specified/);
    const verify = await cli(['verify', '--provider-base-url', 'http://127.0.0.1:9']);
    expect(verify.code).toBe(2);
    expect(verify.stderr).toMatch(/give --provider-states-setup-url <url>/);
  }, 30_000);

  it('refuses a pact that is not one (empty, cut off, a folder) and a bad URL as usage errors, before verifying anything', async () => {
    const verify = (pactFile: string, url = 'http://127.0.0.1:9') =>
      cli(['verify', '--provider-base-url', url, '--provider-states-setup-url', 'http://127.0.0.1:9/_pact', '--pact-file', pactFile]);
    const empty = path.join(dir, 'empty.json');
    await writeFile(empty, '{"consumer":{"name":"x"},"provider":{"name":"y"},"interactions":"zz"}');
    const cut = path.join(dir, 'cut.json');
    await writeFile(cut, '{"consumer":{"name":"x"},"interac');
    for (const [file, message] of [
      [empty, /has no interactions to verify/],
      [cut, /is not JSON/],
      [dir, /is not a file/],
    ] as const) {
      const result = await verify(file);
      expect(result.code, file).toBe(2);
      expect(result.stderr).toMatch(message);
    }
    const badUrl = await verify(path.resolve('contracts/pacts/TitleTrackWeb-TitleTrackApi.json'), 'not a url');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toMatch(/--provider-base-url must be an http\(s\) URL/);
  }, 30_000);

  it('works on the real file behind a symbolic --db, and refuses a folder or an empty --db as usage errors', async () => {
    const real = path.join(dir, 'real.json');
    const link = path.join(dir, 'link.json');
    expect((await cli(['--db', real, 'seed', '--create', '--json'])).code).toBe(0);
    await symlink(real, link);
    const added = await cli(['--db', link, 'users', 'add', '--tenant', '1', '--email', 'via.link@demo-title.test', '--first-name', 'Via', '--last-name', 'Link', '--json']);
    expect(added.code).toBe(0);
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8') + (existsSync(`${real}.journal`) ? readFileSync(`${real}.journal`, 'utf8') : '')).toContain('via.link@demo-title.test');
    expect((await cli(['--db', dir, 'tenants', 'list'])).code).toBe(2);
    expect((await cli(['--db', '', 'tenants', 'list'])).code).toBe(2);
  }, 60_000);

  it('lists tenants as JSON', async () => {
    const file = path.join(dir, 'db.json');
    await cli(['--db', file, 'seed', '--create']);
    const result = await cli(['--db', file, 'tenants', 'list', '--json']);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as { name: string }[]).map((tenant) => tenant.name)).toContain('Demo Title & Escrow');
  }, 30_000);

  it('verification output has no colour codes off a terminal, and a failure exits 5 with a short summary', async () => {
    const provider = await startLoginBreakingProvider();
    try {
      const envs: Record<string, string>[] = [{}, { NO_COLOR: '1' }];
      for (const env of envs) {
        const result = await cli(['verify', '--provider-base-url', provider.url, '--provider-states-setup-url', provider.statesUrl], env);
        expect(result.code).toBe(5);
        expect(result.stdout).not.toMatch(ANSI);
        expect(result.stderr).not.toMatch(ANSI);
        expect(result.stdout).toContain('a login with the right password');
        const summary = result.stderr.slice(result.stderr.indexOf('title-cli: Verification failed'));
        expect(summary).toMatch(/^title-cli: Verification failed: \d+ of \d+ interactions did not match\./);
        expect(summary.length).toBeLessThan(20_000);
        expect(summary).not.toContain('"interactionResults"');
      }
      const json = await cli(['verify', '--provider-base-url', provider.url, '--provider-states-setup-url', provider.statesUrl, '--json']);
      expect(json.code).toBe(5);
      expect(JSON.parse(json.stdout)).toMatchObject({ verified: false, summary: expect.stringMatching(/^Verification failed: /) });
    } finally {
      await provider.close();
    }
  }, 120_000);

  describe('with the server running', () => {
    let server: Server;
    let store: Store;
    let file: string;
    beforeEach(async () => {
      file = path.join(dir, 'db.json');
      store = Store.memory(await demoSeed());
      const operator = { key: 'a-running-server-operator-key', outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' };
      const app = express();
      app.use('/api', createMockApi({ store, operator }));
      server = await new Promise<Server>((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      const address = server.address() as AddressInfo;
      await writeFile(file, '');
      await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: process.ppid, url: `http://127.0.0.1:${address.port}`, operatorKey: operator.key, startedAt: '' }));
    });
    afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('adds a user and seeds through its operator routes', async () => {
      const added = await cli(['--db', file, 'users', 'add', '--tenant', 'Demo Title & Escrow', '--email', 'pat@demo-title.test', '--first-name', 'Pat', '--last-name', 'Lee', '--json']);
      expect(added.code, added.stderr).toBe(0);
      expect(JSON.parse(added.stdout)).toMatchObject({ email: 'pat@demo-title.test', tenant: 'Demo Title & Escrow' });
      expect(store.find('users', (user) => user.email === 'pat@demo-title.test')).toBeDefined();
      const seeded = await cli(['--db', file, 'seed', '--tenants', '1', '--orders', '2', '--seed', '3', '--json']);
      expect(seeded.code, seeded.stderr).toBe(0);
      expect(JSON.parse(seeded.stdout)).toMatchObject({ throughServer: true, ordersPerTenant: 2 });
      expect(store.count('tenants')).toBe(3);
    }, 60_000);

    it('answers an unknown tenant with exit 3 and a starting server with exit 4', async () => {
      const unknown = await cli(['--db', file, 'users', 'add', '--tenant', 'Nobody Title', '--email', 'x@y.test', '--first-name', 'X', '--last-name', 'Y']);
      expect(unknown.code).toBe(3);
      expect(unknown.stderr).toMatch(/There is no tenant "Nobody Title"/);
      await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: process.ppid, startedAt: '' }));
      const starting = await cli(['--db', file, 'tenants', 'list']);
      expect(starting.code).toBe(4);
    }, 60_000);

    it('says the server named in the lock does not answer (exit 4), not "fetch failed"', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const silent = await cli(['--db', file, 'tenants', 'list', '--json']);
      expect(silent.code).toBe(4);
      expect(silent.stderr).toMatch(/holds this data file but does not answer at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
      expect(silent.stderr).not.toMatch(/fetch failed/);
      server.listen(0, '127.0.0.1');
    }, 60_000);
  });
});
