import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';

export interface RenewResponse {
  result: { token?: string; isSuccess: boolean; message: string };
}

export interface CheckResponse {
  /** The account's role now (an admin may have changed it since the token was issued). */
  result: { isSuccess: boolean; role?: string };
}

export interface SessionApi {
  /** Trades the current (still valid) token for a fresh one of the same session. */
  renew(): Observable<RenewResponse>;
  /** Ends this token's session on the server, so that a copy of the token stops working too. */
  logout(): Observable<unknown>;
  /** Asks whether the session still stands (not activity: it does not keep an idle session alive). */
  check(): Observable<CheckResponse>;
}

export function createSessionApi(http: HttpClient, endpoints: Endpoints): SessionApi {
  return {
    renew: () => http.post(endpoints.url('sessionRenew')),
    logout: () => http.post(endpoints.url('sessionLogout')),
    check: () => http.get(endpoints.url('sessionCheck')),
  };
}
