import { AsyncLocalStorage } from 'node:async_hooks';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { notFound, validationFailure } from '../http/api-errors.ts';
import type { ApiContext } from '../auth/context.ts';
import { callerOf } from '../auth/context.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';
import pluralize from 'pluralize';
import { dependentsOf, storeWrites, type ViewNames, type WriteScope } from './added-writes.ts';
import { exposedCollections, type ExposedCollection } from './collections.ts';
import { addedLedger, DEFAULT_ADDED_LIMITS, freeBytesBeside, type AddedLimits } from './added-limits.ts';
import { agencyTurns } from './agency-turns.ts';
import { guardQuery, type QueryRules } from './query-guard.ts';
import { withoutRouterInternals } from './router-internals.ts';

interface BridgeRouters {
  /** The agency's orders, documents, commitments, letters and the reference lists: read-only, `…Guid` relations. */
  own: Router;
  /** The collections a tester added: full CRUD, `…Id` relations, as stock json-server. */
  added: Router;
}

/** What one request may see (its agency, the views of its collections built so far) and the writes it made. */
interface Scope extends WriteScope {
  views: Map<string, unknown>;
  /** The views are copies without `tenantId` (a search with q reads every field). */
  hideTenant: boolean;
}

/**
 * json-server 0.17's routers over the store, for testers: filters, `q`, `_sort/_order`,
 * `_page/_limit` (with X-Total-Count and Link), `_embed/_expand` and nested routes on the agency's
 * orders, documents, commitments and letters and on the reference lists, read-only (the contract's
 * routes, mounted before, keep every write to them); and full CRUD on the collections a tester
 * added to the data file, per agency, each write journaled and durable before it is answered
 * (added-writes.ts).
 *
 * The router's database is one object whose collections are getters: each reads the store,
 * scoped to the caller's agency (from the verified token, kept for the request in an
 * AsyncLocalStorage), so no list, filter, embed, nested route or id can reach another agency's
 * record, and nothing is copied out of the store to keep in step. Before the router, a guard
 * refuses what json-server would run unsafely (query-guard.ts), and the router's own parsers,
 * method override, fixed delays and stack-trace error page are taken out (router-internals.ts).
 */
