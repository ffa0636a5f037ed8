import express from 'express';
import type { Server } from 'node:http';
import { verifyProvider } from '../../cli/commands/verify';
import { memoryDocumentContents } from '../../mock-api/document-contents';
import { providerStateHandlers, providerStatesRoute } from '../../mock-api/provider-states';
import { createMockApi } from '../../mock-api/server';
import { Store } from '../../mock-api/store';
import { demoSeed } from '../../mock-api/testing/demo-seed';

describe('the mock API honours the pact', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const seed = await demoSeed();
    const store = Store.memory(seed);
    const documents = memoryDocumentContents();
    const app = express();
    app.use('/api', createMockApi({ store, documents }));
    app.post('/_pact/provider-states', express.json(), providerStatesRoute(providerStateHandlers(store, seed, documents)));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('verifies every interaction with the provider states set up through HTTP', async () => {
    await expect(verifyProvider({ providerBaseUrl: baseUrl, providerStatesSetupUrl: `${baseUrl}/_pact/provider-states` })).resolves.toBeUndefined();
  });
});

describe('verification catches a provider that breaks the contract', () => {
  it('fails when the provider answers login differently', async () => {
    const app = express();
    app.post('/api/login', (_req, res) => {
      res.status(200).json({ token: 'not-wrapped' });
    });
    app.post('/_pact/provider-states', (_req, res) => {
      res.json({});
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const address = server.address();
    const url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    try {
      await expect(verifyProvider({ providerBaseUrl: url, providerStatesSetupUrl: `${url}/_pact/provider-states` })).rejects.toThrow();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
