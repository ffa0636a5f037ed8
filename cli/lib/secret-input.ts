import { CliError, EXIT } from './exit-codes.ts';

/**
 * A secret piped to title-cli (`--password-stdin`, `--broker-token-stdin`): a value given as a
 * flag is in the shell's history and, while the command runs, in every local user's `ps`. One
 * line break at the end (what `echo` and `printf '%s\n'` add) is not part of it.
 */
export async function readSecretFromStdin(option: string, stdin: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin): Promise<string> {
  // Typed at a terminal it would be echoed as typed; a pipe or a file is what the option is for.
  if (stdin.isTTY) throw new CliError(`${option} reads the secret from a pipe or a file (printf '%s\\n' "$SECRET" | title-cli … ${option}); standard input is a terminal.`, EXIT.usage);
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const secret = Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
  if (secret === '') throw new CliError(`${option}: standard input was empty.`, EXIT.usage);
  return secret;
}
