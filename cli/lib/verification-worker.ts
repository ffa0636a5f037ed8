// Runs pact-core's verifier in a child process. The verifier (Rust, through the FFI) writes its
// report with colour codes straight to file descriptor 1, past anything Node could filter; in a
// child whose output is a pipe, the parent can drop the codes and summarise the result instead.
import pactCoreModule, { type VerifierOptions } from '@pact-foundation/pact-core';
import { readFileSync, writeFileSync } from 'node:fs';

// pact-core is CommonJS: under plain node (not the bundler) its default export is the module object.
const pactCore = (pactCoreModule as unknown as { default?: typeof pactCoreModule }).default ?? pactCoreModule;
// The options come in a file of the parent's private temp folder, not on the command line, where
// every local user could read the broker token and headers (ps).
const [optionsFile, resultFile] = process.argv.slice(2);
if (!optionsFile || !resultFile) {
  console.error('usage: verification-worker <options file> <result file>');
  process.exit(2);
}
process.env.PACT_DO_NOT_TRACK ??= 'true';
const options = JSON.parse(readFileSync(optionsFile, 'utf8')) as VerifierOptions;
try {
  // A passed verification still reports pending interactions that failed: keep the report.
  const results: unknown = await pactCore.verifyPacts(options);
  let report: unknown = null;
  try {
    report = typeof results === 'string' ? JSON.parse(results) : null;
  } catch {
    report = null;
  }
  writeFileSync(resultFile, JSON.stringify({ ok: true, report }));
} catch (error) {
  // On a failed verification pact-core rejects with the verifier's JSON report as the message.
  const message = error instanceof Error ? error.message : String(error);
  let report: unknown;
  try {
    report = JSON.parse(message);
  } catch {
    report = null;
  }
  writeFileSync(resultFile, JSON.stringify({ ok: false, report, message: report ? undefined : message }));
}
