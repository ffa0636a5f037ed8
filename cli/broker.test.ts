import { Buffer } from 'node:buffer';
import { EVENTS_PACT_FILE, PACT_FILE } from '../contracts/pact-names.ts';
import { startBrokerRecorder, type BrokerRecorder, type RecordedRequest } from './testing/broker-recorder.ts';
import { runCli } from './testing/run-cli.ts';

// The token comes from the environment, as in a CI; PACT_BROKER_BASE_URL is the test's to give.
const env = { PACT_BROKER_TOKEN: 'broker-token-1', PACT_BROKER_BASE_URL: undefined, PACT_BROKER_USERNAME: undefined, PACT_BROKER_PASSWORD: undefined };
const cli = (args: string[], input?: string) => runCli(args, { env, input });

async function withBroker(options: { deployable?: boolean; unknownAnswers?: number }, work: (broker: BrokerRecorder) => Promise<void>): Promise<void> {
  const broker = await startBrokerRecorder({ pactFile: PACT_FILE, eventsPactFile: EVENTS_PACT_FILE, deployable: options.deployable ?? true, unknownAnswers: options.unknownAnswers });
  try {
    await work(broker);
  } finally {
    await broker.close();
  }
}

const writes = (broker: BrokerRecorder) => broker.requests.filter((request) => request.method !== 'GET');
const find = (broker: BrokerRecorder, method: string, path: string): RecordedRequest | undefined => broker.requests.find((request) => request.method === method && request.path === path);

interface Publication {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch: string;
  contracts: { content: string; providerName: string }[];
}

/**
 * The broker loop end to end against a recorder that answers like a Pact Broker's HAL API (no real
 * broker can run here): the exact requests each `broker` subcommand sends. Verification from the
 * broker is in broker-verify.test.ts.
 */
