import { execFile } from 'node:child_process';
import express from 'express';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { lockFileOf } from '../mock-api/index.ts';
import { DEMO_PASSWORD } from '../mock-api/index.ts';
import { createMockApi } from '../mock-api/index.ts';
import { Store } from '../mock-api/index.ts';
import { userOfLink } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';

const run = promisify(execFile);
const bin = path.resolve('cli/bin.js');

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-team-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cli = (...args: string[]) => run(process.execPath, [bin, '--db', file, 'users', ...args]);
/** A refused command: its exit code and the one line it printed. */
const refused = (...args: string[]) =>
  cli(...args).then(
    () => {
      throw new Error(`users ${args.join(' ')} was not refused`);
    },
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr.trim() }),
  );
/** An e-mail's text as a mail client shows it (quoted-printable soft breaks undone). */
const readable = async (emlPath: string) => (await readFile(emlPath, 'utf8')).replace(/=\n/g, '');
/** The one-time link in an e-mail. */
const linkIn = async (emlPath: string) => /set-password#([A-Za-z0-9_-]{43})/.exec(await readable(emlPath))?.[1] ?? '';

describe('title-cli users on a data file no server holds', () => {
  beforeEach(async () => {
    const store = await Store.open(file, demoSeed);
    await store.close();
  });

  it("invites a colleague, changes roles, and keeps the agency's last admin", async () => {
    const invited = JSON.parse((await cli('invite', '--tenant', '1', '--email', 'Ana@Demo-Title.test', '--first-name', 'Ana', '--last-name', 'Ruiz', '--json')).stdout) as {
      member: { email: string; role: string; status: string; tenant: string };
      emlPath: string;
    };
    expect(invited.member).toMatchObject({ email: 'ana@demo-title.test', role: 'agent', status: 'invited', tenant: 'Demo Title & Escrow' });
    expect(path.dirname(invited.emlPath)).toBe(path.join(dir, 'outbox'));
    expect(await readable(invited.emlPath)).toMatch(/Subject: TitleTrack support invited you to Demo Title & Escrow/);
    const secret = await linkIn(invited.emlPath);

    // The same e-mail again, in this agency or another, is refused once, plainly.
    expect(await refused('invite', '--tenant', '2', '--email', 'ana@demo-title.test', '--first-name', 'A', '--last-name', 'R')).toEqual({
      code: 2,
      stderr: 'title-cli: This e-mail address already has a TitleTrack account.',
    });
    expect((await refused('invite', '--tenant', '1', '--email', 'x@demo-title.test', '--first-name', 'X', '--last-name', 'Y', '--role', 'owner')).stderr).toMatch(
      /The role must be one of admin, agent\./,
    );
    expect((await refused('role', 'nobody@demo-title.test', 'admin')).code).toBe(3);

    // Dana is the only admin: demoting or deactivating her is refused until Riley is one too.
    expect((await refused('role', 'dana@demo-title.test', 'agent')).stderr).toMatch(/at least one active administrator/);
    expect((await refused('deactivate', 'dana@demo-title.test')).code).toBe(2);
    expect((await cli('role', 'riley@demo-title.test', 'admin')).stdout).toMatch(/riley@demo-title\.test is now an admin of Demo Title & Escrow\./);
    expect((await cli('role', 'dana@demo-title.test', 'agent')).stdout).toMatch(/is now an agent/);

    const listed = JSON.parse((await cli('list', '--tenant', 'Demo Title & Escrow', '--json')).stdout) as { email: string; role: string; status: string }[];
    expect(listed.map(({ email, role, status }) => `${email} ${role} ${status}`)).toEqual([
      'dana@demo-title.test agent active',
      'riley@demo-title.test admin active',
      'ana@demo-title.test agent invited',
    ]);
    const store = await Store.open(file, demoSeed);
    expect(userOfLink(store, secret)?.email).toBe('ana@demo-title.test');
    await store.close();
  }, 60_000);

  it('deactivates (ending sessions and links), reactivates, and sends reset links', async () => {
    const reset = JSON.parse((await cli('reset', 'riley@demo-title.test', '--json')).stdout) as { purpose: string; emlPath: string };
    expect(reset.purpose).toBe('reset');
    const secret = await linkIn(reset.emlPath);
    expect(await readable(reset.emlPath)).toMatch(/TitleTrack support sent you a link to choose a new password/);

    expect((await cli('deactivate', 'riley@demo-title.test')).stdout).toMatch(/riley@demo-title\.test is deactivated; their sessions have ended\./);
    let store = await Store.open(file, demoSeed);
    const riley = store.find('users', (user) => user.email === 'riley@demo-title.test');
    expect(riley).toMatchObject({ deactivatedAt: expect.any(String) });
    expect(riley?.sessions ?? []).toEqual([]);
    // The reset link sent before the deactivation no longer works.
    expect(userOfLink(store, secret)).toBeUndefined();
    await store.close();
    expect((await refused('reset', 'riley@demo-title.test')).stderr).toMatch(/deactivated: reactivate them first/);

    expect((await cli('reactivate', 'riley@demo-title.test')).stdout).toMatch(/is active again/);
    store = await Store.open(file, demoSeed);
    expect(store.find('users', (user) => user.email === 'riley@demo-title.test')?.deactivatedAt).toBeUndefined();
    await store.close();
  }, 60_000);

  it('holds invite and add to the one rule for e-mails and names, a waiting registration included', async () => {
    let store = await Store.open(file, demoSeed);
    await store.put('tenants', { id: 3, guid: 'g-lakeside', name: 'Lakeside Title', status: 'pending', createdAt: new Date().toISOString(), underwriters: [], registration: { email: 'lee@lakeside.test' } });
    await store.close();
    const person = ['--first-name', 'Sam', '--last-name', 'Harbor'];
    // One after another: each run holds the data file while it works.
    const lookAlike = await refused('invite', '--tenant', '1', '--email', 's\u0430m@harbor-closing.test', ...person);
    const invisible = await refused('invite', '--tenant', '1', '--email', 'sam@harbor-closing.test\u200f', ...person);
    const registered = await refused('invite', '--tenant', '1', '--email', 'L\u0435e@lakeside.test', ...person);
    const addLookAlike = await refused('add', '--tenant', '1', '--email', '\uff53\uff41\uff4d@harbor-closing.test', ...person);
    const addRegistered = await refused('add', '--tenant', '1', '--email', 'lee@lakeside.test', ...person);
    const link = await refused('invite', '--tenant', '1', '--email', 'vic@outside.test', '--first-name', 'Visit evil\u3002com', '--last-name', 'X');
    const addLink = await refused('add', '--tenant', '1', '--email', 'vic@outside.test', '--first-name', 'Vic', '--last-name', 'pay-here.xyz');
    expect(lookAlike).toEqual({ code: 2, stderr: 'title-cli: This e-mail address already has a TitleTrack account.' });
    expect(invisible.code).toBe(2);
    expect(invisible.stderr).toMatch(/Please enter valid email address\./);
    expect(registered).toEqual({ code: 2, stderr: "title-cli: This e-mail address is in an agency's registration waiting for approval." });
    expect(addLookAlike.code).toBe(2);
    expect(addLookAlike.stderr).toMatch(/looks like sam@harbor-closing\.test, which already has an account/);
    expect(addRegistered.code).toBe(2);
    expect(addRegistered.stderr).toMatch(/registrant's e-mail of Lakeside Title, waiting for approval/);
    expect(link.stderr).toMatch(/The first name cannot hold a web address\./);
    expect(addLink.stderr).toMatch(/A last name cannot hold a web address\./);
    store = await Store.open(file, demoSeed);
    expect(store.list('users').map((user) => user.email)).not.toContainEqual(expect.stringMatching(/outside|lakeside|\u0430|\uff53/));
    await store.close();
  }, 60_000);
});

describe('title-cli users while the server runs', () => {
  it('goes through the operator routes, and a deactivated colleague is signed out at once', async () => {
    const store = Store.memory(await demoSeed());
    const operator = { key: 'a-running-server-operator-key', outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' };
    const api = createMockApi({ store, operator });
    const app = express();
    app.use('/api', api);
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    await writeFile(file, '');
    await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: process.ppid, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, operatorKey: operator.key, startedAt: '' }));
    try {
      const token = (await request(api).post('/login').send({ email: 'morgan@harbor-closing.test', password: DEMO_PASSWORD }).expect(200)).body.result.token as string;
      await request(api).get('/session').set('Authorization', `Bearer ${token}`).expect(200);

      const listed = JSON.parse((await cli('list', '--json')).stdout) as { tenant: string; email: string }[];
      expect(listed.filter((member) => member.tenant === 'Harbor Closing Services').map((member) => member.email)).toEqual(['sam@harbor-closing.test', 'morgan@harbor-closing.test']);
      expect((await cli('deactivate', 'morgan@harbor-closing.test')).stdout).toMatch(/deactivated/);
      await request(api).get('/session').set('Authorization', `Bearer ${token}`).expect(401);

      await cli('invite', '--tenant', 'Harbor Closing Services', '--email', 'lee@harbor-closing.test', '--first-name', 'Lee', '--last-name', 'Park', '--role', 'admin');
      expect(store.find('users', (user) => user.email === 'lee@harbor-closing.test')).toMatchObject({ role: 'admin', tenantId: 2 });
      expect((await refused('list', '--tenant', 'Nowhere Title')).code).toBe(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 60_000);
});
