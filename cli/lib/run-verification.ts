import type { VerifierOptions } from '@pact-foundation/pact-core';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CliError, EXIT } from './exit-codes';
import { forStream } from './output';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'verification-worker.ts');
// tsx's loader by its own path, so title-cli also works when run from outside the repository.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Mismatch {
  path?: string;
  mismatch?: string;
  type?: string;
}
interface Report {
  errors?: { interaction?: string; mismatch?: { mismatches?: Mismatch[]; message?: string } }[];
  interactionResults?: unknown[];
}

/** "3 of 45 interactions failed", then each interaction and its first mismatches, one per line. */
export function summariseFailure(report: Report | null, fallback?: string): string {
  const errors = report?.errors ?? [];
  if (!report || errors.length === 0) return `Verification failed${fallback ? `: ${fallback.slice(0, 500)}` : '.'}`;
  const total = report.interactionResults?.length;
  const lines = [`Verification failed: ${errors.length}${total ? ` of ${total}` : ''} interaction${errors.length === 1 ? '' : 's'} did not match.`];
  for (const error of errors) {
    lines.push(`  - ${(error.interaction ?? 'an interaction').replace(/^Verifying a pact between \S+ and \S+ /, '')}`);
    const mismatches = error.mismatch?.mismatches ?? [];
    for (const mismatch of mismatches.slice(0, 3)) lines.push(`      ${mismatch.path ? `${mismatch.path}: ` : ''}${(mismatch.mismatch ?? mismatch.type ?? '').slice(0, 300)}`);
    if (mismatches.length > 3) lines.push(`      (and ${mismatches.length - 3} more)`);
    if (mismatches.length === 0 && error.mismatch?.message) lines.push(`      ${error.mismatch.message.slice(0, 300)}`);
  }
  return lines.join('\n');
}

/**
 * Runs the verifier in a child process and passes its report on, without colour codes unless
 * stdout is a terminal that wants colour. Rejects with a CliError (verification failed) carrying
 * a readable summary instead of the verifier's JSON report.
 */
export async function runVerification(options: VerifierOptions, { quiet = false } = {}): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'title-cli-verify-'));
  const resultFile = path.join(dir, 'result.json');
  // Options (broker token, headers) in a file only this user can read, not on the command line.
  const optionsFile = path.join(dir, 'options.json');
  try {
    await writeFile(optionsFile, JSON.stringify(options), { mode: 0o600 });
    const child = spawn(process.execPath, ['--import', tsxLoader, worker, optionsFile, resultFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PACT_DO_NOT_TRACK: process.env.PACT_DO_NOT_TRACK ?? 'true' },
    });
    const relay = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
      new Promise<void>((resolve) => {
        const lines = createInterface({ input: from });
        lines.on('line', (line) => {
          if (!quiet) to.write(`${forStream(line, to)}\n`);
        });
        lines.on('close', resolve);
      });
    const relayed = Promise.all([relay(child.stdout, process.stdout), relay(child.stderr, process.stderr)]);
    const code = await new Promise<number>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (exitCode) => resolve(exitCode ?? 1));
    });
    await relayed;
    const result = JSON.parse(await readFile(resultFile, 'utf8').catch(() => '{"ok":false,"report":null}')) as { ok: boolean; report: Report | null; message?: string };
    if (!result.ok) {
      throw new CliError(summariseFailure(result.report, result.message ?? (code !== 0 ? `the verifier exited with ${code}` : undefined)), EXIT.verificationFailed);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

