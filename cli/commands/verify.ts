import pactCore from '@pact-foundation/pact-core';
import type { Command } from 'commander';
import { existsSync } from 'node:fs';
import { PACT_FILE, PROVIDER } from '../../contracts/pact-names';

export interface VerifyOptions {
  providerBaseUrl: string;
  providerStatesSetupUrl?: string;
  pactFile?: string;
  /** Extra headers for every request, e.g. a gateway subscription key. */
  headers?: Record<string, string>;
}

/** Verifies a running provider against the committed pact; rejects when any interaction fails. */
export async function verifyProvider(options: VerifyOptions): Promise<void> {
  process.env.PACT_DO_NOT_TRACK ??= 'true';
  const pactFile = options.pactFile ?? PACT_FILE;
  if (!existsSync(pactFile)) throw new Error(`No pact file at ${pactFile}; run "npm run test:contracts" first.`);
  // pact-core's verifier directly: pact-js's Verifier puts a proxy in front of the provider that
  // re-encodes form bodies as JSON, which breaks the broker's OAuth2 token request.
  await pactCore.verifyPacts({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    providerStatesSetupUrl: options.providerStatesSetupUrl,
    pactUrls: [pactFile],
    ...(options.headers && Object.keys(options.headers).length > 0 ? { customProviderHeaders: options.headers } : {}),
    logLevel: 'warn',
  });
}

function parseHeader(value: string, previous: Record<string, string>): Record<string, string> {
  const separator = value.indexOf(':');
  if (separator <= 0) throw new Error(`--header must look like "Name: value" (got "${value}")`);
  return { ...previous, [value.slice(0, separator).trim()]: value.slice(separator + 1).trim() };
}

export function registerVerify(program: Command): void {
  program
    .command('verify')
    .description('verify a provider (the mock API or a real backend) against the committed pact')
    .requiredOption('--provider-base-url <url>', 'where the provider answers, e.g. http://localhost:4200')
    .option('--provider-states-setup-url <url>', "the provider's state set-up URL (POST {state, action})")
    .option('--pact-file <path>', 'another pact file', PACT_FILE)
    .option('--header <name: value>', 'extra header on every request (repeatable)', parseHeader, {})
    .action(async (options: { providerBaseUrl: string; providerStatesSetupUrl?: string; pactFile: string; header: Record<string, string> }) => {
      await verifyProvider({ ...options, headers: options.header });
      console.log(`${options.providerBaseUrl} honours every interaction in ${options.pactFile}`);
    });
}
