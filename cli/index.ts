import { CommanderError } from 'commander';
import { StoreLockedError } from '../mock-api/index.ts';
import { ApprovalError } from '../mock-api/index.ts';
import { CliError, EXIT } from './lib/exit-codes.ts';
import { commandNamedBy, helpHint } from './lib/usage-errors.ts';
import { printable } from '../mock-api/index.ts';
import { buildProgram } from './program.ts';

// Names and e-mails come from anonymous registrations: what the CLI prints is shown, never run, by
// the operator's terminal (escape codes and direction overrides appear as \u001b and the like).
for (const method of ['log', 'error'] as const) {
  const write = console[method].bind(console);
  console[method] = (...values: unknown[]) => write(...values.map((value) => (typeof value === 'string' ? printable(value, { keepLineBreaks: true }) : value)));
}
// A reader that stops early (| head) is not a failure of the command.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

/** The exit code for an error (docs/title-cli.md#exit-codes). */
function exitCodeOf(error: unknown): number {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof StoreLockedError) return EXIT.serverRunning;
  if (error instanceof ApprovalError) return error.status === 404 ? EXIT.notFound : error.status === 503 ? EXIT.failure : EXIT.usage;
  if (error instanceof CommanderError) {
    // --help and --version end through exitOverride too, with exit code 0.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  return EXIT.failure;
}

const program = buildProgram();
program.parseAsync(process.argv).catch((error: unknown) => {
  const code = exitCodeOf(error);
  // Commander has already printed its own message, with where help is, on one line.
  const message = error instanceof CommanderError ? error.message.replace(/^error: /, '') : error instanceof Error ? error.message : String(error);
  // title-cli's own usage errors about its options (a malformed URL, an option another needs) say
  // where help is too; a refusal of what was asked (an e-mail already in use) is not about usage.
  const aboutOptions = error instanceof CliError && code === EXIT.usage && /(^|[\s(])--[a-z]/.test(message);
  const hint = aboutOptions ? ` ${helpHint(commandNamedBy(program, process.argv.slice(2)))}` : '';
  if (!(error instanceof CommanderError)) console.error(`title-cli: ${message}${hint}`);
  // A script that asked for JSON gets its failure as JSON on stdout too (the message stays on stderr).
  const helpOrVersion = error instanceof CommanderError && error.exitCode === 0;
  if (process.argv.includes('--json') && !helpOrVersion && !(error instanceof CliError && error.reportedAsJson)) {
    process.stdout.write(`${JSON.stringify({ error: { message, exitCode: code } })}\n`);
  }
  process.exitCode = code;
});
