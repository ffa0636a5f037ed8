import { Option, type Command } from 'commander';
import path from 'node:path';
import { brokerCredentials, checkBrokerInput, withBrokerUrl } from '../lib/broker-connection.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { CLI_DOCS, CONTRACT_DOCS, helpFooter } from '../lib/help-text.ts';
import { wholeNumber } from '../lib/input-checks.ts';
import { printJson } from '../lib/output.ts';
import { jsonDocuments, runPactBroker } from '../lib/pact-broker.ts';
import { pacticipantOption } from '../lib/pacticipants.ts';
import { pactsToPublish } from '../lib/pacts-to-publish.ts';
import { registerBrokerRecords } from './broker-records.ts';

const DOCS = [`${CONTRACT_DOCS}#the-pact-broker-loop`, CLI_DOCS];

interface PublishOptions {
  brokerUrl: string;
  consumerVersion: string;
  branch: string;
  pactFile?: string[];
  dryRun?: boolean;
  json?: boolean;
}

interface CanIDeployOptions {
  brokerUrl: string;
  pacticipant: string[];
  appVersion: string;
  toEnvironment: string;
  retryWhileUnknown: number;
  retryInterval: number;
  json?: boolean;
}

interface CanIDeployAnswer {
  summary?: { deployable?: boolean | null; reason?: string };
}

