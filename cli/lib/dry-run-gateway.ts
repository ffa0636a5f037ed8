import type { Command } from 'commander';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryMailer, Store } from '../../mock-api/index.ts';
import { dataFileOf, requireDataFile } from './data-file.ts';
import { dataGatewayOf, DEFAULT_APP_URL, gatewayOnStore, type DataGateway } from './data-gateway.ts';

/**
 * `--dry-run`: the command's own action, with its own rules and refusals, run on a copy in memory
 * of the data as it is on disk (data file and journal, read without the lock, as `audit verify`
 * reads them, so beside a running server too). Nothing reaches the data file, the server or the
 * outbox: the copy is dropped, e-mails stay in memory, and an approval's credentials e-mail goes
 * to a temporary folder removed at once. So "would" is what the command would do on the data as
 * it is now.
 */
export function dryRunGateway(file: string, appUrl: string = DEFAULT_APP_URL): DataGateway {
  const open = async <T>(work: (store: Store, created: boolean) => Promise<T>): Promise<T> => {
    requireDataFile(file);
    return work(await Store.inspect(file), false);
  };
  const onCopy = (outboxDir: string) => gatewayOnStore(file, { open, outboxDir, mailer: memoryMailer(), appUrl });
  // Only an approval writes to its outbox folder, and it gets a temporary one of its own below.
  const inMemory = onCopy(path.join(tmpdir(), 'title-cli-dry-run-unused'));
  return {
    ...inMemory,
    approveTenant: async (tenant, options) => {
      const outboxDir = await mkdtemp(path.join(tmpdir(), 'title-cli-dry-run-'));
      try {
        return { ...(await onCopy(outboxDir).approveTenant(tenant, options)), emlPath: null };
      } finally {
        await rm(outboxDir, { recursive: true, force: true });
      }
    },
  };
}

/** The gateway a command works through: the data it names with --db, or with --dry-run a copy of it. */
export function gatewayFor(command: Command, dryRun: boolean | undefined): DataGateway {
  if (!dryRun) return dataGatewayOf(command);
  const { appUrl } = command.optsWithGlobals<{ appUrl?: string }>();
  return dryRunGateway(dataFileOf(command), appUrl);
}
