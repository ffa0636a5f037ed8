import express from 'express';
import type { Server } from 'node:http';
import { verifyProvider } from '../../cli/commands/verify';
import { startMockProvider } from './mock-provider';

describe('the mock API honours the pact', () => {
  let provider: Awaited<ReturnType<typeof startMockProvider>>;
  beforeAll(async () => {
    provider = await startMockProvider();
  });
  afterAll(() => provider.close());

  it('verifies every interaction with the provider states set up through HTTP', async () => {
    const report = await verifyProvider({ providerBaseUrl: provider.url, providerStatesSetupUrl: provider.statesUrl, quiet: true });
    expect(report?.errors ?? []).toEqual([]);
    expect(report?.pendingErrors ?? []).toEqual([]);
  });
});

describe('verification catches a provider that breaks the contract', () => {
  it('fails when the provider answers login differently, with a readable summary', async () => {
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
      const failure = await verifyProvider({ providerBaseUrl: url, providerStatesSetupUrl: `${url}/_pact/provider-states`, quiet: true }).then(
        () => null,
        (error: unknown) => error as Error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure?.message).toMatch(/^Verification failed: \d+ of \d+ interactions did not match\./);
      expect(failure?.message).toContain('- Given a user with the given e-mail and password exists - a login with the right password');
      expect(failure?.message).not.toMatch(/^\{/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
