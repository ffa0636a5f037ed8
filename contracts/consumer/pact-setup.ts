import { PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { Agent, setGlobalDispatcher } from 'undici';
import { createAuthApi } from '../../src/auth/auth-api.ts';
import { createRegistrationApi } from '../../src/registration/registration-api.ts';
import { createDashboardApi } from '../../src/dashboard/dashboard-api.ts';
import { createOrdersApi } from '../../src/orders/orders-api.ts';
import { createCommitmentApi } from '../../src/commitments/commitment-api.ts';
import { createSessionApi } from '../../src/session/session-api.ts';
import { createLettersApi } from '../../src/letters/letters-api.ts';
import { createTeamApi } from '../../src/team/team-api.ts';
import { createActivityApi } from '../../src/activity/activity-api.ts';
import { createEndpoints } from '../../src/config/endpoints.ts';
import { parseEnvironment } from '../../src/config/environment.ts';
import { createHttpClient } from '../../src/lib/http/client.ts';
import { CONSUMER, PACT_DIR, PROVIDER } from '../pact-names.ts';

// Every test starts a Pact mock server on a free port, and ports come round again. Node's fetch
// keeps connections alive per origin, so a request could go down a pooled connection to an
// earlier mock server that has since closed, fail, and leave the new one "not received". One
// connection per request rules that out.
setGlobalDispatcher(new Agent({ pipelining: 0 }));

export function createPact(): PactV3 {
  return new PactV3({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V3,
    logLevel: 'warn',
  });
}

/** The app's real API clients, pointed at the Pact mock server. */
export function appApis(mockServerUrl: string, token: string | null = null) {
  const environment = parseEnvironment({ apiHost: mockServerUrl });
  const http = createHttpClient({ getToken: () => token, excludedSegments: environment.authExcludedSegments });
  const endpoints = createEndpoints(environment);
  return {
    auth: createAuthApi(http, endpoints),
    registration: createRegistrationApi(http, endpoints),
    dashboard: createDashboardApi(http, endpoints),
    orders: createOrdersApi(http, endpoints),
    commitments: createCommitmentApi(http, endpoints),
    letters: createLettersApi(http, endpoints),
    team: createTeamApi(http, endpoints),
    session: createSessionApi(http, endpoints),
    activity: createActivityApi(http, endpoints),
  };
}

export const JWT_PATTERN = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped example the app can decode; the provider answers with its own signed token. */
export function exampleToken(expiresAt = Date.parse('2099-01-01T00:00:00Z')): string {
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({
      TenantId: 1,
      TenantGuid: '7d1f6a52-3c4e-4b8a-9f57-1a2b3c4d5e01',
      TenantName: 'Demo Title & Escrow',
      FirstName: 'Dana',
      LastName: 'Agent',
      email: 'dana@demo-title.test',
      sub: 'u-dana',
      exp: Math.floor(expiresAt / 1000),
    }),
    'c2lnbmF0dXJl',
  ].join('.');
}
