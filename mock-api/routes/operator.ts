import { SEED_LIMITS } from '../seed/limits.ts';
import { Router, type Request, type RequestHandler } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientOf } from '../http/client-address.ts';
import { ApiError, handle, validationFailure } from '../http/api-errors.ts';
import type { ApiContext } from '../auth/context.ts';
import { generatePassword } from '../auth/passwords.ts';
import { AccountConflictError, AccountError, addUser } from '../seed/accounts.ts';
import { seedOrders } from '../seed/seed-orders.ts';
import { seedTenants } from '../seed/tenants.ts';
import { DEFAULT_ANONYMOUS_LIMITS } from '../http/anonymous-limits.ts';
import { operatorTeamRoutes } from '../team/operator-team-routes.ts';
import type { LinkMail } from '../team/send-link.ts';
import { describeRegistration, pendingRegistrations, rejectRegistration, removeRegistrationsOlderThan } from '../auth/pending-registrations.ts';
import { ApprovalError, approveTenant, findTenantByText, type TenantReference } from '../auth/tenant-approval.ts';

export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

export interface OperatorOptions {
  /** Operator credential from configuration; tenant tokens never pass. */
  key: string;
  outboxDir: string;
  signInUrl: string;
}

export interface OperatorRouteOptions extends OperatorOptions {
  /** Invitations and password links sent for an agency (title-cli users invite, reset). */
  linkMail: LinkMail;
  /** Registrations waiting longer than this are removed. */
  pendingTenantSeconds?: number;
}

/** Wrong operator keys a client may send in the window before it is refused outright. */
export const OPERATOR_KEY_FAILURES = { points: 10, windowSeconds: 15 * 60 } as const;

/** The browser marks what a page sends; title-cli and scripts send neither of these. */
function fromBrowser(req: Request): boolean {
  if (req.get('origin') !== undefined) return true;
  const site = req.get('sec-fetch-site');
  return site !== undefined && site !== 'none';
}

/**
 * Browser-originated requests (any Origin header, or a Sec-Fetch-Site other than `none`: an
 * <img> or a form on another page) are refused with 403 before anything is counted, so no web
 * page can spend the operator's wrong-key allowance. A request without a key is a 401 that counts
 * for nothing either. Only a key that is sent and wrong counts, per address; the key is compared
 * in constant time, and a client that sent too many wrong keys is refused (429, any key, right or
 * wrong, so a guess teaches nothing) for the rest of the window: title-cli reads the key from the
 * lock file and never sends a wrong one.
 */
function requireOperator(key: string): RequestHandler {
  const expected = Buffer.from(key);
  const failures = new RateLimiterMemory({ keyPrefix: 'operator-key', points: OPERATOR_KEY_FAILURES.points, duration: OPERATOR_KEY_FAILURES.windowSeconds });
  return handle(async (req, _res, next) => {
    if (fromBrowser(req)) throw new ApiError(403, { message: 'Operator routes do not answer web pages; use title-cli.' });
    const sent = req.get(OPERATOR_KEY_HEADER);
    if (sent === undefined || sent === '') throw new ApiError(401, { message: 'This route is for operators: it needs the operator key.' });
    const client = clientOf(req);
    const record = await failures.get(client);
    if (record && record.consumedPoints >= OPERATOR_KEY_FAILURES.points) {
      throw new ApiError(429, { message: 'Too many wrong operator keys from this address. Please wait before trying again.' }, Math.ceil(record.msBeforeNext / 1000));
    }
    const given = Buffer.from(sent);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await failures.penalty(client);
      throw new ApiError(401, { message: 'This route is for operators: it needs the operator key.' });
    }
    next();
  });
}

function idParam(param: string): TenantReference {
  if (!/^\d{1,9}$/.test(param)) throw validationFailure([{ Type: 'Id', Message: 'A tenant id is a whole number.' }]);
  return { by: 'id', id: Number(param) };
}

/**
 * Operator-only routes (listing and approving tenants), used by title-cli while the server runs.
 * Approval and rejection name the tenant explicitly, by id or by name: text that could be either
 * is read by title-cli, against the list of tenants, before it calls.
 */
