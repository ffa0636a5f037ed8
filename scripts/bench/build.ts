import { buildApp } from '../../esbuild.config.ts';
import { median, ms, type BenchRow } from './report.ts';

/** The production build, five times: the median wall time. */
export async function measureBuild(): Promise<BenchRow[]> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    // Measured as shipped: in production mode (docs/behaviour.md#production-mode), unless told otherwise.
    await buildApp({ variables: { APP_PRODUCTION: 'true', ...process.env } });
    times.push(performance.now() - started);
  }
  const value = median(times);
  return [{ figure: 'Production build time (median of 5)', value: ms(value), budget: '< 1000 ms', ok: value < 1000 }];
}

