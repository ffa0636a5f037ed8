import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { kill, mustStart, startServer } from './real-server.ts';
import { tally } from './tally.ts';

/**
 * Two starts on one data file whose owner died (a stale lock): exactly one may run. Real servers
 * a number of times, and the server's lock code alone (bundled, so a start takes milliseconds)
 * many more times.
 */

const SERVER_PAIRS = 3;
const TAKER_PAIRS = 100;
/** Taker races run side by side on separate data files. */
const LANES = 4;

type Outcome = 'locked' | 'refused' | 'failed';

function take(bundle: string, dbFile: string): { outcome: Promise<Outcome>; stop: () => Promise<void> } {
  const child = spawn(process.execPath, [bundle, dbFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const outcome = new Promise<Outcome>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('locked')) resolve('locked');
      else if (output.includes('refused')) resolve('refused');
      else if (output.includes('failed')) resolve('failed');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': only then has all of its output been read.
    child.on('close', () => resolve(output.includes('locked') ? 'locked' : output.includes('refused') ? 'refused' : 'failed'));
  }).then((outcome) => {
    if (outcome === 'failed') console.log(`lock taker failed: ${output}`);
    return outcome;
  });
  // Resolves once the holder is gone, so that its lock is stale for the next pair.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    outcome,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}

describe('the data file lock', () => {
  it(`lets exactly one of two starts on a stale lock run (${SERVER_PAIRS} pairs of servers, ${TAKER_PAIRS} pairs of lock takers)`, async () => {
    const race = tally('3 lock race (two starts on a stale lock, one runs)');
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-race-'));
    const dbFile = path.join(dir, 'db.json');
    const results = { servers: [0, 0, 0], takers: [0, 0, 0] };
    try {
      // A data file whose server died: its lock is stale.
      await kill(await mustStart(dbFile));
      for (let pair = 0; pair < SERVER_PAIRS; pair += 1) {
        const outcomes = await Promise.all([startServer(dbFile), startServer(dbFile)]);
        const running = outcomes.filter((outcome) => outcome.running);
        results.servers[running.length] = (results.servers[running.length] ?? 0) + 1;
        for (const outcome of outcomes) {
          if (!outcome.running) expect(outcome.output).toMatch(/is in use by the mock API/);
        }
        // Killed, not stopped: the next pair races for a stale lock again.
        await Promise.all(running.map((outcome) => (outcome.running ? kill(outcome.server) : undefined)));
        race.record(running.length === 1);
        expect(running.length, `pair ${pair}: ${running.length} servers ran`).toBe(1);
      }

      const bundle = path.join(dir, 'lock-taker.mjs');
      await build({ entryPoints: ['mock-api/hardening/lock-taker.ts'], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'silent' });
      const lane = async (laneFile: string, pairs: number) => {
        for (let pair = 0; pair < pairs; pair += 1) {
          const takers = [take(bundle, laneFile), take(bundle, laneFile)];
          const outcomes = await Promise.all(takers.map((taker) => taker.outcome));
          await Promise.all(takers.map((taker) => taker.stop()));
          const locked = outcomes.filter((outcome) => outcome === 'locked').length;
          results.takers[locked] = (results.takers[locked] ?? 0) + 1;
          race.record(locked === 1 && outcomes.includes('refused'));
          expect(outcomes.sort(), `${laneFile} pair ${pair}`).toEqual(['locked', 'refused']);
        }
      };
      await Promise.all(Array.from({ length: LANES }, (_, index) => lane(path.join(dir, `lane-${index}.json`), TAKER_PAIRS / LANES)));
      console.log(
        `lock race: ${SERVER_PAIRS} pairs of servers (none ran: ${results.servers[0]}, one ran: ${results.servers[1]}, both ran: ${results.servers[2]}); ` +
          `${TAKER_PAIRS} pairs of lock takers (none: ${results.takers[0]}, one: ${results.takers[1]}, both: ${results.takers[2]})`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    }
  }, 300_000);
});
