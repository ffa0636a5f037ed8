import { keepConnectionsOpen } from '../http/keep-alive.ts';
import express from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileDocumentContents } from '../store/document-contents.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { createMockApi, type MockApiOptions } from '../server.ts';
import { Store } from '../store/store.ts';
import type { DbData } from '../store/model.ts';
import { memoryMailer } from '../team/mailer.ts';
import { demoSeed } from '../testing/demo-seed.ts';

export const OPERATOR_KEY = 'hardening-operator-key-0123';

/** The mock API on a file-backed store in a temporary folder, listening on a free port. */
export async function startFileBackedApi({ added, ...options }: Pick<MockApiOptions, 'loginLimits' | 'anonymousLimits' | 'uploadLimits' | 'addedLimits'> & { added?: DbData['added'] } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'hardening-'));
  const file = path.join(dir, 'db.json');
  // `added`: collections a tester put in the data file (json-server's own kind), there from the start.
  const store = await Store.open(file, async () => ({ ...(await demoSeed()), ...(added ? { added } : {}) }));
  // Invitations and password links are kept in memory, for tests that follow a link.
  const mailer = memoryMailer();
  const app = express();
  app.use(
    '/api',
    createMockApi({
      store,
      documents: fileDocumentContents(path.join(dir, 'documents')),
      operator: { key: OPERATOR_KEY, outboxDir: path.join(dir, 'outbox'), signInUrl: '/auth/login' },
      mail: { mailer, appUrl: 'http://localhost:4200' },
      ...options,
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = keepConnectionsOpen(app.listen(0, '127.0.0.1', () => resolve(listening)));
  });
  const address = server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  const tokenOf = async (email: string) => {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { result: { token: string } }).result.token;
  };
  return {
    url,
    dir,
    file,
    store,
    mailer,
    tokenOf,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
