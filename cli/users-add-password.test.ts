import express from 'express';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createMockApi, lockFileOf, Store, verifyPassword } from '../mock-api/index.ts';
import { demoSeed } from '../mock-api/testing/index.ts';
import { passwordMessages } from '../src/lib/password-policy.ts';
import { readSecretFromStdin } from './lib/secret-input.ts';
import { runCli } from './testing/run-cli.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-password-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const pat = ['--tenant', 'Demo Title & Escrow', '--email', 'pat@demo-title.test', '--first-name', 'Pat', '--last-name', 'Lee'];
const addPat = (args: string[], input?: string) => runCli(['--db', file, 'users', 'add', ...pat, ...args], { input });
const STRONG = 'copper-lantern-quietly-47';

async function userPat() {
  const store = await Store.open(file, demoSeed);
  try {
    return store.find('users', (user) => user.email === 'pat@demo-title.test');
  } finally {
    await store.close();
  }
}

describe('a secret from standard input', () => {
  it('is what was piped, without the line break echo adds', async () => {
    await expect(readSecretFromStdin('--password-stdin', Readable.from([`${STRONG}\n`]))).resolves.toBe(STRONG);
    await expect(readSecretFromStdin('--password-stdin', Readable.from([`${STRONG}\r\n`]))).resolves.toBe(STRONG);
  });

  it('is refused when empty, or when standard input is a terminal that would echo it', async () => {
    await expect(readSecretFromStdin('--password-stdin', Readable.from([]))).rejects.toThrow('--password-stdin: standard input was empty.');
    const terminal = Object.assign(Readable.from([STRONG]), { isTTY: true });
    await expect(readSecretFromStdin('--password-stdin', terminal)).rejects.toMatchObject({ exitCode: 2, message: expect.stringMatching(/reads the secret from a pipe or a file/) });
  });
});

describe('users add with a password', () => {
  beforeEach(async () => {
    const store = await Store.open(file, demoSeed);
    await store.close();
  });

  it('takes it from standard input, never prints it back, and the user signs in with it', async () => {
    const added = await addPat(['--password-stdin', '--json'], `${STRONG}\n`);
    expect(added.code, added.stderr).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ email: 'pat@demo-title.test', password: '(the one given)' });
    expect(added.stdout + added.stderr).not.toContain(STRONG);
    const user = await userPat();
    expect(user && (await verifyPassword(STRONG, user.passwordHash))).toBe(true);
  }, 30_000);

  it('refuses one the product would refuse, with the policy\'s own words, and adds nobody', async () => {
    for (const [password, message] of [
      ['Sh0rt!pw', passwordMessages.tooShort],
      ['password1234', passwordMessages.common],
      ['PatLeeDemoTitle2026', passwordMessages.personal],
      ['aaaaaaaaaaaaaaaa', passwordMessages.tooWeak],
    ] as const) {
      const piped = await addPat(['--password-stdin'], `${password}\n`);
      expect(piped.code, password).toBe(2);
      expect(piped.stderr, password).toContain(message);
      expect(piped.stderr).toMatch(/^title-cli: The password is refused: .*Leave out --password to have one generated\. \(run 'title-cli users add --help' for usage\)\n$/);
      // The old flag is held to the same policy.
      expect((await addPat(['--password', password])).stderr).toBe(piped.stderr);
    }
    expect(await userPat()).toBeUndefined();
  }, 60_000);

  it('takes the password once: --password-stdin or --password', async () => {
    const both = await addPat(['--password', STRONG, '--password-stdin'], `${STRONG}\n`);
    expect(both).toMatchObject({ code: 2, stderr: "title-cli: Give the password once: --password-stdin or --password. (run 'title-cli users add --help' for usage)\n" });
    expect(await userPat()).toBeUndefined();
  }, 30_000);

  it('refuses a weak one before it reaches a running server, which would take any 8 characters', async () => {
    const store = Store.memory(await demoSeed());
    const operator = { key: 'a-running-server-operator-key', outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' };
    const app = express();
    const calls: string[] = [];
    app.use((req, _res, next) => {
      calls.push(`${req.method} ${req.path}`);
      next();
    });
    app.use('/api', createMockApi({ store, operator }));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: process.ppid, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, operatorKey: operator.key, startedAt: '' }));
    try {
      const refused = await addPat(['--password-stdin'], 'Demo-Title-Escrow\n');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(passwordMessages.personal);
      expect(calls).toEqual(['GET /api/operator/tenants']);
      const added = await addPat(['--password-stdin'], `${STRONG}\n`);
      expect(added.code, added.stderr).toBe(0);
      expect(calls.at(-1)).toBe('POST /api/operator/users');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);
});
