import { Presets, SingleBar } from 'cli-progress';

/**
 * A progress bar on a terminal, for long work that reports how far it is (seeding 100,000
 * orders); nothing at all when the output is not a terminal or is JSON.
 */
export function progressBar(label: string, wanted: boolean): { update: (done: number, total: number) => void; stop: () => void } {
  if (!wanted) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({ format: `${label} [{bar}] {percentage}% | {value}/{total}`, hideCursor: true }, Presets.shades_classic);
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}