/** `title-cli broker …`: the Pact Broker loop, driven by the Pact tools' own `pact-broker`. */
export function registerBroker(program: Command): void {
  const broker = program
    .command('broker')
    .description('the Pact Broker loop: publish the pacts, ask can-i-deploy, record deployments and releases (verify --broker-url or --pact-url verifies)')
    .addHelpText('after', helpFooter(['npx title-cli broker publish --consumer-version "$GIT_SHA" --branch "$GIT_BRANCH"', 'npx title-cli broker can-i-deploy --app-version "$GIT_SHA" --to-environment production'], DOCS));

  withBrokerUrl(
    broker
      .command('publish')
      .description("publish the web app's pacts (every pact in contracts/pacts/: the API's and the live feed's) with its version and branch")
      .requiredOption('--consumer-version <version>', "the web app's version, e.g. the git commit")
      .requiredOption('--branch <branch>', "the web app's branch")
      .addOption(new Option('--pact-file <path>', "publish this pact (repeatable; default: every pact in the repository's contracts/pacts/)").argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]))
      .option('--dry-run', 'say what would be published, send nothing')
      .option('--json', "print the broker's answers as JSON"),
  )
    .addHelpText('after', helpFooter(['npx title-cli broker publish --consumer-version "$GIT_SHA" --branch "$GIT_BRANCH"', 'npx title-cli broker publish --consumer-version "$GIT_SHA" --branch main --dry-run'], DOCS))
    .action(async (options: PublishOptions, command: Command) => {
      const pacts = pactsToPublish(options.pactFile);
      const credentials = await brokerCredentials(command);
      await checkBrokerInput(options.brokerUrl, { '--consumer-version': options.consumerVersion, '--branch': options.branch });
      if (options.dryRun) {
        if (options.json) printJson({ dryRun: true, brokerUrl: options.brokerUrl, consumerVersion: options.consumerVersion, branch: options.branch, pacts });
        else {
          console.log(`Dry run: would publish ${pacts.length} pact${pacts.length === 1 ? '' : 's'} to ${options.brokerUrl} as version ${options.consumerVersion} on branch ${options.branch}:`);
          for (const pact of pacts) console.log(`  ${pact.consumer} → ${pact.provider}: ${pact.interactions} ${pact.kind} (${path.relative(process.cwd(), pact.file)})`);
          console.log('Nothing was sent.');
        }
        return;
      }
      const args = ['publish', ...pacts.map((pact) => pact.file), '--consumer-app-version', options.consumerVersion, '--branch', options.branch, '--broker-base-url', options.brokerUrl, ...(options.json ? ['--output', 'json'] : [])];
      const { code, stdout } = await runPactBroker(args, { json: options.json, credentials });
      // pact-broker stops at the first pact the broker refuses; the ones before it stay published.
      if (code !== 0) throw new CliError(`pact-broker publish failed (exit ${code}); publish again once it is fixed (the same version and content are accepted again).`, EXIT.failure);
      if (options.json) printJson(jsonDocuments(stdout));
    });

  withBrokerUrl(
    broker
      .command('can-i-deploy')
      .description('ask the broker whether a version can be deployed to an environment; waits for missing verification results with --retry-while-unknown')
      .addOption(pacticipantOption('the application'))
      .requiredOption('--app-version <version>', "the application's version (--version is title-cli's own)")
      .requiredOption('--to-environment <environment>', 'where it would be deployed, e.g. production')
      .option('--retry-while-unknown <times>', 'ask again this many times while a verification result is missing (pact-broker --retry-while-unknown)', wholeNumber('--retry-while-unknown', 0, 1000), 0)
      .option('--retry-interval <seconds>', 'seconds between those questions (pact-broker --retry-interval)', wholeNumber('--retry-interval', 1, 3600), 10)
      .option('--json', "print the broker's answer as JSON"),
  )
    .addHelpText(
      'after',
      helpFooter(
        [
          'npx title-cli broker can-i-deploy --app-version "$GIT_SHA" --to-environment production',
          'npx title-cli broker can-i-deploy --pacticipant TitleTrackApi --pacticipant TitleTrackApiEvents --app-version "$GIT_SHA" --to-environment production --retry-while-unknown 30 --retry-interval 10',
        ],
        DOCS,
      ),
    )
    .action(async (options: CanIDeployOptions, command: Command) => {
      const credentials = await brokerCredentials(command);
      await checkBrokerInput(options.brokerUrl, { '--pacticipant': options.pacticipant, '--app-version': options.appVersion, '--to-environment': options.toEnvironment });
      const args = [
        'can-i-deploy',
        ...options.pacticipant.flatMap((name) => ['--pacticipant', name, '--version', options.appVersion]),
        '--to-environment',
        options.toEnvironment,
        '--retry-while-unknown',
        String(options.retryWhileUnknown),
        '--retry-interval',
        String(options.retryInterval),
        '--broker-base-url',
        options.brokerUrl,
        // Always JSON from pact-broker: its exit code is 1 both for "no" and for its own failures.
        '--output',
        'json',
      ];
      // pact-broker says nothing while it waits: say how long it may take.
      if (options.retryWhileUnknown > 0) {
        console.error(`While a verification result is missing, asking again up to ${options.retryWhileUnknown} times, every ${options.retryInterval} s.`);
      }
      // A "no" is an answer, not a failure to relay.
      const { code, stdout } = await runPactBroker(args, { json: true, credentials, failureOnStderr: false });
      const answer = jsonDocuments(stdout).at(-1) as CanIDeployAnswer | undefined;
      if (!answer?.summary) throw new CliError(`The broker gave no can-i-deploy answer (pact-broker exit ${code}).`, EXIT.failure);
      const deployable = answer.summary.deployable;
      const what = `${options.pacticipant.join(', ')} ${options.appVersion} to ${options.toEnvironment}`;
      const verdict = deployable === true ? 'Yes' : deployable === false ? 'No' : `Unknown${options.retryWhileUnknown > 0 ? ` after ${options.retryWhileUnknown} retries` : ' (--retry-while-unknown waits for it)'}`;
      if (options.json) printJson(answer);
      else console.log(`${verdict}: ${what}. ${answer.summary.reason ?? ''}`.trim());
      if (deployable !== true) {
        const refusal = new CliError(`${what} cannot be deployed${deployable === false ? '' : ' yet: a verification result is missing'}.`, EXIT.notDeployable);
        refusal.reportedAsJson = options.json === true;
        throw refusal;
      }
    });

  registerBrokerRecords(broker, DOCS);
}
