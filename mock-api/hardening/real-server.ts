import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../seed/demo.ts';

const COMPILE_CACHE = path.join(tmpdir(), 'node-compile-cache');

/** The real server process (`mock-api/main.ts --no-build`), for tests that kill, race or starve it. */
export interface RealServer {
  child: ChildProcess;
  url: string;
  output: () => string;
}

export type StartOutcome = { running: true; server: RealServer } | { running: false; code: number | null; output: string };

/** Starts a server; settles when it says it is running or when it exits (refused to start). */
export function startServer(dbFile: string, env: Record<string, string> = {}): Promise<StartOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['mock-api/main.ts', '--no-build'], {
      // The compile cache: each of the many restarts reuses what Node made of the TypeScript files.
      env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE, PORT: '0', MOCK_DB: dbFile, MOCK_OPERATOR_KEY: 'hardening-operator-key', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let settled = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1] && !settled) {
        settled = true;
        resolve({ running: true, server: { child, url: match[1].replace('localhost', '127.0.0.1'), output: () => output } });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': only then has all of its output been read.
    child.on('close', (code) => {
      if (settled) return;
      settled = true;
      resolve({ running: false, code, output });
    });
  });
}

/** Starts a server that must start. */
export async function mustStart(dbFile: string, env: Record<string, string> = {}): Promise<RealServer> {
  const outcome = await startServer(dbFile, env);
  if (!outcome.running) throw new Error(`The server exited (${outcome.code}) before it was ready:\n${outcome.output}`);
  return outcome.server;
}

export async function kill(server: RealServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

export async function tokenOf(url: string, email = 'dana@demo-title.test'): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

export const sampleFile = (fileNumber: string) => ({
  fileNumber,
  transactionType: 'Purchase',
  cashClosing: 'Cash',
  salesPrice: 250000,
  loanAmount: 0,
  address: '1 Durable Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
});

export async function createFile(url: string, token: string, fileNumber: string): Promise<Response> {
  return fetch(`${url}/api/files`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(sampleFile(fileNumber)),
  });
}

export async function fileNumbersIn(url: string, token: string, q: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; ; start += 1000) {
    const response = await fetch(`${url}/api/files?q=${encodeURIComponent(q)}&_sort=fileNumber&_order=asc&_start=${start}&_end=${start + 1000}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { result } = (await response.json()) as { result: { files: { fileNumber: string }[]; total: number } };
    for (const file of result.files) found.add(file.fileNumber);
    if (start + 1000 >= result.total) return found;
  }
}
