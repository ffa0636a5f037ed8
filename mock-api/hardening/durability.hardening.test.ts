import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../seed/demo';

/**
 * The real server process is killed with SIGKILL at random moments while clients create orders.
 * After every restart the data file must load, and every creation that was answered 2xx must be
 * there.
 */

const KILLS = 20;
const WRITERS = 4;

function start(dbFile: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/main.ts', '--no-build'], {
      env: { ...process.env, PORT: '0', MOCK_DB: dbFile, MOCK_OPERATOR_KEY: 'durability-operator-key' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)));
  });
}

async function tokenOf(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'dana@demo-title.test', password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

const order = (fileNumber: string) => ({
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

async function fileNumbersIn(url: string, token: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; ; start += 1000) {
    const response = await fetch(`${url}/api/files?q=DUR-&_sort=fileNumber&_order=asc&_start=${start}&_end=${start + 1000}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { result } = (await response.json()) as { result: { files: { fileNumber: string }[]; total: number } };
    for (const file of result.files) found.add(file.fileNumber);
    if (start + 1000 >= result.total) return found;
  }
}

describe('durability', () => {
  it(`keeps every acknowledged write through ${KILLS} SIGKILLs`, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'durability-'));
    const dbFile = path.join(dir, 'db.json');
    const acknowledged = new Set<string>();
    let sent = 0;
    try {
      for (let round = 0; round < KILLS; round += 1) {
        const { child, url } = await start(dbFile);
        const token = await tokenOf(url);
        // Everything acknowledged before this kill is there after the restart that follows it.
        const present = await fileNumbersIn(url, token);
        for (const fileNumber of acknowledged) expect(present.has(fileNumber), `${fileNumber} was acknowledged but is gone`).toBe(true);

        let alive = true;
        const writers = Array.from({ length: WRITERS }, async (_, writer) => {
          for (let index = 0; alive; index += 1) {
            const fileNumber = `DUR-${round}-${writer}-${index}`;
            sent += 1;
            try {
              const response = await fetch(`${url}/api/files`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
                body: JSON.stringify(order(fileNumber)),
              });
              if (response.status === 202) acknowledged.add(fileNumber);
            } catch {
              return; // the server is gone
            }
          }
        });
        await new Promise((resolve) => setTimeout(resolve, 80 + Math.floor(Math.random() * 400)));
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        alive = false;
        await exited;
        await Promise.all(writers);
      }
      const { child, url } = await start(dbFile);
      try {
        const present = await fileNumbersIn(url, await tokenOf(url));
        for (const fileNumber of acknowledged) expect(present.has(fileNumber), `${fileNumber} was acknowledged but is gone`).toBe(true);
        const snapshot = JSON.parse(await readFile(dbFile, 'utf8')) as { meta: { seq: number } };
        expect(snapshot.meta.seq).toBeGreaterThan(0);
        console.log(`durability: ${KILLS} SIGKILLs survived, ${sent} creations sent, ${acknowledged.size} acknowledged and all present after restart`);
        expect(acknowledged.size).toBeGreaterThan(KILLS);
      } finally {
        child.kill('SIGKILL');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
