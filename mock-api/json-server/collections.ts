import { referenceDatabase, wrapReference } from '../seed/reference-data';
import type { Store } from '../store';
import type { CollectionName } from '../store';

/** A collection json-server's router answers for, read-only. */
export interface ExposedCollection {
  name: string;
  /** 'tenant': signed in, and only the caller's agency's records; 'public': the reference lists anyone may read. */
  scope: 'tenant' | 'public';
  /** The records the caller may see: a list, or one object (json-server's singular resource). */
  records: (tenantId: number | null) => unknown[] | Record<string, unknown>;
  /** The contract's envelope for this resource (../shared/docs/api.md), if it has one. */
  envelope?: (data: unknown) => unknown;
}

/**
 * The agency's records a tester may query with json-server's language. Users and tenants are not
 * here (password hashes, sessions, registrations), nor anything else the store keeps of keys.
 */
const TENANT_COLLECTIONS = ['orders', 'documents', 'commitments', 'letters'] as const satisfies readonly CollectionName[];

export function exposedCollections(store: Store): Map<string, ExposedCollection> {
  const exposed = new Map<string, ExposedCollection>();
  for (const name of TENANT_COLLECTIONS) {
    exposed.set(name, {
      name,
      scope: 'tenant',
      records: (tenantId) => {
        const mine: unknown[] = [];
        for (const record of store.values(name)) if (record.tenantId === tenantId) mine.push(record);
        return mine;
      },
    });
  }
  const reference = referenceDatabase();
  for (const [name, data] of Object.entries(reference)) {
    exposed.set(name, { name, scope: 'public', records: () => data as unknown[] | Record<string, unknown>, envelope: (answer) => wrapReference(name, answer) });
  }
  return exposed;
}
