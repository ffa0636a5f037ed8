import type { VerifierOptions } from '@pact-foundation/pact-core';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { pactToolEnv } from './broker-connection.ts';
import { CliError, EXIT } from './exit-codes.ts';
import { forStream } from './output.ts';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'verification-worker.ts');

interface Mismatch {
  path?: string;
  mismatch?: string;
  type?: string;
}
interface Failure {
  interaction?: string;
  mismatch?: { mismatches?: Mismatch[]; message?: string };
}
export interface Report {
  errors?: Failure[];
  /** Failures of pending pacts: reported, but they do not fail the verification. */
  pendingErrors?: Failure[];
  interactionResults?: unknown[];
}

/** Failed interactions listed at most: past this, a count (the summary stays readable however large the pact). */
const LISTED_FAILURES = 25;

/** Each failed interaction and its first mismatches, one per line. */
function failureLines(failures: Failure[]): string[] {
  const lines: string[] = [];
  for (const failure of failures.slice(0, LISTED_FAILURES)) {
    lines.push(`  - ${(failure.interaction ?? 'an interaction').replace(/^Verifying a pact between \S+ and \S+ /, '')}`);
    const mismatches = failure.mismatch?.mismatches ?? [];
    for (const mismatch of mismatches.slice(0, 3)) lines.push(`      ${mismatch.path ? `${mismatch.path}: ` : ''}${(mismatch.mismatch ?? mismatch.type ?? '').slice(0, 300)}`);
    if (mismatches.length > 3) lines.push(`      (and ${mismatches.length - 3} more)`);
    if (mismatches.length === 0 && failure.mismatch?.message) lines.push(`      ${failure.mismatch.message.slice(0, 300)}`);
  }
  if (failures.length > LISTED_FAILURES) lines.push(`  (and ${failures.length - LISTED_FAILURES} more interactions)`);
  return lines;
}

const ofTotal = (report: Report) => (report.interactionResults?.length ? ` of ${report.interactionResults.length}` : '');

/** "3 of 45 interactions failed", then each interaction and its first mismatches, one per line. */
export function summariseFailure(report: Report | null, fallback?: string): string {
  const errors = report?.errors ?? [];
  if (!report || errors.length === 0) return `Verification failed${fallback ? `: ${fallback.slice(0, 500)}` : '.'}`;
  return [`Verification failed: ${errors.length}${ofTotal(report)} interaction${errors.length === 1 ? '' : 's'} did not match.`, ...failureLines(errors)].join('\n');
}

/**
 * What a passed verification says about pending pacts: a pending pact (one this provider has never
 * passed) cannot fail the build, but its failures are the backend team's next work, so they are
 * counted and named rather than hidden behind "honours every interaction". Null when none failed.
 */
export function summarisePending(report: Report | null): string | null {
  const pending = report?.pendingErrors ?? [];
  if (!report || pending.length === 0) return null;
  return [
    `${pending.length}${ofTotal(report)} interaction${pending.length === 1 ? '' : 's'} of pending pacts did not match (pending: they do not fail this build until the provider has passed them once):`,
    ...failureLines(pending),
  ].join('\n');
}

/**
 * Runs the verifier in a child process and passes its report on, without colour codes unless
 * stdout is a terminal that wants colour. Rejects with a CliError (verification failed) carrying
 * a readable summary instead of the verifier's JSON report; resolves with the report of a pass.
 */
export async function runVerification(options: VerifierOptions, { quiet = false } = {}): Promise<Report | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'title-cli-verify-'));
  const resultFile = path.join(dir, 'result.json');
  // Options (broker token, headers) in a file only this user can read, not on the command line.
  const optionsFile = path.join(dir, 'options.json');
  try {
    await writeFile(optionsFile, JSON.stringify(options), { mode: 0o600 });
    // The credentials are in the options; PACT_BROKER_* left in the environment would have
    // pact-core add a broker of its own (PACT_BROKER_BASE_URL) to a pact file's or URL's run.
    const child = spawn(process.execPath, [worker, optionsFile, resultFile], { stdio: ['ignore', 'pipe', 'pipe'], env: pactToolEnv() });
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
    return result.report;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

