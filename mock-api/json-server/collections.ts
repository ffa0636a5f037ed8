import { referenceDatabase, wrapReference } from '../seed/reference-data.ts';
import type { Store } from '../store/store.ts';
import type { CollectionName } from '../store/store.ts';

/** A collection json-server's router answers for, read-only. */
export interface ExposedCollection {
  name: string;
  /** 'tenant': signed in, and only the caller's agency's records; 'public': the reference lists anyone may read. */
  scope: 'tenant' | 'public';
  /** The records the caller may see: a list, or one object (json-server's singular resource). */
  records: (tenantId: number | null) => unknown[] | Record<string, unknown>;
  /** The contract's envelope for this resource (docs/api.md), if it has one. */
  envelope?: (data: unknown) => unknown;
  /** A collection a tester added to the data file: full CRUD through the router, per agency. */
  writable?: boolean;
}

/**
 * First path segments the API's own routes answer (docs/api.md): a collection added to
 * the data file under one of these names would be hidden behind the route, so the server says so
 * at start instead.
 */
const ROUTE_NAMES = new Set([
  'account', 'activity', 'api', 'auth', 'broker', 'business-details', 'checklist', 'checklist-templates', 'commitments', 'dashboard', 'db', 'documents', 'events', 'files', 'health', 'history', 'letters', 'my-work', 'payees', 'presence',
  'loanPolicyType', 'login', 'logout', 'operator', 'orders', 'ownershipInterest', 'password-links', 'session',
  'states', 'team', 'tenant', 'tenants', 'underwriters', 'users',
]);

export class AddedCollectionNameError extends Error {
  override name = 'AddedCollectionNameError';
}

/**
 * The agency's records a tester may query with json-server's language, read-only: their writes
 * keep one path, the contract's routes. Users and tenants are not here (password hashes,
 * sessions, registrations), nor anything else the store keeps of keys.
 */
const TENANT_COLLECTIONS = ['orders', 'documents', 'commitments', 'letters', 'tasks'] as const satisfies readonly CollectionName[];

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
  for (const name of store.addedCollections()) {
    // Routing ignores case (/api/Activity is the activity route), so the check does too.
    if (ROUTE_NAMES.has(name.toLowerCase())) {
      throw new AddedCollectionNameError(
        `The data file adds a collection "${name}", which is the name of one of the API's own routes (/api/${name}). Stop the server, rename the collection in the data file, and start it again.`,
      );
    }
    exposed.set(name, {
      name,
      scope: 'tenant',
      writable: true,
      records: (tenantId) => {
        const mine: unknown[] = [];
        for (const record of store.addedValues(name)) if (record.tenantId === tenantId) mine.push(record);
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
