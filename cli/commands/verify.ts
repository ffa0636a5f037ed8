import type { ConsumerVersionSelector, VerifierOptions } from '@pact-foundation/pact-core';
import { Option, type Command } from 'commander';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { PACT_FILE, PROVIDER } from '../../contracts/pact-names.ts';
import { CliError, EXIT } from '../lib/exit-codes.ts';
import { requireHttpUrl, requirePlainValue, requireReachableBroker } from '../lib/input-checks.ts';
import { UNPRINTABLE } from '../../mock-api/index.ts';
import { printJson } from '../lib/output.ts';
import { runVerification, summarisePending, type Report } from '../lib/run-verification.ts';

/** Where the pacts come from: a broker, with the selectors and publishing of a provider's CI. */
export interface BrokerSource {
  url: string;
  token?: string;
  username?: string;
  password?: string;
  consumerVersionSelectors: ConsumerVersionSelector[];
  enablePending: boolean;
  includeWipPactsSince?: string;
  publish: boolean;
  providerVersion?: string;
  providerBranch?: string;
}

export interface VerifyOptions {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  pactFile?: string;
  broker?: BrokerSource;
  /** Extra headers for every request, e.g. a gateway subscription key. */
  headers?: Record<string, string>;
  /** No relayed verifier report (the summary still comes with a failure). */
  quiet?: boolean;
}

interface PactInteractions {
  interactions: { providerStates?: unknown[] }[];
}

/**
 * The pact file read before anything runs: a file that is not a pact (cut off, a folder, no
 * interactions) is refused as bad input, never "verified" nor reported as a provider's failure.
 */
function readPactFile(pactFile: string): PactInteractions {
  if (!existsSync(pactFile)) throw new CliError(`No pact file at ${pactFile}; run "npm run test:contracts" first.`, EXIT.notFound);
  if (!statSync(pactFile).isFile()) throw new CliError(`${pactFile} is not a file; --pact-file names a pact (JSON) file.`, EXIT.usage);
  let pact: unknown;
  try {
    pact = JSON.parse(readFileSync(pactFile, 'utf8'));
  } catch {
    throw new CliError(`${pactFile} is not JSON: is it a pact file, complete?`, EXIT.usage);
  }
  const interactions = (pact as { interactions?: unknown }).interactions;
  if (!Array.isArray(interactions) || interactions.length === 0 || !interactions.every((entry) => typeof entry === 'object' && entry !== null)) {
    throw new CliError(`${pactFile} has no interactions to verify.`, EXIT.usage);
  }
  return { interactions: interactions as PactInteractions['interactions'] };
}

/** The pact's provider states, so a missing set-up URL is named before anything runs. */
function hasProviderStates(pact: PactInteractions): boolean {
  return pact.interactions.some((interaction) => Array.isArray(interaction.providerStates) && interaction.providerStates.length > 0);
}

/** The pact-core verifier options: pact-core does the broker's part (selectors, pending, WIP, publishing). */
export function verifierOptions(options: VerifyOptions): VerifierOptions {
  const common: VerifierOptions = {
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    ...(options.providerStatesSetupUrl ? { providerStatesSetupUrl: options.providerStatesSetupUrl } : {}),
    ...(options.headers && Object.keys(options.headers).length > 0 ? { customProviderHeaders: options.headers } : {}),
    logLevel: 'warn',
  };
  const broker = options.broker;
  if (!broker) return { ...common, pactUrls: [options.pactFile ?? PACT_FILE] };
  return {
    ...common,
    pactBrokerUrl: broker.url,
    ...(broker.token ? { pactBrokerToken: broker.token } : {}),
    ...(broker.username ? { pactBrokerUsername: broker.username, pactBrokerPassword: broker.password ?? '' } : {}),
    consumerVersionSelectors: broker.consumerVersionSelectors,
    enablePending: broker.enablePending,
    ...(broker.includeWipPactsSince ? { includeWipPactsSince: broker.includeWipPactsSince } : {}),
    // pact-core requires a provider version whenever this option is present, even false.
    ...(broker.publish ? { publishVerificationResult: true } : {}),
    ...(broker.providerVersion ? { providerVersion: broker.providerVersion } : {}),
    ...(broker.providerBranch ? { providerVersionBranch: broker.providerBranch } : {}),
  };
}

/**
 * Verifies a running provider against the pact file or the broker's pacts; rejects when any
 * interaction that can fail the build fails, and resolves with the verifier's report otherwise.
 */
