import type { Command } from 'commander';

/** A command as it is typed: "title-cli users add". */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let at: Command | null = command; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * A usage error (unknown option or command, missing argument) is one line saying what was wrong
 * and one saying where the help is, not the whole help, which buries the one line that matters
 * (clig.dev). Commander prints the error through the command that found it, so each command gets
 * its own hint. Its errors end through exitOverride, so index.ts gives them exit code 2.
 */
export function oneLineUsageErrors(command: Command): void {
  command
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(`${text}Run '${commandPath(command)} --help' for usage.\n`) });
  for (const sub of command.commands) oneLineUsageErrors(sub);
}