export function jsonServerBridge(context: ApiContext, limits: AddedLimits = DEFAULT_ADDED_LIMITS): Router {
  const collections = exposedCollections(context.store);
  const ledger = addedLedger(context.store, limits, freeBytesBeside(context.store.dataFile));
  const turn = agencyTurns();
  const scope = new AsyncLocalStorage<Scope>();
  const viewNames: ViewNames = new WeakMap();
  // json-server (with its own express and lowdb) is loaded by the first request to a collection:
  // title-cli, which imports the server's modules but starts none, does not pay for it.
  let routersLoading: Promise<BridgeRouters> | null = null;
  const routersReady = () =>
    (routersLoading ??= import('json-server').then(({ default: jsonServer }) => {
      const database = scopedDatabase(collections, scope, viewNames);
      const make = (foreignKeySuffix: 'Guid' | 'Id', removable: ReturnType<typeof dependentsOf> | null) => {
        // json-server's types omit `render`, the hook its README documents for reshaping answers, and `db`.
        const router = jsonServer.router(database, { foreignKeySuffix }) as unknown as Router & {
          render: (req: Request, res: Response) => void;
          db: { _: { mixin: (functions: object) => void } };
        };
        withoutRouterInternals(router);
        const writes = storeWrites(context.store, () => scope.getStore(), viewNames, ledger);
        router.db._.mixin({ ...writes, getById: findById, ...(removable ? { getRemovable: removable } : {}) });
        router.render = (req, res) => void answerWhenDurable(collections, req, res);
        return router;
      };
      // The agency's own records relate by guid (a document's orderGuid); the collections a tester
      // adds relate as on stock json-server, by `…Id`, and a DELETE there removes the added records
      // that pointed at it, never one of the agency's own (dependentsOf).
      const added = new Set([...collections.values()].filter((collection) => collection.writable).map((collection) => collection.name));
      return { own: make('Guid', null), added: make('Id', dependentsOf(added)) };
    }));

  const names = [...collections.keys()];
  const rules: QueryRules = {
    exposed: new Set(names),
    // json-server expands `_expand=order` through pluralize('order'), as it names the foreign key.
    expandable: new Map(names.filter((name) => pluralize.plural(pluralize.singular(name)) === name).map((name) => [pluralize.singular(name), name])),
  };
  const authenticated = requireAuth(context);

  const bridge = Router();
  bridge.use((req: Request, res: Response, next: NextFunction) => {
    const segments = req.path.split('/').slice(1);
    const collection = collections.get(segments[0] ?? '');
    // Not a collection (an unknown path, /db, /__rules): the API's own 404.
    if (!collection || !pathFits(segments, collections, collection)) {
      next();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const allowed = collection.writable ? writableMethods(segments, collections) : null;
      if (!allowed?.includes(req.method)) {
        methodNotAllowed(...(allowed ?? ['GET']))(req, res, next);
        return;
      }
      // A form post or text would reach the router as an empty body and make an empty record.
      if (req.method !== 'DELETE' && !req.is(['application/json', 'application/*+json'])) {
        res.status(415).json({ message: 'Send the record as JSON (Content-Type: application/json).' });
        return;
      }
    }
    const guarded = guardQuery(req.query as Record<string, unknown>, rules);
    if ('problems' in guarded) {
      next(validationFailure(guarded.problems));
      return;
    }
    const answer = () => {
      const tenantId = collection.scope === 'tenant' ? callerOf(res).tenantId : null;
      // json-server reads and rewrites req.query; express 5 and some parsers make it a getter.
      Object.defineProperty(req, 'query', { value: guarded.query, writable: true, configurable: true });
      // json-server's q searches every field: the agency's id must not be one (q=1 matched every record).
      const requestScope: Scope = { tenantId, views: new Map(), writes: [], hideTenant: guarded.query.q !== undefined };
      res.locals.bridgeScope = requestScope;
      res.locals.bridgeNext = next;
      const route = () => routersReady().then((routers) => scope.run(requestScope, () => (relatesAdded(segments, guarded.query, collections) ? routers.added : routers.own)(req, res, next)), next);
      // A write to an added collection waits its turn within the agency's rate and the disk reserve.
      const writing = req.method !== 'GET' && req.method !== 'HEAD' && tenantId !== null;
      const admitted = () => (writing ? ledger.admit(tenantId).then(route, next) : route());
      // One agency's large lists take turns, so another agency's calls go between them.
      const run = () =>
        tenantId === null
          ? admitted()
          : turn(tenantId).then((done) => {
              res.once('finish', done);
              res.once('close', done);
              return admitted();
            }, next);
      if (guarded.delayMs > 0) setTimeout(run, guarded.delayMs);
      else run();
    };
    if (collection.scope === 'tenant') authenticated(req, res, (error?: unknown) => (error ? next(error) : answer()));
    else answer();
  });
  return bridge;
}

/**
 * Whether a request reaches a collection a tester added: its own, one nested under a record, or one
 * it embeds. Those relate as on stock json-server, by `…Id` (the added router); the agency's own
 * records among themselves keep their `…Guid` (documents' orderGuid).
 */
function relatesAdded(segments: string[], query: Record<string, string | string[]>, collections: Map<string, ExposedCollection>): boolean {
  const added = (name: string | undefined) => name !== undefined && collections.get(name)?.writable === true;
  const embedded = query._embed === undefined ? [] : [query._embed].flat();
  return added(segments[0]) || added(segments[2]) || embedded.some(added);
}

