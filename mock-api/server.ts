import express, { type Express } from 'express';
import { apiErrorHandler, notFound } from './api-errors';
import type { ApiContext } from './context';
import { memoryDocumentContents, type DocumentContents } from './document-contents';
import { dashboardRoutes } from './routes/dashboard';
import { documentRoutes } from './routes/documents';
import { orderRoutes } from './routes/orders';
import { loginRoutes } from './routes/login';
import { operatorRoutes, type OperatorOptions } from './routes/operator';
import { referenceRoutes } from './routes/reference';
import { tenantRoutes } from './routes/tenants';
import { tenantRegistrationRoutes } from './routes/tenants-registration';
import type { Store } from './store';
import { createTokenService, DEFAULT_TOKEN_TTL_SECONDS } from './tokens';

export const BODY_LIMIT = '1mb';

export interface MockApiOptions {
  store: Store;
  /** Lifetime of issued tokens (default 5 minutes). */
  tokenTtlSeconds?: number;
  /** Operator routes are mounted only with an operator key. */
  operator?: OperatorOptions;
  /** Where uploaded files go (default: memory). */
  documents?: DocumentContents;
}

/** The mock API as an Express app, not yet listening; mount it under /api. */
export function createMockApi({
  store,
  tokenTtlSeconds = DEFAULT_TOKEN_TTL_SECONDS,
  operator,
  documents = memoryDocumentContents(),
}: MockApiOptions): Express {
  const context: ApiContext = {
    store,
    tokens: createTokenService(() => store.metadata.jwtSecret, tokenTtlSeconds),
  };
  const api = express();
  api.disable('x-powered-by');
  api.set('etag', false);
  api.use(express.json({ limit: BODY_LIMIT, type: ['application/json', 'application/*+json'] }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  api.use(loginRoutes(context));
  api.use(tenantRegistrationRoutes(context));
  if (operator) api.use(operatorRoutes(context, operator));
  api.use(referenceRoutes());
  api.use(tenantRoutes(context));
  api.use(dashboardRoutes(context));
  api.use(orderRoutes(context));
  api.use(documentRoutes(context, documents));

  api.use((req, _res, next) => next(notFound(`There is no ${req.method} ${req.baseUrl}${req.path} in this API.`)));
  api.use(apiErrorHandler);
  return api;
}
