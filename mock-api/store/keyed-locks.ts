import type { Store } from './store.ts';

/**
 * Work that must not run twice at once for one thing (a tenant's approval, one e-mail's
 * account): claimed synchronously, so of several requests that arrive together exactly one gets
 * the claim and the others are told at once (no waiting, no second outcome to reconcile). Like the
 * store's own writes, this relies on Node running one request's synchronous code at a time; the
 * claims live beside their store (one server, one data file), and are released when the work ends
 * however it ends.
 */
export class BusyError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`${key} is busy`);
    this.key = key;
  }
}

const claimsOf = new WeakMap<Store, Set<string>>();

/** Runs `work` holding every key, or throws BusyError (claiming nothing) if another holds one. */
export async function exclusively<T>(store: Store, keys: readonly string[], work: () => Promise<T>): Promise<T> {
  let claims = claimsOf.get(store);
  if (!claims) {
    claims = new Set();
    claimsOf.set(store, claims);
  }
  const held = claims;
  const busy = keys.find((key) => held.has(key));
  if (busy !== undefined) throw new BusyError(busy);
  for (const key of keys) held.add(key);
  try {
    return await work();
  } finally {
    for (const key of keys) held.delete(key);
  }
}

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const tenantKey = (id: number) => `tenant:${id}`;
