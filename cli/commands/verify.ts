import type { ConsumerVersionSelector } from '@pact-foundation/pact-core';
import { Option, type Command } from 'commander';
import { PACT_FILE, PROVIDER } from '../../contracts/pact-names.ts';
import { UNPRINTABLE } from '../../mock-api/index.ts';
import { brokerCredentials, withBrokerCredentials } from '../lib/broker-connection.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { CLI_DOCS, CONTRACT_DOCS, helpFooter } from '../lib/help-text.ts';
import { printJson } from '../lib/output.ts';
import { verifyProvider, type BrokerSource, type PactUrlSource } from '../lib/provider-verification.ts';
import { summarisePending, type Report } from '../lib/run-verification.ts';

export { verifierOptions, verifyProvider, type BrokerSource, type PactUrlSource, type VerifyOptions } from '../lib/provider-verification.ts';

function parseHeader(value: string, previous: Record<string, string>): Record<string, string> {
  const separator = value.indexOf(':');
  if (separator <= 0) throw new CliError(`--header must look like "Name: value" (got "${value}")`, EXIT.usage);
  // A line break would smuggle a second header (or a request) into every verified request.
  if (UNPRINTABLE.test(value)) throw new CliError(`--header cannot hold line breaks or control characters (got ${JSON.stringify(value)})`, EXIT.usage);
  return { ...previous, [value.slice(0, separator).trim()]: value.slice(separator + 1).trim() };
}

function parseSelectors(value: string): ConsumerVersionSelector[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'object' && item !== null)) return parsed as ConsumerVersionSelector[];
  } catch {
    // reported below
  }
  throw new CliError(`--consumer-version-selectors must be a JSON array of selectors, e.g. '[{"mainBranch":true}]' (got ${value})`, EXIT.usage);
}

/** Pact's recommended selectors for a provider's CI: the consumer's main branch and what is deployed or released. */
export const DEFAULT_SELECTORS: ConsumerVersionSelector[] = [{ mainBranch: true }, { deployedOrReleased: true }, { matchingBranch: true }];

interface VerifyCommandOptions {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  pactFile: string;
  pactUrl?: string;
  header: Record<string, string>;
  brokerUrl?: string;
  consumerVersionSelectors: ConsumerVersionSelector[];
  pending: boolean;
  includeWipPactsSince?: string;
  publish: boolean;
  providerVersion?: string;
  providerBranch?: string;
  json?: boolean;
}

/** Options that choose the broker's pacts, which one pact URL has no use for. */
function refuseSelectionWithPactUrl(options: VerifyCommandOptions, command: Command): void {
  const given = [
    command.getOptionValueSource('pactFile') === 'cli' ? '--pact-file' : null,
    command.getOptionValueSource('consumerVersionSelectors') === 'cli' ? '--consumer-version-selectors' : null,
    options.includeWipPactsSince !== undefined ? '--include-wip-pacts-since' : null,
  ].filter((option) => option !== null);
  if (given.length > 0) throw new CliError(`--pact-url verifies that one pact; ${given.join(' and ')} choose${given.length === 1 ? 's' : ''} others. Drop one or the other.`, EXIT.usage);
}