export function operatorRoutes({ store }: ApiContext, options: OperatorRouteOptions): Router {
  const { pendingTenantSeconds = DEFAULT_ANONYMOUS_LIMITS.pendingTenantSeconds } = options;
  const router = Router();
  router.use('/operator', requireOperator(options.key));
  // Registrations nobody approved in time are gone before any operator route looks.
  router.use(
    '/operator',
    handle(async (_req, _res, next) => {
      await removeRegistrationsOlderThan(store, pendingTenantSeconds);
      next();
    }),
  );
  router.get('/operator/tenants', (_req, res) => {
    res.json({
      result: {
        tenants: store.list('tenants').map((tenant) => ({
          id: tenant.id,
          name: tenant.name,
          status: tenant.status,
          createdAt: tenant.createdAt,
          contact: typeof tenant.registration?.email === 'string' ? tenant.registration.email : null,
        })),
      },
    });
  });

  const approve = (referenceOf: (param: string) => TenantReference) =>
    handle(async (req, res) => {
      try {
        const reference = referenceOf(String(req.params.tenant));
        const approval = await approveTenant(store, reference, options);
        res.json({
          result: {
            by: reference.by,
            tenantId: approval.tenant.id,
            tenant: approval.tenant.name,
            email: approval.user.email,
            emlPath: approval.emlPath,
            reissued: approval.reissued,
          },
        });
      } catch (error) {
        if (error instanceof ApprovalError) throw new ApiError(error.status, { message: error.message });
        throw error;
      }
    });
  router.post('/operator/tenants/by-id/:tenant/approve', approve(idParam));
  router.post('/operator/tenants/by-name/:tenant/approve', approve((param) => ({ by: 'name', name: param })));

  router.get('/operator/registrations', (_req, res) => {
    res.json({ result: { registrations: pendingRegistrations(store).map(describeRegistration), expireAfterSeconds: pendingTenantSeconds } });
  });
  const reject = (referenceOf: (param: string) => TenantReference) =>
    handle(async (req, res) => {
      try {
        const tenant = await rejectRegistration(store, referenceOf(String(req.params.tenant)));
        res.json({ result: { rejected: [describeRegistration(tenant)] } });
      } catch (error) {
        if (error instanceof ApprovalError) throw new ApiError(error.status, { message: error.message });
        throw error;
      }
    });
  router.post('/operator/tenants/by-id/:tenant/reject', reject(idParam));
  router.post('/operator/tenants/by-name/:tenant/reject', reject((param) => ({ by: 'name', name: param })));
  router.post(
    '/operator/registrations/reject',
    handle(async (req, res) => {
      const olderThan = ((req.body ?? {}) as Record<string, unknown>).olderThanSeconds;
      if (typeof olderThan !== 'number' || !Number.isSafeInteger(olderThan) || olderThan < 0) {
        throw validationFailure([{ Type: 'OlderThanSeconds', Message: 'olderThanSeconds must be a whole number of seconds, 0 or more.' }]);
      }
      const rejected = await removeRegistrationsOlderThan(store, olderThan);
      res.json({ result: { rejected: rejected.map(describeRegistration) } });
    }),
  );

  const tenantNamedBy = (reference: string) => {
    try {
      return findTenantByText(store, reference);
    } catch (error) {
      if (error instanceof ApprovalError) throw new ApiError(error.status, { message: error.message });
      throw error;
    }
  };

  // title-cli users add and seed while the server runs: the server owns the data file, so it writes.
  router.post(
    '/operator/users',
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
      const tenant = tenantNamedBy(text('tenant'));
      if (!tenant) throw new ApiError(404, { message: `There is no tenant "${text('tenant')}".` });
      if (tenant.status !== 'active') throw new ApiError(409, { message: `${tenant.name} is not active yet; approve it first.` });
      const password = text('password') || generatePassword();
      try {
        const user = await addUser(store, tenant, { email: text('email'), firstName: text('firstName'), lastName: text('lastName'), password, mustChangePassword: true });
        res.json({ result: { tenant: tenant.name, name: `${user.firstName} ${user.lastName}`, email: user.email, password } });
      } catch (error) {
        if (error instanceof AccountError) throw new ApiError(error instanceof AccountConflictError ? 409 : 400, { message: error.message });
        throw error;
      }
    }),
  );
  router.use('/operator/team', operatorTeamRoutes(store, options.linkMail));
  router.post(
    '/operator/seed',
    handle(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const whole = (name: string, max: number) => {
        const value = body[name] ?? 0;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
          throw validationFailure([{ Type: name, Message: `${name} must be a whole number from 0 to ${max}.` }]);
        }
        return value;
      };
      const tenants = whole('tenants', SEED_LIMITS.tenants);
      const seed = whole('seed', SEED_LIMITS.seed);
      const orders = whole('orders', SEED_LIMITS.orders);
      const { created, skipped } = await seedTenants(store, { tenants, seed });
      const ordersAdded = orders > 0 ? await seedOrders(store, { count: orders, seed }) : [];
      res.json({ result: { created, skipped, ordersAdded } });
    }),
  );
  return router;
}
