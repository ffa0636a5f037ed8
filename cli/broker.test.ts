import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { PACT_FILE } from '../contracts/pact-names.ts';
import { startMockProvider } from '../contracts/provider/mock-provider.ts';
import { startBrokerRecorder } from './testing/broker-recorder.ts';

const run = promisify(execFile);

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
const bin = path.resolve('cli/bin.js');
// The escape character, written out (a control character in a regex literal is a lint error).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[`);
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_TOKEN: 'broker-token-1' };

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env, maxBuffer: 10_000_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The broker workflow end to end against a recorder that answers like a Pact Broker's HAL API
 * (no real broker can run here): the exact requests publish, verify and can-i-deploy send.
 */
describe('title-cli and a Pact Broker', () => {
  it('publishes the pact with the consumer version and branch', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    try {
      const result = await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main']);
      expect(result.code).toBe(0);
      const publish = broker.requests.find((request) => request.method === 'POST' && request.path === '/contracts/publish');
      expect(publish?.authorization).toBe('Bearer broker-token-1');
      const body = publish?.body as { pacticipantName: string; pacticipantVersionNumber: string; branch: string; contracts: { content: string; providerName: string }[] };
      expect(body).toMatchObject({ pacticipantName: 'TitleTrackWeb', pacticipantVersionNumber: 'abc1234', branch: 'main' });
      expect(body.contracts[0]?.providerName).toBe('TitleTrackApi');
      const published = JSON.parse(Buffer.from(body.contracts[0]?.content ?? '', 'base64').toString('utf8')) as { interactions: unknown[] };
      expect(published.interactions.length).toBeGreaterThan(40);
    } finally {
      await broker.close();
    }
  }, 60_000);

  it('verifies a provider from the broker with selectors, pending and WIP pacts, and publishes the results', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    const provider = await startMockProvider();
    try {
      const result = await cli([
        'verify',
        '--provider-base-url', provider.url,
        '--provider-states-setup-url', provider.statesUrl,
        '--broker-url', broker.url,
        '--include-wip-pacts-since', '2026-01-01',
        '--publish', '--provider-version', 'def5678', '--provider-branch', 'main',
        '--json',
      ]);
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
      const told = await cli(args);
      expect(told.code, told.stderr).toBe(0);
      expect(told.stdout).not.toContain('honours every interaction in');
      expect(told.stdout).toMatch(/honours every interaction that can fail this build .*; [1-9]\d* of \d+ interactions? of pending pacts did not match/);
      expect(told.stdout).toMatch(/- .*regist/i);
      const asJson = await cli([...args, '--json']);
      const outcome = JSON.parse(asJson.stdout) as { verified: boolean; pendingFailures: number };
      expect(outcome.verified).toBe(true);
      expect(outcome.pendingFailures).toBeGreaterThan(0);
    } finally {
      await backend.close();
      await provider.close();
      await broker.close();
    }
  }, 180_000);

  it('asks can-i-deploy and tells yes (0) from no (6)', async () => {
    for (const deployable of [true, false]) {
      const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable });
      try {
        const result = await cli(['broker', 'can-i-deploy', '--broker-url', broker.url, '--app-version', 'abc1234', '--to-environment', 'production', '--json']);
        expect(result.code).toBe(deployable ? 0 : 6);
        expect(JSON.parse(result.stdout)).toMatchObject({ summary: { deployable } });
        const matrix = broker.requests.find((request) => request.path === '/matrix');
        expect(matrix?.query).toMatchObject({ 'q[][pacticipant]': ['TitleTrackWeb'], 'q[][version]': ['abc1234'], environment: ['production'] });
      } finally {
        await broker.close();
      }
    }
  }, 60_000);

  it('names a broker it cannot reach at once, as JSON with --json (exit 1), and hands pact-broker no option-like value (exit 2)', async () => {
    const broker = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    const closedUrl = broker.url;
    await broker.close();
    const started = Date.now();
    const unreachable = await cli(['broker', 'can-i-deploy', '--broker-url', closedUrl, '--app-version', 'abc1234', '--to-environment', 'production', '--json']);
    expect(unreachable.code).toBe(1);
    expect(JSON.parse(unreachable.stdout)).toEqual({ error: { message: `The Pact Broker at ${closedUrl} cannot be reached (ECONNREFUSED).`, exitCode: 1 } });
    expect(Date.now() - started).toBeLessThan(20_000);

    const listening = await startBrokerRecorder({ pactFile: PACT_FILE, deployable: true });
    try {
      for (const args of [
        ['broker', 'publish', '--broker-url', listening.url, '--consumer-version', '--help', '--branch', 'main'],
        ['broker', 'can-i-deploy', '--broker-url', listening.url, '--app-version', '-1', '--to-environment', 'production'],
        ['broker', 'can-i-deploy', '--broker-url', listening.url, '--app-version', '1', '--to-environment', 'prod\nuction'],
        ['broker', 'publish', '--broker-url', 'ftp://broker.example', '--consumer-version', '1', '--branch', 'main'],
      ]) {
        const refused = await cli(args);
        expect(refused.code, args.join(' ')).toBe(2);
      }
      expect(listening.requests).toEqual([]);
    } finally {
      await listening.close();
    }
  }, 90_000);
});
