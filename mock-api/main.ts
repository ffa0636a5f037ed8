import express, { type Response } from 'express';
import type { Server } from 'node:http';
import { buildApp, distDir, watchApp } from '../esbuild.config';
import path from 'node:path';
import { createAppServer } from './app-server';
import { fileDocumentContents } from './document-contents';
import { serverConfigFrom } from './config';
import { acquireLock, StoreLockedError } from './lock';
import { providerStateHandlers, providerStatesRoute } from './provider-states';
import { createDemoData, demoAccounts, DEMO_PASSWORD } from './seed/demo';
import { createMockApi } from './server';
import { Store } from './store';

/** `npm start` (and `npm run dev` with --dev): build the SPA, open the data file, serve both. */
async function main() {
  const dev = process.argv.includes('--dev');
  // --no-build serves what is in dist/ (or only the API): for tests that restart the server often.
  const build = !process.argv.includes('--no-build');
  const config = serverConfigFrom(process.env);
  const lock = acquireLock(config.dbFile);
  const store = await Store.open(config.dbFile, () => createDemoData());
  // Only the provider-state route needs the demo accounts in memory; build them only then.
  const demoData = config.providerStates ? await createDemoData(store.metadata.jwtSecret) : null;

  const reloadClients = new Set<Response>();
  if (dev) {
    await watchApp(() => {
      for (const client of reloadClients) client.write('event: change\ndata: rebuilt\n\n');
    });
  } else if (build) {
    const started = performance.now();
    await buildApp();
    console.log(`Built the web app in ${Math.round(performance.now() - started)} ms`);
  }

  const signInUrl = `http://localhost:${config.port}/auth/login`;
  const documents = fileDocumentContents(path.join(path.dirname(config.dbFile), 'documents'));
  const app = createAppServer({
    api: createMockApi({
      store,
      tokenTtlSeconds: config.tokenTtlSeconds,
      sessionLimitSeconds: config.sessionLimitSeconds,
      operator: { key: config.operatorKey, outboxDir: config.outboxDir, signInUrl },
      documents,
    }),
    distDir,
    extraRoutes: (server) => {
      if (dev) {
        server.get('/__dev/reload', (req, res) => {
          res.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
          res.flushHeaders();
          reloadClients.add(res);
          req.on('close', () => reloadClients.delete(res));
        });
      }
      if (demoData) {
        server.post('/_pact/provider-states', express.json(), providerStatesRoute(providerStateHandlers(store, demoData, documents)));
        console.log('Pact provider states are served at /_pact/provider-states');
      }
    },
  });

  const server: Server = app.listen(config.port, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    lock.update({ url, operatorKey: config.operatorKey });
    console.log(`TitleTrack is running at ${url} (data: ${config.dbFile})`);
    console.log(`Demo sign-in: ${demoAccounts.map(({ user }) => user.email).join(' or ')}, password ${DEMO_PASSWORD}`);
  });
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    lock.release();
    process.exit(1);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const client of reloadClients) client.end();
    server.close();
    server.closeAllConnections();
    await store.close();
    lock.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof StoreLockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
