// A backend team's Pact Broker loop, run against the broker recorder and the mock API standing in
// for their service, printed as a terminal would show it (docs/contracts.md#the-pact-broker-loop).
// Run from the repository: PATH=node_modules/.bin:$PATH node cli/testing/broker-loop-transcript.ts
import { spawn } from 'node:child_process';
import path from 'node:path';
import { EVENTS_PACT_FILE, PACT_FILE } from '../../contracts/pact-names.ts';
import { startMockProvider } from '../../contracts/provider/mock-provider.ts';
import { startBrokerRecorder } from './broker-recorder.ts';

const bin = path.resolve('cli/bin.js');
const TOKEN = 'broker-token-of-the-backend-ci';

const broker = await startBrokerRecorder({ pactFile: PACT_FILE, eventsPactFile: EVENTS_PACT_FILE, deployable: true, unknownAnswers: 1 });
let backend = await startMockProvider();
const shown: Record<string, string> = { [broker.url]: '$PACT_BROKER_BASE_URL', [backend.url]: '$BACKEND' };

/** Each CI run starts the service afresh: a verification's provider states leave data behind. */
async function restartBackend(): Promise<void> {
  await backend.close();
  backend = await startMockProvider();
  shown[backend.url] = '$BACKEND';
}
const readable = (text: string) => Object.entries(shown).reduce((out, [value, name]) => out.split(value).join(name), text);

/** Runs `npx title-cli <args>` (piping `input`), and prints the command and what it printed. */
async function step(args: string[], { input, pipeFrom }: { input?: string; pipeFrom?: string } = {}): Promise<void> {
  const quoted = args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg}'`)).join(' ');
  console.log(`\n$ ${pipeFrom ? `${pipeFrom} | ` : ''}npx title-cli ${readable(quoted)}`);
  const child = spawn(process.execPath, [bin, ...args], { env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_BROKER_BASE_URL: broker.url, PACT_BROKER_TOKEN: TOKEN } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stdin.end(input ?? '');
  const code = await new Promise<number>((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  // The verifier's report names each of the 64 interactions: its start and end tell the story.
  const lines = readable(output).replace(/\n+$/, '').split('\n');
  const shown = lines.length > VERIFIER_REPORT_LINES ? [...lines.slice(0, 12), `[… ${lines.length - 16} more lines of the verifier's report …]`, ...lines.slice(-4)] : lines;
  console.log(`${shown.join('\n')}\n[exit ${code}]`);
}

/** Past this many lines, an output is shortened. */
const VERIFIER_REPORT_LINES = 40;
const comment = (...lines: string[]) => console.log(`\n${lines.map((line) => `# ${line}`).join('\n')}`);
const states = () => `${backend.url}/_pact/provider-states`;
const version = '9f8e7d6';

console.log(`# PACT_BROKER_BASE_URL=${broker.url} (the broker recorder), BACKEND=${backend.url} (the mock API standing in for the service)`);
console.log('# PACT_BROKER_TOKEN is set in the environment, as a CI sets a secret');

comment("The web app's CI publishes both pacts (the API's and the live feed's messages)");
await step(['broker', 'publish', '--consumer-version', '1a2b3c4', '--branch', 'main']);

comment("The backend's CI: verify the pacts the broker selects, and publish the results");
await step(['verify', '--provider-base-url', backend.url, '--provider-states-setup-url', states(), '--publish', '--provider-version', version, '--provider-branch', 'main']);

comment("A broker webhook (contract_requiring_verification_published) starts a build with the changed pact's URL");
await restartBackend();
await step(['verify', '--provider-base-url', backend.url, '--provider-states-setup-url', states(), '--pact-url', broker.pactUrl('TitleTrackApi'), '--publish', '--provider-version', version, '--provider-branch', 'main', '--broker-token-stdin'], {
  input: `${TOKEN}\n`,
  pipeFrom: `printf '%s\\n' "$PACT_BROKER_TOKEN"`,
});

comment(
  "The live feed's message pact is verified by the backend's own message test, which publishes its",
  'results as TitleTrackApiEvents; here a POST of such a result stands in for it. title-cli verify',
  'refuses that pact URL and says where it is verified:',
);
await fetch(`${broker.url}/pacts/provider/TitleTrackApiEvents/consumer/TitleTrackWeb/pact-version/def456/verification-results`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
  body: JSON.stringify({ success: true, providerApplicationVersion: version }),
});
await step(['verify', '--provider-base-url', backend.url, '--pact-url', broker.pactUrl('TitleTrackApiEvents')]);

comment('Before deploying: can both of the backend\'s pacticipants go to production? (the first answer is "unknown")');
await step(['broker', 'can-i-deploy', '--pacticipant', 'TitleTrackApi', '--pacticipant', 'TitleTrackApiEvents', '--app-version', version, '--to-environment', 'production', '--retry-while-unknown', '3', '--retry-interval', '2']);

comment('After deploying: what would be recorded, then record it');
await step(['broker', 'record-deployment', '--pacticipant', 'TitleTrackApi', '--pacticipant', 'TitleTrackApiEvents', '--app-version', version, '--environment', 'production', '--dry-run']);
await step(['broker', 'record-deployment', '--pacticipant', 'TitleTrackApi', '--pacticipant', 'TitleTrackApiEvents', '--app-version', version, '--environment', 'production']);

comment('A version released beside earlier ones (an SDK, an installed app) is recorded as a release');
await step(['broker', 'record-release', '--pacticipant', 'TitleTrackApi', '--app-version', version, '--environment', 'test']);

comment('What reached the broker:');
for (const request of broker.requests) console.log(`#   ${request.method} ${request.path}${request.authorization ? `  (${request.authorization === `Bearer ${TOKEN}` ? 'Bearer $PACT_BROKER_TOKEN' : request.authorization})` : ''}`);

await backend.close();
await broker.close();
