import express from 'express';
import type { Server } from 'node:http';

/** A provider under test: where it listens, where its states are set up, and how to stop it. */
export interface ProviderUnderTest {
  url: string;
  statesUrl: string;
  close(): Promise<void>;
}

/**
 * A provider that breaks the contract on purpose: its login answers a bare token instead of the
 * envelope the pact expects, and it accepts every provider state. Verifying against it must fail
 * with a readable summary, from the contract tests and from title-cli alike.
 */
export async function startLoginBreakingProvider(): Promise<ProviderUnderTest> {
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
  if (!address || typeof address === 'string') throw new Error('The provider has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return { url, statesUrl: `${url}/_pact/provider-states`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
