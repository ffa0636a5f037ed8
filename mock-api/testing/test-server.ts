import { keepConnectionsOpen } from '../http/keep-alive.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ANONYMOUS_LIMITS, type AnonymousLimits } from '../http/anonymous-limits.ts';
import { createAppServer } from '../http/app-server.ts';
import { createLoginGuard, DEFAULT_LOGIN_LIMITS, type LoginGuard, type LoginLimits } from '../auth/login-limits.ts';
import type { DbData } from '../store/model.ts';
import { demoSeed } from './demo-seed.ts';
import { outboxMailer } from '../team/mailer.ts';
import { createMockApi } from '../server.ts';
import { Store } from '../store/store.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-not-secret';

export const UNLIMITED_LOGINS: LoginLimits = { failuresPerAccount: 1_000_000, lockoutSeconds: 1, attemptsPerClient: 1_000_000 };
export const UNLIMITED_ANONYMOUS: AnonymousLimits = {
  ...DEFAULT_ANONYMOUS_LIMITS,
  requestsPerClient: 1_000_000,
  registrationsPerClient: 1_000_000,
  maxPendingTenants: 1_000_000,
  pendingPerClient: 1_000_000,
};

export interface TestServer {
  url: string;
  /** Where approved tenants' credentials e-mails land. */
  outboxDir: string;
  store: Store;
  /** The demo data every scenario starts from (hashing passwords once keeps resets fast). */
  seed: DbData;
  /** Back to the demo data, and sign-in limits off again. */
  reset(): void;
  /** The sign-in limits a real server has (5 failures lock an account), fresh, until the next reset. */
  useRealSignInLimits(): void;
  close(): Promise<void>;
}

/** A login guard whose limits a scenario can switch: off by default, the real ones on demand. */
function switchableLoginGuard() {
  let current: LoginGuard = createLoginGuard(UNLIMITED_LOGINS);
  const guard: LoginGuard = {
    attempt: (client, account, check, known) => current.attempt(client, account, check, known),
    failed: (client, account) => current.failed(client, account),
    succeeded: (client, account) => current.succeeded(client, account),
  };
  return {
    guard,
    limit: (limits: LoginLimits) => {
      current = createLoginGuard(limits);
    },
  };
}

/** The whole app (built SPA and mock API) on a free port, with an in-memory store. */
export async function startTestServer(options: { distDir: string; tokenTtlSeconds?: number; seed?: DbData }): Promise<TestServer> {
  const seed = options.seed ?? (await demoSeed());
  const store = Store.memory(seed);
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'titletrack-outbox-'));
  const operator = { key: TEST_OPERATOR_KEY, outboxDir, signInUrl: '/auth/login' };
  const logins = switchableLoginGuard();
  const app = createAppServer({
    // A scenario run signs in hundreds of times from one address; the limits have tests of their own.
    api: createMockApi({
      store,
      tokenTtlSeconds: options.tokenTtlSeconds,
      operator,
      loginGuard: logins.guard,
      anonymousLimits: UNLIMITED_ANONYMOUS,
      // Invitations and password links go to the same outbox as approvals; scenarios open their paths.
      mail: { mailer: outboxMailer(outboxDir), appUrl: 'http://titletrack.test' },
    }),
    distDir: options.distDir,
  });
  const server: Server = await new Promise((resolve) => {
    const listening = keepConnectionsOpen(app.listen(0, '127.0.0.1', () => resolve(listening)));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    outboxDir,
    store,
    seed,
    reset: () => {
      store.reset(seed);
      logins.limit(UNLIMITED_LOGINS);
    },
    useRealSignInLimits: () => logins.limit(DEFAULT_LOGIN_LIMITS),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
