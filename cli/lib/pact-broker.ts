import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pactToolEnv, type BrokerCredentials } from './broker-connection.ts';
import { forStream } from './output.ts';

/** The Pact tools' own broker client (@pact-foundation/pact-cli), not one of ours. */
function pactBrokerBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@pact-foundation/pact-cli/package.json')), 'bin', 'pact-broker.js');
}

/**
 * Runs `pact-broker <args>` with the broker's credentials in its environment; its output passes
 * through without colour codes unless wanted, or (json) is kept for the caller, and then shown on
 * stderr if it failed, since pact-broker writes its reasons to stdout.
 */
export async function runPactBroker(
  args: string[],
  { json = false, credentials = {} as BrokerCredentials, failureOnStderr = true } = {},
): Promise<{ code: number; stdout: string }> {
  const child = spawn(process.execPath, [pactBrokerBin(), ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: pactToolEnv(credentials) });
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
  if (json && code !== 0 && failureOnStderr) process.stderr.write(forStream(stdout, process.stderr));
  return { code, stdout };
}

/** pact-broker's --output json: one JSON document per line (publish writes one per pact). */
export function jsonDocuments(stdout: string): unknown[] {
  const documents: unknown[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.trim().startsWith('{')) continue;
    try {
      documents.push(JSON.parse(line));
    } catch {
      // Not one of its JSON lines.
    }
  }
  return documents;
}
