import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Option, type Command } from 'commander';
import { CONSUMER, PACT_FILE } from '../../contracts/pact-names.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { requireHttpUrl, requirePlainValue, requireReachableBroker } from '../lib/input-checks.ts';
import { forStream } from '../lib/output.ts';

/** The Pact tools' own broker client (@pact-foundation/pact-cli), not one of ours. */
function pactBrokerBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@pact-foundation/pact-cli/package.json')), 'bin', 'pact-broker.js');
}

/** Runs `pact-broker <args>`; its output passes through without colour codes unless wanted. */
export async function runPactBroker(args: string[], { json = false, env = {} as Record<string, string> } = {}): Promise<{ code: number; stdout: string }> {
  const child = spawn(process.execPath, [pactBrokerBin(), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, PACT_DO_NOT_TRACK: 'true' } });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    if (!json) process.stdout.write(forStream(chunk.toString('utf8')));
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(forStream(chunk.toString('utf8'), process.stderr)));
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  return { code, stdout };
}

interface CanIDeployAnswer {
  summary?: { deployable?: boolean | null; reason?: string };
}

function parseAnswer(stdout: string): CanIDeployAnswer | null {
  try {
    return JSON.parse(stdout) as CanIDeployAnswer;
  } catch {
    return null;
  }
}

interface BrokerConnection {
  brokerUrl: string;
  brokerToken?: string;
  brokerUsername?: string;
  brokerPassword?: string;
}

/** Checks what goes to pact-broker before it runs: usage errors are ours to name (exit 2), and an unreachable broker is said at once. */
async function checkConnection(options: BrokerConnection, values: Record<string, string | undefined>): Promise<void> {
  requireHttpUrl('--broker-url', options.brokerUrl);
  for (const [option, value] of Object.entries(values)) requirePlainValue(option, value);
  await requireReachableBroker(options.brokerUrl);
}

function connectionArgs(options: BrokerConnection): string[] {
  return ['--broker-base-url', options.brokerUrl];
}

/** The broker's credentials for pact-broker, in its environment: on its command line every local user could read them (ps). */
function connectionEnv(options: BrokerConnection): Record<string, string> {
  return {
    ...(options.brokerToken ? { PACT_BROKER_TOKEN: options.brokerToken } : {}),
    ...(options.brokerUsername ? { PACT_BROKER_USERNAME: options.brokerUsername, PACT_BROKER_PASSWORD: options.brokerPassword ?? '' } : {}),
  };
}

function withConnection(command: Command): Command {
  return command
    .addOption(new Option('--broker-url <url>', "the Pact Broker's base URL").env('PACT_BROKER_BASE_URL').makeOptionMandatory())
    .addOption(new Option('--broker-token <token>', 'bearer token for the broker').env('PACT_BROKER_TOKEN'))
    .addOption(new Option('--broker-username <name>', 'basic-auth user for the broker').env('PACT_BROKER_USERNAME'))
    .addOption(new Option('--broker-password <password>', 'basic-auth password for the broker').env('PACT_BROKER_PASSWORD'));
}

export function registerBroker(program: Command): void {
  const broker = program.command('broker').description('Pact Broker workflow: publish the pact, ask can-i-deploy (verify --broker-url verifies from the broker)');

  withConnection(
    broker
      .command('publish')
      .description("publish the web app's pact with its version and branch")
      .requiredOption('--consumer-version <version>', "the web app's version, e.g. the git commit")
      .requiredOption('--branch <branch>', "the web app's branch")
      .option('--pact-file <path>', 'the pact file', PACT_FILE)
      .option('--json', "print the broker's answer as JSON"),
  ).action(async (options: BrokerConnection & { consumerVersion: string; branch: string; pactFile: string; json?: boolean }) => {
    if (!existsSync(options.pactFile)) throw new CliError(`There is no pact file ${options.pactFile}; run npm run test:contracts to write it, or give --pact-file.`, EXIT.notFound);
    await checkConnection(options, { '--consumer-version': options.consumerVersion, '--branch': options.branch });
    const args = ['publish', options.pactFile, '--consumer-app-version', options.consumerVersion, '--branch', options.branch, ...connectionArgs(options), ...(options.json ? ['--output', 'json'] : [])];
    const { code, stdout } = await runPactBroker(args, { json: options.json, env: connectionEnv(options) });
    if (code !== 0) throw new CliError(`pact-broker publish failed (exit ${code}).`, EXIT.failure);
    if (options.json) process.stdout.write(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
  });

  withConnection(
    broker
      .command('can-i-deploy')
      .description('ask the broker whether a version can be deployed to an environment')
      .option('--pacticipant <name>', 'the application', CONSUMER)
      .requiredOption('--app-version <version>', "the application's version (--version is title-cli's own)")
      .requiredOption('--to-environment <environment>', 'where it would be deployed, e.g. production')
      .option('--json', "print the broker's answer as JSON"),
  ).action(async (options: BrokerConnection & { pacticipant: string; appVersion: string; toEnvironment: string; json?: boolean }) => {
    await checkConnection(options, { '--pacticipant': options.pacticipant, '--app-version': options.appVersion, '--to-environment': options.toEnvironment });
    const args = [
      'can-i-deploy',
      '--pacticipant',
      options.pacticipant,
      '--version',
      options.appVersion,
      '--to-environment',
      options.toEnvironment,
      ...connectionArgs(options),
      // Always JSON from pact-broker: its exit code is 1 both for "no" and for its own failures.
      '--output',
      'json',
    ];
    const { code, stdout } = await runPactBroker(args, { json: true, env: connectionEnv(options) });
    const answer = parseAnswer(stdout);
    if (!answer?.summary) throw new CliError(`The broker gave no can-i-deploy answer (pact-broker exit ${code}).`, EXIT.failure);
    const deployable = answer.summary.deployable === true;
    if (options.json) process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    else console.log(`${deployable ? 'Yes' : 'No'}: ${options.pacticipant} ${options.appVersion} to ${options.toEnvironment}. ${answer.summary.reason ?? ''}`.trim());
    if (!deployable) {
      const refusal = new CliError(`${options.pacticipant} ${options.appVersion} cannot be deployed to ${options.toEnvironment}.`, EXIT.notDeployable);
      refusal.reportedAsJson = options.json === true;
      throw refusal;
    }
  });
}
