import type { ConsumerVersionSelector, VerifierOptions } from '@pact-foundation/pact-core';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { EVENTS_PROVIDER, PACT_FILE, PROVIDER } from '../../contracts/pact-names.ts';
import type { BrokerCredentials } from './broker-connection.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { requireHttpUrl, requirePlainValue, requireReachableBroker } from './input-checks.ts';
import { runVerification, type Report } from './run-verification.ts';

/** Publishing a verification's results to the broker the pacts came from. */
interface Publication {
  publish: boolean;
  providerVersion?: string;
  providerBranch?: string;
}

/** Where the pacts come from: a broker, with the selectors and publishing of a provider's CI. */
export interface BrokerSource extends BrokerCredentials, Publication {
  url: string;
  consumerVersionSelectors: ConsumerVersionSelector[];
  enablePending: boolean;
  includeWipPactsSince?: string;
}

/** One pact at a broker's URL, as a webhook passes it (`${pactbroker.pactUrl}`). */
export interface PactUrlSource extends BrokerCredentials, Publication {
  url: string;
  /** The broker the credentials are for (--broker-url or PACT_BROKER_BASE_URL): they go nowhere else. */
  brokerUrl?: string;
}

export interface VerifyOptions {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  pactFile?: string;
  broker?: BrokerSource;
  pactUrl?: PactUrlSource;
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

function credentialOptions(source: BrokerCredentials): Partial<VerifierOptions> {
  return {
    ...(source.token ? { pactBrokerToken: source.token } : {}),
    ...(source.username ? { pactBrokerUsername: source.username, pactBrokerPassword: source.password ?? '' } : {}),
  };
}

function publicationOptions(source: Publication): Partial<VerifierOptions> {
  return {
    // pact-core requires a provider version whenever this option is present, even false.
    ...(source.publish ? { publishVerificationResult: true } : {}),
    ...(source.providerVersion ? { providerVersion: source.providerVersion } : {}),
    ...(source.providerBranch ? { providerVersionBranch: source.providerBranch } : {}),
  };
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
  // A pact URL: the verifier fetches it with the broker's credentials, and publishes the results
  // to the link the broker put in that pact.
  if (options.pactUrl) return { ...common, pactUrls: [options.pactUrl.url], ...credentialOptions(options.pactUrl), ...publicationOptions(options.pactUrl) };
  const broker = options.broker;
  if (!broker) return { ...common, pactUrls: [options.pactFile ?? PACT_FILE] };
  return {
    ...common,
    pactBrokerUrl: broker.url,
    ...credentialOptions(broker),
    consumerVersionSelectors: broker.consumerVersionSelectors,
    enablePending: broker.enablePending,
    ...(broker.includeWipPactsSince ? { includeWipPactsSince: broker.includeWipPactsSince } : {}),
    ...publicationOptions(broker),
  };
}

function checkPublication(source: Publication): void {
  if (source.publish && !source.providerVersion) throw new CliError('Publishing results needs --provider-version <version> (e.g. the git commit).', EXIT.usage);
  requirePlainValue('--provider-version', source.providerVersion);
  requirePlainValue('--provider-branch', source.providerBranch);
}

/**
 * The provider a broker's pact URL names (`/pacts/provider/<name>/consumer/…`): the live feed's
 * message pact is verified by the backend's message test, not against its HTTP API.
 */
function checkPactUrl(url: string): void {
  requireHttpUrl('--pact-url', url);
  const named = /\/pacts\/provider\/([^/]+)\//.exec(new URL(url).pathname)?.[1];
  const provider = named === undefined ? undefined : decodeURIComponent(named);
  if (provider === EVENTS_PROVIDER) {
    throw new CliError(
      `${url} is the live feed's message pact (${EVENTS_PROVIDER}): verify it with your Pact library's message verification (docs/contracts.md#the-live-feeds-message-pact), not against the HTTP API.`,
      EXIT.usage,
    );
  }
  if (provider !== undefined && provider !== PROVIDER) throw new CliError(`${url} is a pact for ${provider}; title-cli verify verifies ${PROVIDER}.`, EXIT.usage);
}

/**
 * Verifies a running provider against the pact file, the broker's pacts or one pact URL; rejects
 * when any interaction that can fail the build fails, and resolves with the verifier's report
 * otherwise.
 */
export async function verifyProvider(options: VerifyOptions): Promise<Report | null> {
  requireHttpUrl('--provider-base-url', options.providerBaseUrl);
  requireHttpUrl('--provider-states-setup-url', options.providerStatesSetupUrl);
  if (options.pactUrl) {
    checkPactUrl(options.pactUrl.url);
    checkPublication(options.pactUrl);
    // The broker's token or password goes only to the broker: a pact URL elsewhere (a mistyped
    // webhook, a hostile one) would otherwise receive it with the request for the pact.
    const { url, brokerUrl, token, username, password } = options.pactUrl;
    if (token || username || password) requireBrokerOrigin(url, brokerUrl);
    await requireReachableBroker(options.pactUrl.url);
  } else if (options.broker) {
    requireHttpUrl('--broker-url', options.broker.url);
    checkPublication(options.broker);
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

function requireBrokerOrigin(pactUrl: string, brokerUrl: string | undefined): void {
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  if (!brokerUrl) throw new CliError('--pact-url with broker credentials needs --broker-url (or PACT_BROKER_BASE_URL): the credentials go only to that broker.', EXIT.usage);
  if (origin(pactUrl) !== origin(brokerUrl)) {
    throw new CliError(`--pact-url is on ${origin(pactUrl) ?? 'no valid address'}, not on the broker ${origin(brokerUrl) ?? brokerUrl}: the broker's credentials are not sent elsewhere.`, EXIT.usage);
  }
}
