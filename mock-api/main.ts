import { keepConnectionsOpen } from './http/keep-alive.ts';
import express, { type Response } from 'express';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, distDir, watchApp } from '../esbuild.config.ts';
import { apiErrorHandler } from './http/api-errors.ts';
import { createAppServer } from './http/app-server.ts';
import { fileDocumentContents, removeDocumentLeftovers } from './store/document-contents.ts';
import { removeOutboxLeftovers } from './auth/credentials-email.ts';
import { serverConfigFrom } from './config.ts';
import { acquireLock } from './store/lock.ts';
import { localOnly } from './http/local-only.ts';
import { providerStateHandlers, providerStatesRoute } from './routes/provider-states.ts';
import { createDemoData, demoAccounts, DEMO_PASSWORD } from './seed/demo.ts';
import { outboxMailer } from './team/mailer.ts';
import { createMockApi } from './server.ts';
import { Store } from './store/store.ts';

/** `npm start` (and `npm run dev` with --dev): build the SPA, open the data file, serve both. */
async function main() {
  const dev = process.argv.includes('--dev');
  // --no-build serves what is in dist/ (or only the API): for tests that restart the server often.
  const build = !process.argv.includes('--no-build');
  const config = serverConfigFrom(process.env);
  // Provider-state set-up rewrites accounts and orders: it gets a throw-away data file, never the tester's.
  const throwAwayDir = config.dbFile === null ? await mkdtemp(path.join(tmpdir(), 'titletrack-provider-states-')) : null;
  const dbFile = config.dbFile ?? path.join(throwAwayDir ?? '', 'db.json');
  const dataDir = path.dirname(dbFile);
  const outboxDir = path.join(dataDir, 'outbox');
  const documentsDir = path.join(dataDir, 'documents');
  const lock = acquireLock(dbFile);
  const store = await Store.open(dbFile, () => createDemoData(), { compactAfterBytes: config.foldAfterBytes });
  // Interrupted writes of e-mails and uploads leave temporary files holding passwords and documents.
  await Promise.all([removeOutboxLeftovers(outboxDir), removeDocumentLeftovers(documentsDir)]);
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

  const browserHost = config.host === '0.0.0.0' || config.host === '::' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  const signInUrl = `http://${browserHost}:${config.port}/auth/login`;
  const documents = fileDocumentContents(documentsDir);
  const app = createAppServer({
    api: createMockApi({
      store,
      tokenTtlSeconds: config.tokenTtlSeconds,
      sessionLimitSeconds: config.sessionLimitSeconds,
      idleSeconds: config.idleSeconds,
      operator: { key: config.operatorKey, outboxDir, signInUrl },
      documents,
      loginLimits: config.loginLimits,
      anonymousLimits: config.anonymousLimits,
      uploadLimits: config.uploadLimits,
      addedLimits: config.addedLimits,
      mail: { mailer: outboxMailer(outboxDir), appUrl: signInUrl.replace(/\/auth\/login$/, '') },
      linkLifetimes: config.linkLifetimes,
      cors: config.cors,
    }),
    distDir,
    serveSourceMaps: dev || config.serveSourceMaps,
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
        // It hands out valid tokens: only to this machine, whatever HOST says.
        // Its own error handler: a refused state answers with its message (400 naming the missing
        // parameter), not the page server's "could not send this file".
        server.post('/_pact/provider-states', localOnly, express.json(), providerStatesRoute(providerStateHandlers(store, demoData, documents)), apiErrorHandler);
        console.log(`Pact provider states are served at /_pact/provider-states, on a throw-away data file (${dbFile})`);
      }
    },
  });

  const server: Server = app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    lock.update({ url: url.replace('0.0.0.0', '127.0.0.1').replace('[::]', '[::1]'), operatorKey: config.operatorKey });
    console.log(`TitleTrack is running at http://${browserHost}:${port} (listening on ${config.host}; data: ${dbFile})`);
    console.log(`Demo sign-in: ${demoAccounts.map(({ user }) => `${user.email} (admin)`).join(' or ')}, or their colleagues ${demoAccounts.map(({ colleague }) => colleague.email).join(' and ')}; password ${DEMO_PASSWORD}`);
  });
  keepConnectionsOpen(server);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const client of reloadClients) client.end();
    server.close();
    server.closeAllConnections();
    await store.close();
    lock.release();
    if (throwAwayDir) await rm(throwAwayDir, { recursive: true, force: true });
    process.exit(code);
  };
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    void stop(1);
  });
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
