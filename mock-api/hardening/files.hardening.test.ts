import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { pactData, providerStates } from '../../contracts/pact-names.ts';
import { encodeEntry } from '../store/journal.ts';
import { kill, mustStart, startServer, tokenOf } from './real-server.ts';
import { tally } from './tally.ts';

/**
 * Class 9: files with personal data or secrets are the owner's only, interrupted writes leave
 * nothing behind after a start, the server listens on this machine only, and provider-state
 * set-up never runs on a tester's data file. Class 4: a data file or journal that is not the
 * store's stops the start, naming the file and the place, and is left as it was.
 */

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('files and exposure', () => {
  it('creates secrets owner-only, sweeps leftovers, listens on 127.0.0.1, and keeps provider states off the tester data', async () => {
    const files = tally('9 secrets, leftovers, listening, provider states');
    const check = (ok: boolean, what: string) => {
      files.record(ok);
      expect(ok, what).toBe(true);
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'files-'));
    const dbFile = path.join(dir, 'db.json');
    try {
      // Leftovers of writes interrupted by a crash, each holding something private.
      await mkdir(path.join(dir, 'outbox'));
      await mkdir(path.join(dir, 'documents'));
      const leftovers = [
        '.db.json.tmp-0a1b2c',
        '.db.json.lock.tmp-0a1b2c',
        'outbox/.2026-11-21T10-00-00-000Z-lakeside-title.eml.tmp-0a1b2c',
        'documents/.0b9e2d47-8f61-4c3a-b2d5-6e7f8a9b0c02.tmp-0a1b2c',
      ];
      for (const leftover of leftovers) await writeFile(path.join(dir, leftover), 'Password: hunter22');
      // The tester's own file beside the data file (a dated backup, say): left as it is.
      await writeFile(path.join(dir, 'db.json.3141592653'), '{"meta": {}}', { mode: 0o644 });
      const server = await mustStart(dbFile, { MOCK_OPERATOR_KEY: 'hardening-operator-key' });
      try {
        for (const leftover of leftovers) {
          const gone = await stat(path.join(dir, leftover)).then(() => false, () => true);
          check(gone, `${leftover} was removed at start`);
        }
        const token = await tokenOf(server.url);
        const order = ((await (await fetch(`${server.url}/api/files?_start=0&_end=1`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { result: { files: { orderGuid: string }[] } }).result.files[0];
        const form = new FormData();
        form.append('file', new Blob(['%PDF-1.4 deed']), 'Deed.pdf');
        const uploaded = await fetch(`${server.url}/api/documents?orderGuid=${order?.orderGuid ?? ''}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
        check(uploaded.status === 202, 'uploaded a document');
        await fetch(`${server.url}/api/tenants`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ tenant: { organizationName: 'Mode Title', organizationAddress1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', firstName: 'M', lastName: 'T', email: 'm@mode.test', isPrimaryContact: true } }),
        });
        const approved = await fetch(`${server.url}/api/operator/tenants/by-name/Mode%20Title/approve`, { method: 'POST', headers: { 'X-Operator-Key': 'hardening-operator-key' } });
        check(approved.status === 200, 'approved a tenant');
        const [document] = await readdir(path.join(dir, 'documents'));
        const [eml] = await readdir(path.join(dir, 'outbox'));
        const [lock] = (await readdir(dir)).filter((name) => name.startsWith('db.json.lock.'));
        for (const [file, wanted] of [
          [dbFile, 0o600],
          [path.join(dir, 'db.json.3141592653'), 0o644],
          [`${dbFile}.journal`, 0o600],
          [path.join(dir, lock ?? ''), 0o600],
          [path.join(dir, 'documents', document ?? ''), 0o600],
          [path.join(dir, 'outbox', eml ?? ''), 0o600],
          [path.join(dir, 'documents'), 0o700],
          [path.join(dir, 'outbox'), 0o700],
        ] as const) {
          const actual = await mode(file);
          check(actual === wanted, `${path.relative(dir, file)} is ${actual.toString(8)}, not ${wanted.toString(8)}`);
        }
        // Listening on loopback only: another address of this machine is refused.
        check(server.url.startsWith('http://127.0.0.1:'), `the server says ${server.url}`);
        const port = new URL(server.url).port;
        const external = Object.values(networkInterfaces())
          .flat()
          .find((address) => address && address.family === 'IPv4' && !address.internal);
        if (external) {
          const reached = await fetch(`http://${external.address}:${port}/api/states`).then(() => true, () => false);
          check(!reached, `the server answered on ${external.address}`);
        }
      } finally {
        await kill(server);
      }

      // Provider states: never with a tester's data file; on their own throw-away file otherwise.
      const refused = await startServer(dbFile, { MOCK_PROVIDER_STATES: 'on' });
      check(!refused.running && /MOCK_PROVIDER_STATES=on runs on its own throw-away data file/.test(refused.output), 'provider states refuse MOCK_DB');
      const before = await readFile(dbFile);
      const states = await mustStart('', { MOCK_PROVIDER_STATES: 'on' });
      try {
        const throwAway = /throw-away data file \(([^)]+)\)/.exec(states.output())?.[1] ?? '';
        check(throwAway !== '' && !throwAway.startsWith(dir) && !throwAway.includes('.data'), `provider states run on ${throwAway}`);
        const setUp = await fetch(`${states.url}/_pact/provider-states`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ state: providerStates.danaHasOrder, params: { fileNumber: pactData.fileNumber }, action: 'setup' }),
        });
        check(setUp.status === 200, 'provider state set up');
        const refusedState = await fetch(`${states.url}/_pact/provider-states`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ state: providerStates.danaHasOrder, params: {}, action: 'setup' }),
        });
        check(refusedState.status === 400 && /needs the parameter fileNumber/.test(await refusedState.text()), 'a state without its parameter is refused naming it');
        check(Buffer.compare(before, await readFile(dbFile)) === 0, "the tester's data file is untouched");
        await kill(states, 'SIGTERM');
        check(await stat(path.dirname(throwAway)).then(() => false, () => true), 'the throw-away data is removed at stop');
      } finally {
        await kill(states);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('data files that are not the store', () => {
  it('stop the start with the file and place named, and are left as they were', async () => {
    const shape = tally('4 data file shape (start refused, file kept)');
    const dir = await mkdtemp(path.join(tmpdir(), 'shape-'));
    const meta = { seq: 0, jwtSecret: 'secret-secret-secret', nextTenantId: 3, createdAt: '2026-11-01T00:00:00Z' };
    const tenant = (id: number) => ({ id, guid: `g-${id}`, name: `T ${id}`, status: 'active', createdAt: '', underwriters: [] });
    const cases: { name: string; data: string; journal?: string; message: RegExp }[] = [
      { name: 'json-server data', data: JSON.stringify({ posts: [], comments: [] }), message: /db\.json, "meta": there is no "meta" object/ },
      // Other lists are a tester's own collections (json-server's convention), but each record names its agency.
      {
        name: 'an added collection whose record names no agency',
        data: JSON.stringify({ meta, tenants: [], users: [], orders: [], invoices: [{ id: 1 }] }),
        message: /db\.json, "invoices" item 0: its "tenantId"/,
      },
      { name: 'a collection name json-server cannot route', data: JSON.stringify({ meta, tenants: [], users: [], orders: [], 'my invoices': [] }), message: /db\.json, "my invoices"/ },
      {
        name: 'a damaged journal line',
        data: JSON.stringify({ meta, tenants: [], users: [], orders: [] }),
        journal: encodeEntry({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) }).replace('T 1', 'T 9') + encodeEntry({ s: 2, t: 'put', c: 'tenants', k: '2', v: tenant(2) }),
        message: /db\.json\.journal, line 1 \(byte 0\): .*checksum/,
      },
      {
        name: 'a sequence gap',
        data: JSON.stringify({ meta, tenants: [], users: [], orders: [] }),
        journal: encodeEntry({ s: 1, t: 'put', c: 'tenants', k: '1', v: tenant(1) }) + encodeEntry({ s: 3, t: 'put', c: 'tenants', k: '3', v: tenant(3) }),
        message: /line 2 .*entry 3 follows entry 1/,
      },
    ];
    try {
      await Promise.all(
        cases.map(async (testCase, index) => {
          const file = path.join(dir, `case-${index}`, 'db.json');
          await mkdir(path.dirname(file));
          await writeFile(file, testCase.data);
          if (testCase.journal) await writeFile(`${file}.journal`, testCase.journal);
          const outcome = await startServer(file);
          if (outcome.running) await kill(outcome.server);
          const kept = (await readFile(file, 'utf8')) === testCase.data && (testCase.journal === undefined || (await readFile(`${file}.journal`, 'utf8')) === testCase.journal);
          const ok = !outcome.running && outcome.code !== 0 && testCase.message.test(outcome.output) && /Restore it/.test(outcome.output) && kept;
          shape.record(ok);
          expect(ok, `${testCase.name}: ${outcome.running ? 'started' : outcome.output}`).toBe(true);
        }),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
