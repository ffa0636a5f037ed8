import { Option, type Command } from 'commander';
import { CliError, EXIT } from './exit-codes.ts';
import { requireHttpUrl, requirePlainValue, requireReachableBroker } from './input-checks.ts';
import { readSecretFromStdin } from './secret-input.ts';

/** How title-cli signs in to a Pact Broker: a bearer token, or a basic-auth user and password. */
export interface BrokerCredentials {
  token?: string;
  username?: string;
  password?: string;
}

interface CredentialOptions {
  brokerToken?: string;
  brokerTokenStdin?: boolean;
  brokerUsername?: string;
  brokerPassword?: string;
  brokerPasswordStdin?: boolean;
}

/**
 * The broker's credentials, from the environment (PACT_BROKER_TOKEN, PACT_BROKER_USERNAME,
 * PACT_BROKER_PASSWORD, as every Pact tool reads them), from standard input, or, as before, from
 * a flag, which every local user can read in `ps` while the command runs.
 */
export function withBrokerCredentials(command: Command): Command {
  return command
    .addOption(new Option('--broker-token-stdin', "read the broker's bearer token from standard input").conflicts('brokerPasswordStdin'))
    .addOption(new Option('--broker-token <token>', 'bearer token for the broker (a value here shows in ps: prefer the variable or --broker-token-stdin)').env('PACT_BROKER_TOKEN'))
    .addOption(new Option('--broker-username <name>', 'basic-auth user for the broker').env('PACT_BROKER_USERNAME'))
    .addOption(new Option('--broker-password-stdin', "read the broker user's password from standard input"))
    .addOption(new Option('--broker-password <password>', 'basic-auth password (prefer the variable or --broker-password-stdin)').env('PACT_BROKER_PASSWORD'));
}

/** The credentials a command was given; a secret piped in wins over the environment's. */
export async function brokerCredentials(command: Command): Promise<BrokerCredentials> {
  const options = command.opts<CredentialOptions>();
  const given = (key: keyof CredentialOptions) => command.getOptionValueSource(key) === 'cli';
  if (options.brokerTokenStdin && given('brokerToken')) throw new CliError('Give the broker token once: --broker-token-stdin or --broker-token.', EXIT.usage);
  if (options.brokerPasswordStdin && given('brokerPassword')) throw new CliError('Give the broker password once: --broker-password-stdin or --broker-password.', EXIT.usage);
  const token = options.brokerTokenStdin ? await readSecretFromStdin('--broker-token-stdin') : options.brokerToken;
  const password = options.brokerPasswordStdin ? await readSecretFromStdin('--broker-password-stdin') : options.brokerPassword;
  const username = options.brokerUsername;
  if (options.brokerPasswordStdin && !username) throw new CliError('--broker-password-stdin needs --broker-username (or PACT_BROKER_USERNAME).', EXIT.usage);
  // The Pact tools refuse both ways at once; say which to drop rather than let them fail later.
  if (token && username) throw new CliError('Sign in to the broker one way: a token (--broker-token, PACT_BROKER_TOKEN) or a user and password (--broker-username, PACT_BROKER_USERNAME), not both.', EXIT.usage);
  return { ...(token ? { token } : {}), ...(username ? { username, password: password ?? '' } : {}) };
}

/** The broker URL every `broker` subcommand needs. */
export function withBrokerUrl(command: Command): Command {
  return withBrokerCredentials(command.addOption(new Option('--broker-url <url>', "the Pact Broker's base URL").env('PACT_BROKER_BASE_URL').makeOptionMandatory()));
}

/**
 * Checks what goes to pact-broker before it runs: usage errors are ours to name (exit 2), and an
 * unreachable broker is said at once, not after pact-broker's retries.
 */
export async function checkBrokerInput(brokerUrl: string, values: Record<string, string | string[] | undefined>): Promise<void> {
  requireHttpUrl('--broker-url', brokerUrl);
  for (const [option, value] of Object.entries(values)) for (const one of Array.isArray(value) ? value : [value]) requirePlainValue(option, one);
  await requireReachableBroker(brokerUrl);
}

const BROKER_SETTINGS = ['PACT_BROKER_BASE_URL', 'PACT_BROKER_TOKEN', 'PACT_BROKER_USERNAME', 'PACT_BROKER_PASSWORD'];

/**
 * The environment for a Pact tool title-cli runs: its broker settings are only what the command
 * resolved (never the caller's PACT_BROKER_* underneath, which pact-core would also read to add
 * a broker of its own to a pact URL's verification), and the credentials go there rather than on
 * its command line, where every local user could read them (ps).
 */
export function pactToolEnv(credentials: BrokerCredentials = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PACT_DO_NOT_TRACK: process.env.PACT_DO_NOT_TRACK ?? 'true' };
  for (const name of BROKER_SETTINGS) delete env[name];
  if (credentials.token) env.PACT_BROKER_TOKEN = credentials.token;
  if (credentials.username) {
    env.PACT_BROKER_USERNAME = credentials.username;
    env.PACT_BROKER_PASSWORD = credentials.password ?? '';
  }
  return env;
}
