import { PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { Agent, setGlobalDispatcher } from 'undici';
import { createApiClients } from '../../src/app/api-clients.ts';
import { createEndpoints } from '../../src/config/endpoints.ts';
import { parseEnvironment } from '../../src/config/environment.ts';
import { createHttpClient } from '../../src/lib/http/client.ts';
import { danaInfo, unsignedToken } from '../../fixtures/tokens.ts';
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
  return createApiClients(http, createEndpoints(environment));
}

export const JWT_PATTERN = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';

/** A JWT-shaped example the app can decode; the provider answers with its own signed token. */
export function exampleToken(expiresAt = Date.parse('2099-01-01T00:00:00Z')): string {
  return unsignedToken({ ...danaInfo, sub: 'u-dana', exp: Math.floor(expiresAt / 1000) });
}
