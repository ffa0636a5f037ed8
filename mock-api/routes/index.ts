import { Router, type Express, type RequestHandler } from 'express';
import type { ApiContext } from '../auth/context.ts';
import type { LoginGuard } from '../auth/login-limits.ts';
import type { DocumentContents } from '../store/document-contents.ts';
import type { UploadLimits } from '../domain/upload-limits.ts';
import type { FileHistory } from '../history/file-history.ts';
import type { LiveFeed } from '../history/live-feed.ts';
import type { AnonymousGuard } from '../http/anonymous-limits.ts';
import type { Mailer } from '../team/mailer.ts';
import type { LinkMail } from '../team/send-link.ts';
import { accountRoutes } from '../team/account-routes.ts';
import { passwordLinkRoutes } from '../team/password-link-routes.ts';
import { teamRoutes } from '../team/team-routes.ts';
import { checklistRoutes } from '../checklist/checklist-routes.ts';
import { myWorkRoutes } from '../checklist/my-work-routes.ts';
import { templateRoutes } from '../checklist/template-routes.ts';
import { payeeRoutes } from '../payees/payee-routes.ts';
import { brokerRoutes } from './broker.ts';
import { commitmentRoutes } from './commitments.ts';
import { dashboardRoutes } from './dashboard.ts';
import { documentRoutes } from './documents.ts';
import { historyRoutes } from './history.ts';
import { loginRoutes } from './login.ts';
import { operatorRoutes, type OperatorRouteOptions } from './operator.ts';
import { orderRoutes } from './orders.ts';
import { sessionRoutes } from './session.ts';
import { tenantRegistrationRoutes } from './tenants-registration.ts';
import { tenantRoutes } from './tenants.ts';

/**
 * The URL is the map of the server: each first segment of /api, and the files whose routes
 * answer under it (where a row joins several, each says which paths). The table is the only place
 * routers are mounted, each behind its prefixes, so the order of its rows carries no meaning
 * (routes/index.test.ts checks that each route is claimed by the one row of its prefix, and that
 * no prefix has two rows). Inside the /orders row, the one named route (mortgage-clauses) comes
 * before the routes that read that segment as a file's id. Whatever no row claims goes on to
 * json-server's collections (server.ts mounts the bridge after the table).
 */
export interface RouteRow {
  /** First path segments, with their slash: `/orders`. */
  prefixes: readonly string[];
  /** Where the routes are written, for a reader looking for one. */
  files: readonly string[];
  router: Router;
}

export interface RouteParts {
  context: ApiContext;
  loginGuard: LoginGuard;
  anonymous: AnonymousGuard;
  operator: OperatorRouteOptions | null;
  linkMail: LinkMail;
  mailer: Mailer;
  history: FileHistory;
  feed: LiveFeed;
  documents: DocumentContents;
  uploadLimits: UploadLimits;
  brokerClientSecret: string;
}

/** One router made of several files' routers, for a prefix whose routes are written apart. */
function together(...routers: Router[]): Router {
  const router = Router();
  for (const part of routers) router.use(part);
  return router;
}

export function routeTable(parts: RouteParts): RouteRow[] {
  const { context } = parts;
  const commitments = commitmentRoutes(context);
  const history = historyRoutes(context, parts.history, parts.feed);
  const orders = orderRoutes(context);
  const rows: RouteRow[] = [
    { prefixes: ['/login'], files: ['routes/login.ts'], router: loginRoutes(context, parts.loginGuard) },
    { prefixes: ['/session'], files: ['routes/session.ts'], router: sessionRoutes(context) },
    { prefixes: ['/tenants'], files: ['routes/tenants-registration.ts', 'routes/tenants.ts'], router: together(tenantRegistrationRoutes(context, parts.anonymous), tenantRoutes(context)) },
    { prefixes: ['/tenant'], files: ['routes/commitments.ts'], router: commitments },
    { prefixes: ['/password-links'], files: ['team/password-link-routes.ts'], router: passwordLinkRoutes(context, parts.linkMail) },
    { prefixes: ['/team'], files: ['team/team-routes.ts'], router: teamRoutes(context, parts.linkMail) },
    { prefixes: ['/account'], files: ['team/account-routes.ts'], router: accountRoutes(context) },
    { prefixes: ['/dashboard'], files: ['routes/dashboard.ts'], router: dashboardRoutes(context) },
    { prefixes: ['/files'], files: ['routes/orders.ts'], router: orders },
    {
      prefixes: ['/orders'],
      files: [
        'routes/commitments.ts: /orders/mortgage-clauses',
        'routes/orders.ts: /orders/{id} (GET, PATCH)',
        'routes/history.ts: /orders/{id}/history, /history.csv, /presence',
        'checklist/checklist-routes.ts: /orders/{id}/checklist…',
        'payees/payee-routes.ts: /orders/{id}/payees…',
      ],
      // A named route (mortgage-clauses) before the ones that read the segment as a file's id.
      router: together(commitments, orders, history, checklistRoutes(context), payeeRoutes(context, parts.mailer)),
    },
    { prefixes: ['/commitments'], files: ['routes/commitments.ts'], router: commitments },
    { prefixes: ['/activity', '/events'], files: ['routes/history.ts'], router: history },
    { prefixes: ['/my-work'], files: ['checklist/my-work-routes.ts'], router: myWorkRoutes(context) },
    { prefixes: ['/checklist-templates'], files: ['checklist/template-routes.ts'], router: templateRoutes(context) },
    { prefixes: ['/broker'], files: ['routes/broker.ts'], router: brokerRoutes(context, parts.brokerClientSecret) },
    { prefixes: ['/documents'], files: ['routes/documents.ts'], router: documentRoutes(context, parts.documents, parts.uploadLimits) },
  ];
  if (parts.operator) rows.push({ prefixes: ['/operator'], files: ['routes/operator.ts', 'team/operator-team-routes.ts'], router: operatorRoutes(context, parts.operator) });
  return rows;
}

/** Whether `path` lies under one of `prefixes` (routing ignores case, as express does). */
export function underPrefix(path: string, prefixes: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return prefixes.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** Mounts each row's router behind its prefixes. */
export function mountRoutes(api: Express, rows: readonly RouteRow[]): void {
  for (const { prefixes, router } of rows) {
    const guarded: RequestHandler = (req, res, next) => (underPrefix(req.path, prefixes) ? router(req, res, next) : next());
    api.use(guarded);
  }
}