export async function verifyProvider(options: VerifyOptions): Promise<Report | null> {
  requireHttpUrl('--provider-base-url', options.providerBaseUrl);
  requireHttpUrl('--provider-states-setup-url', options.providerStatesSetupUrl);
  requireHttpUrl('--broker-url', options.broker?.url);
  if (options.broker) {
    if (options.broker.publish && !options.broker.providerVersion) {
      throw new CliError('Publishing results needs --provider-version <version> (e.g. the git commit).', EXIT.usage);
    }
    requirePlainValue('--provider-version', options.broker.providerVersion);
    requirePlainValue('--provider-branch', options.broker.providerBranch);
    await requireReachableBroker(options.broker.url);
  } else {
    const pact = readPactFile(options.pactFile ?? PACT_FILE);
    if (!options.providerStatesSetupUrl && hasProviderStates(pact)) {
      throw new CliError(
        `The pact's interactions need provider states: give --provider-states-setup-url <url> (the mock API serves /_pact/provider-states with MOCK_PROVIDER_STATES=on).`,
        EXIT.usage,
      );
    }
  }
  // pact-core's verifier directly (not pact-js's Verifier, whose proxy re-encodes form bodies as
  // JSON and breaks the broker's OAuth2 token request), in a child so its report can be cleaned.
  return runVerification(verifierOptions(options), { quiet: options.quiet });
}

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
  header: Record<string, string>;
  brokerUrl?: string;
  brokerToken?: string;
  brokerUsername?: string;
  brokerPassword?: string;
  consumerVersionSelectors: ConsumerVersionSelector[];
  pending: boolean;
  includeWipPactsSince?: string;
  publish: boolean;
  providerVersion?: string;
  providerBranch?: string;
  json?: boolean;
}

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description('verify a provider (the mock API or a real backend) against the committed pact, or against the pacts a Pact Broker selects')
    .requiredOption('--provider-base-url <url>', 'where the provider answers, e.g. http://localhost:4200')
    .option('--provider-states-setup-url <url>', "the provider's state set-up URL (POST {state, params, action})")
    .option('--pact-file <path>', 'the pact file to verify (without --broker-url)', PACT_FILE)
    .option('--header <name: value>', 'extra header on every request (repeatable)', parseHeader, {})
    .addOption(new Option('--broker-url <url>', 'verify the pacts a Pact Broker selects instead of the file').env('PACT_BROKER_BASE_URL'))
    .addOption(new Option('--broker-token <token>', 'bearer token for the broker').env('PACT_BROKER_TOKEN'))
    .addOption(new Option('--broker-username <name>', 'basic-auth user for the broker').env('PACT_BROKER_USERNAME'))
    .addOption(new Option('--broker-password <password>', 'basic-auth password for the broker').env('PACT_BROKER_PASSWORD'))
    .option('--consumer-version-selectors <json>', 'which consumer versions to verify (JSON array)', parseSelectors, DEFAULT_SELECTORS)
    .option('--no-pending', 'fail on pending pacts too (by default a pact this provider never passed cannot fail its build)')
    .option('--include-wip-pacts-since <date>', 'also verify work-in-progress pacts published since this date (YYYY-MM-DD)')
    .option('--publish', "publish the results to the broker (needs --provider-version)", false)
    .option('--provider-version <version>', "the provider's version, e.g. its git commit")
    .option('--provider-branch <branch>', "the provider's branch")
    .option('--json', 'print the outcome as JSON')
    .action(async (options: VerifyCommandOptions) => {
      if (options.includeWipPactsSince !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(options.includeWipPactsSince)) {
        throw new CliError(`--include-wip-pacts-since must be a date YYYY-MM-DD (got "${options.includeWipPactsSince}")`, EXIT.usage);
      }
      if (!options.brokerUrl && (options.publish || options.includeWipPactsSince)) {
        throw new CliError('--publish and --include-wip-pacts-since need --broker-url (or PACT_BROKER_BASE_URL).', EXIT.usage);
      }
      const broker: BrokerSource | undefined = options.brokerUrl
        ? {
            url: options.brokerUrl,
            token: options.brokerToken,
            username: options.brokerUsername,
            password: options.brokerPassword,
            consumerVersionSelectors: options.consumerVersionSelectors,
            enablePending: options.pending,
            includeWipPactsSince: options.includeWipPactsSince,
            publish: options.publish,
            providerVersion: options.providerVersion,
            providerBranch: options.providerBranch,
          }
        : undefined;
      const source = broker ? broker.url : options.pactFile;
      let report: Report | null;
      try {
        report = await verifyProvider({ ...options, headers: options.header, broker, quiet: options.json === true });
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
        printJson({ verified: true, provider: PROVIDER, providerBaseUrl: options.providerBaseUrl, source, published: broker?.publish ?? false, pendingFailures, ...(pending ? { pendingSummary: pending } : {}) });
      } else if (pending) {
        console.log(`${options.providerBaseUrl} honours every interaction that can fail this build in ${source}; ${pending}`);
      } else {
        console.log(`${options.providerBaseUrl} honours every interaction in ${source}`);
      }
    });
}
