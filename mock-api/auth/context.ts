import type { Response } from 'express';
import type { SessionLimits } from './sessions.ts';
import type { Store } from '../store/store.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

export interface ApiContext {
  store: Store;
  tokens: TokenService;
  sessionLimits: SessionLimits;
}

/** The verified caller of a route behind `requireAuth`. */
export interface Caller {
  tenantId: number;
  userId: string;
  claims: TokenClaims;
}

export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf() used on a route without requireAuth');
  return caller;
}