describe('title-cli broker and a Pact Broker', () => {
  it('publishes both pacts, the API and the live feed, with the consumer version and branch', async () => {
    await withBroker({}, async (broker) => {
      const result = await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main', '--json']);
      expect(result.code, result.stderr).toBe(0);
      const publications = broker.requests.filter((request) => request.method === 'POST' && request.path === '/contracts/publish');
      expect(publications.map((request) => request.authorization)).toEqual(['Bearer broker-token-1', 'Bearer broker-token-1']);
      const bodies = publications.map((request) => request.body as Publication);
      for (const body of bodies) expect(body).toMatchObject({ pacticipantName: 'TitleTrackWeb', pacticipantVersionNumber: 'abc1234', branch: 'main' });
      const byProvider = Object.fromEntries(bodies.map((body) => [body.contracts[0]?.providerName, JSON.parse(Buffer.from(body.contracts[0]?.content ?? '', 'base64').toString('utf8')) as { interactions?: unknown[]; messages?: unknown[] }]));
      expect(Object.keys(byProvider).sort()).toEqual(['TitleTrackApi', 'TitleTrackApiEvents']);
      expect(byProvider.TitleTrackApi?.interactions?.length).toBeGreaterThan(40);
      expect(byProvider.TitleTrackApiEvents?.messages?.length).toBeGreaterThan(0);
      // One JSON document on stdout: the broker's answer for each pact.
      expect((JSON.parse(result.stdout) as unknown[]).length).toBe(2);
    });
  }, 60_000);

  it('says with --dry-run what it would publish, and sends nothing', async () => {
    await withBroker({}, async (broker) => {
      const result = await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main', '--dry-run']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Dry run: would publish 2 pacts to .* as version abc1234 on branch main:\n {2}TitleTrackWeb → TitleTrackApi: \d+ interactions .*\n {2}TitleTrackWeb → TitleTrackApiEvents: \d+ messages .*\nNothing was sent\.\n$/);
      expect(writes(broker)).toEqual([]);
    });
  }, 30_000);

  it('asks can-i-deploy and tells yes (0) from no (6)', async () => {
    for (const deployable of [true, false]) {
      await withBroker({ deployable }, async (broker) => {
        const result = await cli(['broker', 'can-i-deploy', '--broker-url', broker.url, '--app-version', 'abc1234', '--to-environment', 'production', '--json']);
        expect(result.code).toBe(deployable ? 0 : 6);
        expect(JSON.parse(result.stdout)).toMatchObject({ summary: { deployable } });
        const matrix = find(broker, 'GET', '/matrix');
        expect(matrix?.query).toMatchObject({ 'q[][pacticipant]': ['TitleTrackWeb'], 'q[][version]': ['abc1234'], environment: ['production'] });
      });
    }
  }, 60_000);

  it('asks again while the verification results are unknown, as pact-broker --retry-while-unknown does', async () => {
    await withBroker({ unknownAnswers: 2 }, async (broker) => {
      const args = ['broker', 'can-i-deploy', '--broker-url', broker.url, '--pacticipant', 'TitleTrackApi', '--pacticipant', 'TitleTrackApiEvents', '--app-version', 'def5678', '--to-environment', 'production'];
      const waited = await cli([...args, '--retry-while-unknown', '3', '--retry-interval', '1']);
      expect(waited.code, waited.stderr).toBe(0);
      expect(waited.stdout).toMatch(/^Yes: TitleTrackApi, TitleTrackApiEvents def5678 to production\./);
      const questions = broker.requests.filter((request) => request.path === '/matrix');
      expect(questions).toHaveLength(3);
      expect(questions[0]?.query).toMatchObject({ 'q[][pacticipant]': ['TitleTrackApi', 'TitleTrackApiEvents'], 'q[][version]': ['def5678', 'def5678'] });
    });
    await withBroker({ unknownAnswers: 5 }, async (broker) => {
      const gaveUp = await cli(['broker', 'can-i-deploy', '--broker-url', broker.url, '--app-version', 'abc1234', '--to-environment', 'production', '--retry-while-unknown', '1', '--retry-interval', '1']);
      expect(gaveUp.code).toBe(6);
      expect(gaveUp.stdout).toMatch(/^Unknown after 1 retries: TitleTrackWeb abc1234 to production\./);
      expect(broker.requests.filter((request) => request.path === '/matrix')).toHaveLength(2);
    });
  }, 60_000);

  it('records a deployment and a release of a version the broker knows, for each pacticipant named', async () => {
    await withBroker({}, async (broker) => {
      expect((await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main'])).code).toBe(0);
      const deployed = await cli(['broker', 'record-deployment', '--broker-url', broker.url, '--app-version', 'abc1234', '--environment', 'production', '--application-instance', 'blue']);
      expect(deployed.code, deployed.stderr).toBe(0);
      expect(deployed.stdout).toMatch(/Recorded deployment of TitleTrackWeb version abc1234 to production/);
      const deployment = find(broker, 'POST', '/pacticipants/TitleTrackWeb/versions/abc1234/deployed-versions/environment/e1');
      expect(deployment?.authorization).toBe('Bearer broker-token-1');
      expect(deployment?.body).toMatchObject({ applicationInstance: 'blue' });

      const released = await cli(['broker', 'record-release', '--broker-url', broker.url, '--app-version', 'abc1234', '--environment', 'test', '--json']);
      expect(released.code, released.stderr).toBe(0);
      expect(JSON.parse(released.stdout)).toMatchObject([{ currentlySupported: true }]);
      expect(find(broker, 'POST', '/pacticipants/TitleTrackWeb/versions/abc1234/released-versions/environment/e2')).toBeDefined();

      // A version the broker has never seen is its refusal, said as such (exit 1), and nothing is recorded.
      const before = writes(broker).length;
      const unknown = await cli(['broker', 'record-deployment', '--broker-url', broker.url, '--pacticipant', 'TitleTrackApi', '--app-version', 'never-verified', '--environment', 'production']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/record-deployment failed for TitleTrackApi never-verified .*is that version known to the broker/);
      expect(writes(broker)).toHaveLength(before);
    });
  }, 60_000);

  it('says with --dry-run which deployments it would record, and records none', async () => {
    await withBroker({}, async (broker) => {
      const result = await cli(['broker', 'record-deployment', '--broker-url', broker.url, '--pacticipant', 'TitleTrackApi', '--pacticipant', 'TitleTrackApiEvents', '--app-version', 'def5678', '--environment', 'production', '--dry-run']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toBe(
        'Dry run: would record that TitleTrackApi def5678 is deployed to production, ending the deployment of the version there before. Nothing was sent.\n' +
          'Dry run: would record that TitleTrackApiEvents def5678 is deployed to production, ending the deployment of the version there before. Nothing was sent.\n',
      );
      expect(writes(broker)).toEqual([]);
    });
  }, 30_000);

  it('takes the token from standard input over the environment, and refuses an empty one', async () => {
    await withBroker({}, async (broker) => {
      const piped = await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main', '--broker-token-stdin'], 'piped-token\n');
      expect(piped.code, piped.stderr).toBe(0);
      expect(find(broker, 'POST', '/contracts/publish')?.authorization).toBe('Bearer piped-token');
      const sent = broker.requests.length;
      const empty = await cli(['broker', 'publish', '--broker-url', broker.url, '--consumer-version', 'abc1234', '--branch', 'main', '--broker-token-stdin'], '');
      expect({ code: empty.code, stderr: empty.stderr }).toEqual({ code: 2, stderr: "title-cli: --broker-token-stdin: standard input was empty. (run 'title-cli broker publish --help' for usage)\n" });
      expect(broker.requests).toHaveLength(sent);
    });
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

    await withBroker({}, async (listening) => {
      for (const args of [
        ['broker', 'publish', '--broker-url', listening.url, '--consumer-version', '--help', '--branch', 'main'],
        ['broker', 'can-i-deploy', '--broker-url', listening.url, '--app-version', '-1', '--to-environment', 'production'],
        ['broker', 'can-i-deploy', '--broker-url', listening.url, '--app-version', '1', '--to-environment', 'prod\nuction'],
        ['broker', 'record-deployment', '--broker-url', listening.url, '--app-version', '1', '--environment', '--dry-run'],
        ['broker', 'can-i-deploy', '--broker-url', listening.url, '--app-version', '1', '--to-environment', 'production', '--retry-while-unknown', 'many'],
        ['broker', 'publish', '--broker-url', 'ftp://broker.example', '--consumer-version', '1', '--branch', 'main'],
      ]) {
        const refused = await cli(args);
        expect(refused.code, args.join(' ')).toBe(2);
      }
      expect(listening.requests).toEqual([]);
    });
  }, 90_000);
});
