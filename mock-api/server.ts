import express, { type Express } from 'express';
import { createAnonymousGuard, DEFAULT_ANONYMOUS_LIMITS, type AnonymousLimits } from './http/anonymous-limits.ts';
import { apiErrorHandler, notFound } from './http/api-errors.ts';
import { bodyShape } from './http/body-shape.ts';
import { crossOrigin } from './http/cors.ts';
import type { ApiContext } from './auth/context.ts';
import { memoryDocumentContents, type DocumentContents } from './store/document-contents.ts';
import { jsonServerBridge } from './json-server/bridge.ts';
import { createLoginGuard, DEFAULT_LOGIN_LIMITS, type LoginGuard, type LoginLimits } from './auth/login-limits.ts';
import { historyOf } from './history/actor.ts';
import { DEFAULT_LIVE_FEED_LIMITS, LiveFeed, type LiveFeedLimits } from './history/live-feed.ts';
import { endStreamsAfterAccountChanges } from './history/end-streams.ts';
import type { OperatorOptions } from './routes/operator.ts';
import { mountRoutes, routeTable } from './routes/index.ts';
import { memoryMailer, type Mailer } from './team/mailer.ts';
import { DEFAULT_LINK_LIFETIMES, type PasswordLinkLifetimes } from './team/password-links.ts';
import { DEFAULT_IDLE_SECONDS } from './auth/sessions.ts';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './domain/upload-limits.ts';
import { DEFAULT_ADDED_LIMITS, type AddedLimits } from './json-server/added-limits.ts';
import type { Store } from './store/store.ts';
import { createTokenService, DEFAULT_SESSION_LIMIT_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens.ts';
import { MOCK_BROKER_CLIENT_SECRET } from '../src/config/mock-broker.ts';

export const BODY_LIMIT = '1mb';
/** Deeper bodies are refused on every route; no request of the app nests more than a few levels. */
export const MAX_BODY_DEPTH = 32;
/** The mock broker's secret for the web app: the app's build default (src/config/mock-broker.ts). */
export const DEFAULT_BROKER_CLIENT_SECRET = MOCK_BROKER_CLIENT_SECRET;

export interface MockApiOptions {
  store: Store;
  /** Lifetime of issued tokens (default 5 minutes). */
  tokenTtlSeconds?: number;
  /** How long after sign-in a session ends however often its token is renewed (default 12 hours). */
  sessionLimitSeconds?: number;
  /** A session without calls for this long is not renewed (default 1 hour). */
  idleSeconds?: number;
  /** Operator routes are mounted only with an operator key. */
  operator?: OperatorOptions;
  /** Where uploaded files go (default: memory). */
  documents?: DocumentContents;
  /** The broker's client secret for the web app (client-credentials grant). */
  brokerClientSecret?: string;
  /** Sign-in attempt limits (login-limits.ts). */
  loginLimits?: LoginLimits;
  /** A guard of the caller's instead of one with `loginLimits` (the feature suite's test server switches its limits per scenario). */
  loginGuard?: LoginGuard;
  /** Limits on the routes that need no sign-in (anonymous-limits.ts). */
  anonymousLimits?: AnonymousLimits;
  /** Storage quota per tenant, documents per order, uploads at once (upload-limits.ts). */
  uploadLimits?: UploadLimits;
  /** Bounds of the collections a tester adds to the data file. */
  addedLimits?: AddedLimits;
  /** Where invitation and password e-mails go, and the app address their links use (default: memory, localhost). */
  mail?: { mailer: Mailer; appUrl: string };
  /** How long invitation and reset links work. */
  linkLifetimes?: PasswordLinkLifetimes;
  /** Bounds of the live feed and presence (history/live-feed.ts). */
  liveFeedLimits?: LiveFeedLimits;
  /** Answer other origins' requests (http/cors.ts); on by default, as on stock json-server. */
  cors?: boolean;
}

/** The mock API as an Express app, not yet listening; mount it under /api. */
export function createMockApi({
  store,
  tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
  sessionLimitSeconds = DEFAULT_SESSION_LIMIT_SECONDS,
  idleSeconds = DEFAULT_IDLE_SECONDS,
  operator,
  documents = memoryDocumentContents(),
  brokerClientSecret = DEFAULT_BROKER_CLIENT_SECRET,
  loginLimits = DEFAULT_LOGIN_LIMITS,
  loginGuard,
  anonymousLimits = DEFAULT_ANONYMOUS_LIMITS,
  uploadLimits = DEFAULT_UPLOAD_LIMITS,
  addedLimits = DEFAULT_ADDED_LIMITS,
  mail = { mailer: memoryMailer(), appUrl: 'http://localhost:4200' },
  linkLifetimes = DEFAULT_LINK_LIFETIMES,
  liveFeedLimits = DEFAULT_LIVE_FEED_LIMITS,
  cors = true,
}: MockApiOptions): Express {
  const context: ApiContext = {
    store,
    tokens: createTokenService(() => store.metadata.jwtSecret, tokenTtlSeconds, sessionLimitSeconds),
    sessionLimits: { sessionLimitSeconds, idleSeconds },
  };
  const api = express();
  api.disable('x-powered-by');
  api.set('etag', false);
  if (cors) api.use(crossOrigin());
  const anonymous = createAnonymousGuard(anonymousLimits);
  // Anonymous routes parse their bodies with smaller limits first; the general parser then skips them.
  api.post('/login', anonymous.body);
  api.post('/tenants', anonymous.json);
  api.post('/broker/connect/token', anonymous.rate);
  api.post('/password-links/*', anonymous.json);
  api.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  api.use(bodyShape({ maxDepth: MAX_BODY_DEPTH, maxStringLength: Infinity }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const history = historyOf(store);
  const feed = new LiveFeed(history, (orderGuid) => String(store.get('orders', orderGuid)?.baseOrderDetail.fileNumber ?? ''), liveFeedLimits);
  // Before the routes that end sessions or deactivate people, so it sees their answers.
  api.use(endStreamsAfterAccountChanges(feed));
  const linkMail = { ...mail, lifetimes: linkLifetimes };
  // Every route of the API, by the first segment of its URL (routes/index.ts).
  mountRoutes(
    api,
    routeTable({
      context,
      loginGuard: loginGuard ?? createLoginGuard(loginLimits),
      anonymous,
      operator: operator ? { ...operator, linkMail, pendingTenantSeconds: anonymousLimits.pendingTenantSeconds } : null,
      linkMail,
      mailer: mail.mailer,
      history,
      feed,
      documents,
      uploadLimits,
      brokerClientSecret,
    }),
  );
  // json-server's query language on the reference lists and, signed in, on the agency's records.
  api.use(jsonServerBridge(context, addedLimits));

  api.use((req, _res, next) => next(notFound(`There is no ${req.method} ${req.baseUrl}${req.path} in this API.`)));
  api.use(apiErrorHandler);
  return api;
}
