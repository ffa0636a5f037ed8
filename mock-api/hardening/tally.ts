import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';

/**
 * Counts per class of attack (cases tried, cases held), collected across the suite's files and
 * printed as one table when `npm run test:hardening` ends (tally-setup.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    hardeningTallyDir: string;
  }
}

export interface TallyLine {
  kind: string;
  tried: number;
  held: number;
}

export interface Tally {
  /** Records one case; returns whether it held, for the test's own assertion. */
  record(held: boolean): boolean;
  readonly tried: number;
  readonly held: number;
}

/** A class's counter; its counts are written out as they are, even if the test then fails. */
export function tally(kind: string): Tally {
  const file = path.join(inject('hardeningTallyDir'), `${process.pid}-${Math.random().toString(36).slice(2)}.jsonl`);
  let tried = 0;
  let held = 0;
  return {
    record(ok) {
      tried += 1;
      if (ok) held += 1;
      const line: TallyLine = { kind, tried: 1, held: ok ? 1 : 0 };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
      return ok;
    },
    get tried() {
      return tried;
    },
    get held() {
      return held;
    },
  };
}

/** A test's one check: records the case in its class, then asserts it held, saying what was checked. */
export function checkHeld(held: Tally): (ok: boolean, what: string) => void {
  return (ok, what) => {
    held.record(ok);
    expect(ok, what).toBe(true);
  };
}
