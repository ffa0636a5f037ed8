import type { Command } from 'commander';

/** A command as it is typed: "title-cli users add". */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/** The hint every usage error ends with. */
export const helpHint = (path: string) => `(run '${path} --help' for usage)`;

/**
 * A usage error (unknown option or command, missing argument) is one line saying what was wrong
 * and where the help is, not the whole help, which buries the one line that matters (clig.dev).
 * Commander prints the error through the command that found it, so each command gets its own
 * hint. Its errors end through exitOverride, so index.ts gives them exit code 2.
 */
export function oneLineUsageErrors(command: Command): void {
  command
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`${text.trim().replace(/\s*\n\s*/g, ' ')} ${helpHint(commandPath(command))}\n`) });
  for (const sub of command.commands) oneLineUsageErrors(sub);
}

/** The command a command line names ("title-cli users add"), for the hint after title-cli's own usage errors. */
export function commandNamedBy(program: Command, argv: readonly string[]): string {
  let at = program;
  for (const word of argv) {
    const sub = at.commands.find((candidate) => candidate.name() === word);
    if (sub) at = sub;
  }
  return commandPath(at);
}
