import type { Command } from 'commander';
import { commandPath } from './lib/usage-errors.ts';
import { buildProgram } from './program.ts';
import { runCli } from './testing/run-cli.ts';

function everyCommand(command: Command): Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

/** A command's whole --help, the text after it included. */
function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (part) => (text += part) });
  command.outputHelp();
  return text;
}

/** An example's words as a shell would split them (quotes kept together, no expansion needed here). */
function words(example: string): string[] {
  return [...example.matchAll(/"[^"]*"|'[^']*'|\S+/g)].map((match) => match[0]);
}

describe('every --help', () => {
  const program = buildProgram();
  const commands = everyCommand(program).filter((command) => command.name() !== 'help');

  it.each(commands.map((command) => [commandPath(command), command] as const))('%s ends with examples and the docs', (_, command) => {
    expect(helpOf(command)).toMatch(/\n\nExamples:\n( {2}\$ .+\n)+\nDocs: (.+, )?docs\/title-cli\.md\n$/);
  });

  it('has examples that name real commands and options', () => {
    for (const command of commands) {
      for (const example of helpOf(command).matchAll(/^ {2}\$ .*npx title-cli (.+)$/gm)) {
        let at: Command = program;
        const given = words(example[1] ?? '');
        for (const word of given) {
          const sub = at.commands.find((candidate) => candidate.name() === word);
          if (sub) at = sub;
          if (!word.startsWith('--')) continue;
          const known = [at, ...(at.parent ? [at.parent, program] : [])].some((owner) => owner.options.some((option) => option.long === word)) || word === '--help';
          expect(known, `${word} in "${example[0]}"`).toBe(true);
        }
      }
    }
  });
});

describe('a usage error', () => {
  it.each([
    [['users', 'list', '--foo'], "error: unknown option '--foo' (run 'title-cli users list --help' for usage)\n"],
    [['users', 'role', 'riley@demo-title.test'], "error: missing required argument 'role' (run 'title-cli users role --help' for usage)\n"],
    [['frobnicate'], "error: unknown command 'frobnicate' (run 'title-cli --help' for usage)\n"],
    [['broker', 'publsh'], "error: unknown command 'publsh' (Did you mean publish?) (run 'title-cli broker --help' for usage)\n"],
    [['seed', '--tenants', 'many'], 'error: option \'--tenants <n>\' argument \'many\' is invalid. --tenants must be a whole number from 0 to 1,000 (got "many"). (run \'title-cli seed --help\' for usage)\n'],
    [['broker', 'can-i-deploy', '--broker-url', 'ftp://x', '--app-version', '1', '--to-environment', 'production'], expect.stringMatching(/^title-cli: .*--broker-url.* \(run 'title-cli broker can-i-deploy --help' for usage\)\n$/)],
  ])('title-cli %j says what was wrong and where help is, on one line, and exits 2', async (args, stderr) => {
    const result = await runCli(['--db', '/nonexistent/db.json', ...args]);
    expect(result).toEqual({ code: 2, stdout: '', stderr });
  }, 30_000);
});
