import type { DbData } from '../store/model.ts';
import { createDemoData } from '../seed/demo.ts';

export const TEST_JWT_SECRET = 'test-secret-for-in-memory-store-only';

let cached: Promise<DbData> | null = null;

/** The demo data with a fixed token key, hashed once per process (scrypt is slow on purpose). */
export function demoSeed(): Promise<DbData> {
  cached ??= createDemoData(TEST_JWT_SECRET);
  return cached;
}
