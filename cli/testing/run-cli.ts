import { spawn } from 'node:child_process';
import path from 'node:path';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const bin = path.resolve('cli/bin.js');

/**
 * Runs title-cli as a user would, in a child process: `input` is what is piped to its standard
 * input (closed at once without it, as in a script), and the environment is the test's unless
 * `env` adds to it or (undefined values) takes from it.
 */
export function runCli(args: string[], { input, env = {} }: { input?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, [bin, ...args], { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // A command that never reads its input may be gone before it is written.
  child.stdin.on('error', () => undefined);
  child.stdin.end(input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
