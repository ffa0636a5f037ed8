import { Command } from 'commander';
import { registerSeed } from './commands/seed';
import { registerTenants } from './commands/tenants';
import { registerUsers } from './commands/users';
import { registerVerify } from './commands/verify';

const program = new Command('title-cli')
  .description('Seed and inspect the TitleTrack mock API, and verify providers against the pact')
  .option('--db <file>', 'the mock data file (default: $MOCK_DB or .data/db.json)')
  .showHelpAfterError();

registerSeed(program);
registerTenants(program);
registerUsers(program);
registerVerify(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  console.error(`title-cli: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