export function registerVerify(program: Command): void {
  const verify = program
    .command('verify')
    .description('verify a provider (the mock API or a real backend) against the committed pact, the pacts a Pact Broker selects, or one pact URL a broker webhook passes')
    .requiredOption('--provider-base-url <url>', 'where the provider answers, e.g. http://localhost:4200')
    .option('--provider-states-setup-url <url>', "the provider's state set-up URL (POST {state, params, action})")
    .addOption(new Option('--pact-file <path>', 'the pact file to verify (without --broker-url or --pact-url)').default(PACT_FILE, "the repository's contracts/pacts/TitleTrackWeb-TitleTrackApi.json"))
    .option('--pact-url <url>', 'verify this one pact from a broker, as a webhook passes it (${pactbroker.pactUrl}); results go to that broker with --publish')
    .addOption(new Option('--header <name: value>', 'extra header on every request (repeatable)').argParser(parseHeader).default({}, 'none'))
    .addOption(new Option('--broker-url <url>', 'verify the pacts a Pact Broker selects instead of the file').env('PACT_BROKER_BASE_URL'));
  withBrokerCredentials(verify)
    .option('--consumer-version-selectors <json>', 'which consumer versions to verify (JSON array)', parseSelectors, DEFAULT_SELECTORS)
    .option('--no-pending', 'fail on pending pacts too (by default a pact this provider never passed cannot fail its build)')
    .option('--include-wip-pacts-since <date>', 'also verify work-in-progress pacts published since this date (YYYY-MM-DD)')
    .option('--publish', 'publish the results to the broker (needs --provider-version)', false)
    .option('--provider-version <version>', "the provider's version, e.g. its git commit")
    .option('--provider-branch <branch>', "the provider's branch")
    .option('--json', 'print the outcome as JSON')
    .addHelpText(
      'after',
      helpFooter(
        [
          'npx title-cli verify --provider-base-url http://localhost:8080 --provider-states-setup-url http://localhost:8080/_pact/provider-states',
          'npx title-cli verify --provider-base-url http://localhost:8080 --provider-states-setup-url http://localhost:8080/_pact/provider-states --broker-url "$PACT_BROKER_BASE_URL" --publish --provider-version "$GIT_SHA" --provider-branch "$GIT_BRANCH"',
          'npx title-cli verify --provider-base-url http://localhost:8080 --provider-states-setup-url http://localhost:8080/_pact/provider-states --pact-url "$PACT_URL" --publish --provider-version "$GIT_SHA"',
        ],
        [`${CONTRACT_DOCS}#the-pact-broker-loop`, CLI_DOCS],
      ),
    )
    .action(async (options: VerifyCommandOptions, command: Command) => {
      if (options.includeWipPactsSince !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.includeWipPactsSince)) {
        throw new CliError(`--include-wip-pacts-since must be a date YYYY-MM-DD (got "${options.includeWipPactsSince}")`, EXIT.usage);
      }
      if (options.pactUrl !== undefined) refuseSelectionWithPactUrl(options, command);
      else if (!options.brokerUrl && (options.publish || options.includeWipPactsSince)) {
        throw new CliError('--publish and --include-wip-pacts-since need --broker-url (or PACT_BROKER_BASE_URL), or --pact-url for --publish.', EXIT.usage);
      }
      const credentials = options.pactUrl !== undefined || options.brokerUrl ? await brokerCredentials(command) : {};

      const publication = { publish: options.publish, providerVersion: options.providerVersion, providerBranch: options.providerBranch };
      // A pact URL is the one pact to verify, even where PACT_BROKER_BASE_URL is set for the CI.
      const pactUrl: PactUrlSource | undefined = options.pactUrl !== undefined ? { url: options.pactUrl, brokerUrl: options.brokerUrl, ...credentials, ...publication } : undefined;
      const broker: BrokerSource | undefined =
        !pactUrl && options.brokerUrl
          ? {
              url: options.brokerUrl,
              ...credentials,
              consumerVersionSelectors: options.consumerVersionSelectors,
              enablePending: options.pending,
              includeWipPactsSince: options.includeWipPactsSince,
              ...publication,
            }
          : undefined;
      const source = pactUrl?.url ?? broker?.url ?? options.pactFile;
      const published = (pactUrl ?? broker)?.publish ?? false;
      let report: Report | null;
      try {
        report = await verifyProvider({ ...options, headers: options.header, broker, pactUrl, quiet: options.json === true });
      } catch (error) {
        // A script reading --json gets an answer on stdout for a failure too (exit code 5 still).
        if (options.json && error instanceof CliError && error.exitCode === EXIT.verificationFailed) {
          printJson({ verified: false, provider: PROVIDER, providerBaseUrl: options.providerBaseUrl, source, summary: error.message });
          error.reportedAsJson = true;
        }
        throw error;
      }
      const pendingFailures = report?.pendingErrors?.length ?? 0;
      const pending = summarisePending(report);
      if (options.json) {
        printJson({ verified: true, provider: PROVIDER, providerBaseUrl: options.providerBaseUrl, source, published, pendingFailures, ...(pending ? { pendingSummary: pending } : {}) });
      } else if (pending) {
        console.log(`${options.providerBaseUrl} honours every interaction that can fail this build in ${source}; ${pending}`);
      } else {
        console.log(`${options.providerBaseUrl} honours every interaction in ${source}`);
      }
    });
}

