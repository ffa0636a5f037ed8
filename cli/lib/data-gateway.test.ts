import express from 'express';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockApi, lockFileOf, Store, type Tenant } from '../../mock-api/index.ts';
import { demoSeed } from '../../mock-api/testing/index.ts';
import { openDataGateway } from './data-gateway.ts';
import { EXIT } from './exit-codes.ts';

const onlyOnTheServer: Tenant = {
  id: 3,
  guid: 'guid-3',
  name: 'Lakeside Title',
  status: 'pending',
  createdAt: new Date().toISOString(),
  underwriters: [],
  registration: { email: 'lee@lakeside.test' },
};

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cli-gateway-'));
  file = path.join(dir, 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const names = async (gateway: ReturnType<typeof openDataGateway>) => (await gateway.listTenants()).map((tenant) => tenant.name);

describe('openDataGateway', () => {
  it('works on the data file when no server holds it', async () => {
    await (await Store.open(file, demoSeed)).close();
    const gateway = openDataGateway(file);
    expect(gateway.throughServer).toBe(false);
    expect(await names(gateway)).toContain('Demo Title & Escrow');
  });

  it('takes a lock whose server died for no server', async () => {
    await (await Store.open(file, demoSeed)).close();
    await writeFile(lockFileOf(file, 1), JSON.stringify({ pid: 2 ** 22 + 12345, url: 'http://127.0.0.1:9', operatorKey: 'gone', startedAt: '' }));
    const gateway = openDataGateway(file);
    expect(gateway.throughServer).toBe(false);
    expect(await names(gateway)).not.toContain('Lakeside Title');
  });

  it('goes through the running server that holds the lock, with the key it published', async () => {
    // The file on disk and the server's data differ, so the answer says which was read.
    await (await Store.open(file, demoSeed)).close();
    const store = Store.memory(await demoSeed());
    await store.put('tenants', onlyOnTheServer);
    const operator = { key: 'the-running-server-key', outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' };
    const app = express();
    app.use('/api', createMockApi({ store, operator }));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    await writeFile(
      lockFileOf(file, 1),
      JSON.stringify({ pid: process.ppid, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, operatorKey: operator.key, startedAt: '' }),
    );
    try {
      const gateway = openDataGateway(file);
      expect(gateway.throughServer).toBe(true);
      expect(await names(gateway)).toContain('Lakeside Title');
      expect(await gateway.rejectRegistration({ reference: null, text: 'lakeside title' })).toMatchObject([{ id: 3, name: 'Lakeside Title' }]);
      expect(store.get('tenants', 3)).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses a data file that is not there unless told to create it', async () => {
    expect(() => openDataGateway(file)).toThrow(expect.objectContaining({ exitCode: EXIT.notFound }));
    const gateway = openDataGateway(file, { create: true });
    expect(gateway.throughServer).toBe(false);
    const seeded = await gateway.seed({ tenants: 0, seed: 1, orders: 0 });
    expect(seeded.createdFile).toBe(true);
    expect(seeded.accounts.map((account) => account.email)).toContain('dana@demo-title.test');
  });
});
