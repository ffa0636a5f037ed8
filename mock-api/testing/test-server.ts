import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppServer } from '../app-server';
import type { DbData } from '../model';
import { demoSeed } from './demo-seed';
import { createMockApi } from '../server';
import { Store } from '../store';

export const TEST_OPERATOR_KEY = 'test-operator-key-not-secret';

export interface TestServer {
  url: string;
  /** Where approved tenants' credentials e-mails land. */
  outboxDir: string;
  store: Store;
  /** The demo data every scenario starts from (hashing passwords once keeps resets fast). */
  seed: DbData;
  reset(): void;
  close(): Promise<void>;
}

/** The whole app (built SPA and mock API) on a free port, with an in-memory store. */
export async function startTestServer(options: { distDir: string; tokenTtlSeconds?: number; seed?: DbData }): Promise<TestServer> {
  const seed = options.seed ?? (await demoSeed());
  const store = Store.memory(seed);
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'titletrack-outbox-'));
  const operator = { key: TEST_OPERATOR_KEY, outboxDir, signInUrl: '/auth/login' };
  const app = createAppServer({
    api: createMockApi({ store, tokenTtlSeconds: options.tokenTtlSeconds, operator }),
    distDir: options.distDir,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    outboxDir,
    store,
    seed,
    reset: () => store.reset(seed),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
