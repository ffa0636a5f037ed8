/**
 * How much one seeding may add, the same offline (title-cli) and through the running server's
 * operator route: enough for any load test, never enough to run a machine out of memory.
 */
export const SEED_LIMITS = { tenants: 1000, seed: 2 ** 31, orders: 100_000 } as const;
