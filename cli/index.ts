import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { StoreLockedError } from '../mock-api/index.ts';
import { ApprovalError } from '../mock-api/index.ts';
import { registerAudit } from './commands/audit.ts';
import { registerBroker } from './commands/broker.ts';
import { registerSeed } from './commands/seed.ts';
import { registerTenants } from './commands/tenants.ts';
import { registerUsers } from './commands/users.ts';
import { registerVerify } from './commands/verify.ts';
import { CliError, EXIT } from './lib/exit-codes.ts';
import { printable } from '../mock-api/index.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const program = new Command('title-cli')
  .description('Seed and inspect the TitleTrack mock API, and verify providers against the pact')
  .version(version, '-V, --version', 'print the version')
  .option('--db <file>', 'the mock data file (default: $MOCK_DB or .data/db.json)')
  .showHelpAfterError()
  // Commander's own errors (unknown option, missing required option or argument) become usage errors.
  .exitOverride();

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

registerSeed(program);
registerTenants(program);
registerUsers(program);
registerVerify(program);
registerBroker(program);
registerAudit(program);
for (const command of program.commands) applyExitOverride(command);

function applyExitOverride(command: Command): void {
  command.exitOverride();
  for (const sub of command.commands) applyExitOverride(sub);
}

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

program.parseAsync(process.argv).catch((error: unknown) => {
  const code = exitCodeOf(error);
  // Commander has already printed its own message (and the help hint).
  const message = error instanceof CommanderError ? error.message.replace(/^error: /, '') : error instanceof Error ? error.message : String(error);
  if (!(error instanceof CommanderError)) console.error(`title-cli: ${message}`);
  // A script that asked for JSON gets its failure as JSON on stdout too (the message stays on stderr).
  const helpOrVersion = error instanceof CommanderError && error.exitCode === 0;
  if (process.argv.includes('--json') && !helpOrVersion && !(error instanceof CliError && error.reportedAsJson)) {
    process.stdout.write(`${JSON.stringify({ error: { message, exitCode: code } })}\n`);
  }
  process.exitCode = code;
});
