import express from 'express';
import type { Server } from 'node:http';
import { memoryDocumentContents } from '../../mock-api/testing/index.ts';
import { providerStateHandlers, providerStatesRoute } from '../../mock-api/testing/index.ts';
import { createMockApi } from '../../mock-api/index.ts';
import { Store } from '../../mock-api/index.ts';
import { demoSeed } from '../../mock-api/testing/index.ts';

/** The mock API on an in-memory store with its provider-state route, on a free port. */
export async function startMockProvider(): Promise<{ url: string; statesUrl: string; close: () => Promise<void> }> {
  const seed = await demoSeed();
  const store = Store.memory(seed);
  const documents = memoryDocumentContents();
  const app = express();
  app.use('/api', createMockApi({ store, documents }));
  app.post('/_pact/provider-states', express.json(), providerStatesRoute(providerStateHandlers(store, seed, documents)));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  return { url, statesUrl: `${url}/_pact/provider-states`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
