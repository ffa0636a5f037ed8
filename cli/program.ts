import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { registerAudit } from './commands/audit.ts';
import { registerBroker } from './commands/broker.ts';
import { registerSeed } from './commands/seed.ts';
import { registerTasks } from './commands/tasks.ts';
import { registerPayees } from './commands/payees.ts';
import { registerTenants } from './commands/tenants.ts';
import { registerUsers } from './commands/users.ts';
import { registerVerify } from './commands/verify.ts';
import { helpFooter } from './lib/help-text.ts';
import { oneLineUsageErrors } from './lib/usage-errors.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * title-cli's commands, built without running them: index.ts runs them, and tests read every
 * command's help and options from the same tree.
 */
export function buildProgram(): Command {
  const program = new Command('title-cli')
    .description('Seed and inspect the TitleTrack mock API, and verify providers against the pact')
    .version(version, '-V, --version', 'print the version')
    .option('--db <file>', 'the mock data file (default: $MOCK_DB or .data/db.json)')
    .addHelpText(
      'after',
      helpFooter([
        'npx title-cli seed --create --tenants 5 --seed 42',
        'npx title-cli tenants approve --name "Lakeside Title" --dry-run',
        'npx title-cli users list --tenant 1',
        'npx title-cli broker can-i-deploy --app-version "$GIT_SHA" --to-environment production',
        'npx title-cli users add --help',
      ]),
    );
  registerSeed(program);
  registerTenants(program);
  registerUsers(program);
  registerTasks(program);
  registerPayees(program);
  registerVerify(program);
  registerBroker(program);
  registerAudit(program);
  oneLineUsageErrors(program);
  return program;
}
