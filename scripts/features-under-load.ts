/**
 * Runs the feature suite several times in a row on a machine kept busy: every page's CPU is
 * slowed 4× through the DevTools protocol (FEATURES_CPU_THROTTLE) and one busy thread per core
 * spins beside it. Prints each run's result and time; exits non-zero if any run failed, since a
 * scenario that fails one run in ten is a failing scenario.
 *
 *   npm run test:features:busy            # 3 runs
 *   npm run test:features:busy -- 5       # 5 runs
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const runs = Number(process.argv[2] ?? 3);
const throttle = process.env.FEATURES_CPU_THROTTLE ?? '4';
const spinners = Array.from({ length: availableParallelism() }, () => new Worker('for (;;) {}', { eval: true }));

// Built as the scenarios always are: in production mode (see test:features).
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { APP_PRODUCTION: 'true', ...process.env } });
if (build.status !== 0) process.exit(build.status ?? 1);

const results: { run: number; ok: boolean; seconds: number }[] = [];
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const outcome = spawnSync('npx', ['cucumber-js'], {
    stdio: 'inherit',
    env: { ...process.env, FEATURES_CPU_THROTTLE: throttle, NODE_OPTIONS: '--import tsx' },
  });
  results.push({ run, ok: outcome.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}
await Promise.all(spinners.map((worker) => worker.terminate()));

console.log(`\nFeature suite under load (CPU ${throttle}× slower in the browser, ${spinners.length} busy threads):`);
for (const { run, ok, seconds } of results) console.log(`  run ${run}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