/** `/name`, `/name/id`, or `/name/id/other` (json-server's nested route) within the same scope. */
function pathFits(segments: string[], collections: Map<string, ExposedCollection>, collection: ExposedCollection): boolean {
  if (segments.length <= 2) return true;
  const nested = collections.get(segments[2] ?? '');
  return segments.length === 3 && nested !== undefined && nested.scope === collection.scope;
}

/**
 * lodash-id's getById, without its TypeError on a missing id: `_expand=order` looks up each
 * record's `orderGuid`, and a record without one made the whole answer a 500. Such a record is
 * simply not expanded, as json-server does for an id that names nothing.
 */
function findById(collection: unknown, id: unknown): unknown {
  if (!Array.isArray(collection) || id === undefined || id === null) return undefined;
  return collection.find((record: { id?: unknown } | null) => record?.id !== undefined && record.id !== null && String(record.id) === String(id));
}

/**
 * `/name` takes a new record; `/name/id` is read, replaced, changed or deleted; `/name/id/other`
 * takes a new record of another added collection pointing at this one (json-server's nested POST).
 */
function writableMethods(segments: string[], collections: Map<string, ExposedCollection>): string[] {
  if (segments.length === 1) return ['GET', 'POST'];
  if (segments.length === 2) return ['GET', 'PUT', 'PATCH', 'DELETE'];
  return collections.get(segments[2] ?? '')?.writable ? ['GET', 'POST'] : ['GET'];
}

/** The router's database: each collection a getter reading the store for the request's agency. */
function scopedDatabase(collections: Map<string, ExposedCollection>, scope: AsyncLocalStorage<Scope>, viewNames: ViewNames): Record<string, unknown> {
  const database: Record<string, unknown> = {};
  for (const collection of collections.values()) {
    Object.defineProperty(database, collection.name, {
      enumerable: true,
      get() {
        const current = scope.getStore();
        // Outside a request (the router lists its routes once, at creation): an empty collection of the right kind.
        if (!current) return Array.isArray(collection.records(null)) ? [] : {};
        let view = current.views.get(collection.name);
        if (view === undefined) {
          view = collection.records(current.tenantId);
          if (current.hideTenant && Array.isArray(view)) view = view.map((record) => withoutTenant(record));
          current.views.set(collection.name, view);
          if (typeof view === 'object' && view !== null) viewNames.set(view, collection.name);
        }
        return view;
      },
    });
  }
  return database;
}

/**
 * The router's answer, once every write it made is on disk (a write the disk refused has been
 * taken back by the store and goes to the API's error handler: 503 with Retry-After): its data as
 * JSON (never JSONP), the contract's envelope where there is one, no agency ids.
 */
async function answerWhenDurable(collections: Map<string, ExposedCollection>, req: Request, res: Response): Promise<void> {
  const scope = res.locals.bridgeScope as Scope | undefined;
  const next = res.locals.bridgeNext as NextFunction;
  try {
    await Promise.all(scope?.writes ?? []);
    render(collections, req, res);
  } catch (error) {
    next(error);
  }
}

function render(collections: Map<string, ExposedCollection>, req: Request, res: Response): void {
  const data: unknown = res.locals.data;
  if (res.statusCode === 404) throw notFound(`There is no such record in ${req.baseUrl}${req.path}.`);
  const collection = collections.get(req.path.split('/')[1] ?? '');
  const plain = Array.isArray(data) ? data.map((record) => withoutTenant(record)) : withoutTenant(data);
  res.json(collection?.envelope ? collection.envelope(plain) : plain);
}

/** A record without its agency id, and its embedded or expanded records too (one level, as json-server makes them). */
function withoutTenant(record: unknown, depth = 0): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return record;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'tenantId') continue;
    rest[key] = depth > 0 ? value : Array.isArray(value) ? value.map((item) => withoutTenant(item, depth + 1)) : withoutTenant(value, depth + 1);
  }
  return rest;
}

