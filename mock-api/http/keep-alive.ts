import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open. Node closes one after 5 s, while clients
 * keep theirs longer (Chrome about 5 minutes; fetch trusts the server's hint, but a busy event
 * loop checks it late): a request sent on a connection the server is closing at that moment fails
 * with ECONNRESET. The hardening suite's freeze test met it 4 times in 6 on a busy machine. Past
 * a minute, the client is always the one to close first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsOpen(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the header timeout to be longer than the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
