import { createServer } from 'node:http';
import { EVENTS_PACT_FILE, PACT_FILE } from '../contracts/pact-names.ts';
import { startMockProvider } from '../contracts/provider/mock-provider.ts';
import { startBrokerRecorder } from './testing/broker-recorder.ts';
import { runCli } from './testing/run-cli.ts';

/** A backend in front of `target` that answers 501 under `refusedPath`, as one still being built would. */
async function startProxyRefusing(target: string, refusedPath: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').startsWith(refusedPath)) {
      res.writeHead(501, { 'Content-Type': 'application/json' }).end('{"message":"not built yet"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${req.url ?? '/'}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const headersOut: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headersOut[name] = value;
          });
          res.writeHead(answer.status, headersOut).end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// The escape character, written out (a control character in a regex literal is a lint error).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[`);
const env = { PACT_BROKER_TOKEN: 'broker-token-1', PACT_BROKER_BASE_URL: undefined, PACT_BROKER_USERNAME: undefined, PACT_BROKER_PASSWORD: undefined };

/** A provider's side of the loop: the pacts the broker selects, or the one pact a webhook names. */
describe('title-cli verify and a Pact Broker', () => {
  it('verifies a provider from the broker with selectors, pending and WIP pacts, and publishes the results', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    const provider = await startMockProvider();
    try {
      const result = await runCli(
        [
          'verify',
          '--provider-base-url', provider.url,
          '--provider-states-setup-url', provider.statesUrl,
          '--broker-url', broker.url,
          '--include-wip-pacts-since', '2026-01-01',
          '--publish', '--provider-version', 'def5678', '--provider-branch', 'main',
          '--json',
        ],
        { env },
      );
      expect(result.stderr).not.toMatch(ANSI);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ verified: true, published: true, source: broker.url });
      const forVerification = broker.requests.find((request) => request.method === 'POST' && request.path === '/pacts/provider/TitleTrackApi/for-verification');
      expect(forVerification?.authorization).toBe('Bearer broker-token-1');
      expect(forVerification?.body).toMatchObject({
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }],
        includePendingStatus: true,
        includeWipPactsSince: '2026-01-01',
        providerVersionBranch: 'main',
      });
      const results = broker.requests.find((request) => request.method === 'POST' && request.path.endsWith('/verification-results'));
      expect(results?.body).toMatchObject({ success: true, providerApplicationVersion: 'def5678' });
      expect(broker.requests.some((request) => request.method === 'PUT' && request.path === '/pacticipants/TitleTrackApi/branches/main/versions/def5678')).toBe(true);
    } finally {
      await provider.close();
      await broker.close();
    }
  }, 120_000);

  it('passes a build whose pending pacts fail, and says how many failed and which', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    // A backend that has not built the registration yet: every registration interaction fails.
    const provider = await startMockProvider();
    const backend = await startProxyRefusing(provider.url, '/api/tenants');
    try {
      const args = ['verify', '--provider-base-url', backend.url, '--provider-states-setup-url', provider.statesUrl, '--broker-url', broker.url];
      const told = await runCli(args, { env });
      expect(told.code, told.stderr).toBe(0);
      expect(told.stdout).not.toContain('honours every interaction in');
      expect(told.stdout).toMatch(/honours every interaction that can fail this build .*; [1-9]\d* of \d+ interactions? of pending pacts did not match/);
      expect(told.stdout).toMatch(/- .*regist/i);
      const asJson = await runCli([...args, '--json'], { env });
      const outcome = JSON.parse(asJson.stdout) as { verified: boolean; pendingFailures: number };
      expect(outcome.verified).toBe(true);
      expect(outcome.pendingFailures).toBeGreaterThan(0);
    } finally {
      await backend.close();
      await provider.close();
      await broker.close();
    }
  }, 180_000);

  it("verifies the one pact a webhook's ${pactbroker.pactUrl} names and publishes the results there, whatever PACT_BROKER_BASE_URL says", async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, eventsPactFile: EVENTS_PACT_FILE, deployable: true });
    const provider = await startMockProvider();
    try {
      const pactUrl = broker.pactUrl('TitleTrackApi');
      const result = await runCli(
        ['verify', '--provider-base-url', provider.url, '--provider-states-setup-url', provider.statesUrl, '--pact-url', pactUrl, '--publish', '--provider-version', 'def5678', '--provider-branch', 'main', '--broker-token-stdin', '--json'],
        // The CI's broker URL is set, as it usually is: it must not add the broker's other pacts.
        { env: { ...env, PACT_BROKER_BASE_URL: broker.url }, input: 'webhook-token\n' },
      );
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ verified: true, published: true, source: pactUrl });
      const fetched = broker.requests.find((request) => request.method === 'GET' && request.path === new URL(pactUrl).pathname && request.authorization);
      expect(fetched?.authorization).toBe('Bearer webhook-token');
      expect(broker.requests.some((request) => request.path.endsWith('/for-verification'))).toBe(false);
      const results = broker.requests.find((request) => request.method === 'POST' && request.path === '/pacts/provider/TitleTrackApi/consumer/TitleTrackWeb/pact-version/abc123/verification-results');
      expect(results?.authorization).toBe('Bearer webhook-token');
      expect(results?.body).toMatchObject({ success: true, providerApplicationVersion: 'def5678' });
    } finally {
      await provider.close();
      await broker.close();
    }
  }, 120_000);

  it('refuses the live feed\'s message pact URL, and a pact URL with options that choose other pacts, before verifying anything', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, eventsPactFile: EVENTS_PACT_FILE, deployable: true });
    try {
      const base = ['verify', '--provider-base-url', 'http://127.0.0.1:9', '--provider-states-setup-url', 'http://127.0.0.1:9/_pact'];
      const events = await runCli([...base, '--pact-url', broker.pactUrl('TitleTrackApiEvents')], { env });
      expect(events.code).toBe(2);
      expect(events.stderr).toMatch(/is the live feed's message pact \(TitleTrackApiEvents\): verify it with your Pact library's message verification/);
      const mixed = await runCli([...base, '--pact-url', broker.pactUrl('TitleTrackApi'), '--include-wip-pacts-since', '2026-01-01'], { env });
      expect(mixed.code).toBe(2);
      expect(mixed.stderr).toMatch(/--pact-url verifies that one pact; --include-wip-pacts-since chooses others/);
      const unpublishable = await runCli([...base, '--pact-url', broker.pactUrl('TitleTrackApi'), '--publish'], { env });
      expect(unpublishable.code).toBe(2);
      expect(unpublishable.stderr).toMatch(/needs --provider-version/);
      // The broker's token never goes to a pact URL on another host.
      const elsewhere = await runCli([...base, '--pact-url', 'http://127.0.0.1:9/pacts/provider/TitleTrackApi/consumer/TitleTrackWeb/latest', '--broker-url', broker.url], { env });
      expect(elsewhere.code).toBe(2);
      expect(elsewhere.stderr).toMatch(/not on the broker .*: the broker's credentials are not sent elsewhere/);
      expect(broker.requests).toEqual([]);
    } finally {
      await broker.close();
    }
  }, 60_000);
});
