import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';

export interface PasswordLinkOwner {
  purpose: 'invitation' | 'reset';
  email: string;
  firstName: string;
  lastName: string;
  tenantName: string;
  expiresAt: string | null;
}

export interface OpenSession {
  id: string;
  browser: string;
  startedAt: string;
  lastActiveAt: string;
  current: boolean;
}

interface Done {
  result: { isSuccess: boolean; message?: string; token?: string };
}

/** One's own account (docs/api.md#calls-by-area): its open sessions, its password, and the one-time password links. */
export interface AccountApi {
  checkLink(token: string): Observable<{ result: PasswordLinkOwner }>;
  useLink(token: string, password: string): Observable<{ result: { isSuccess: boolean; message: string; email: string } }>;
  requestLink(email: string): Observable<{ result: { isSuccess: boolean; message: string } }>;
  sessions(): Observable<{ result: { sessions: OpenSession[] } }>;
  endSession(sid: string): Observable<Done>;
  endAllSessions(): Observable<Done>;
  changePassword(currentPassword: string, newPassword: string): Observable<Done>;
}

export function createAccountApi(http: HttpClient, endpoints: Endpoints): AccountApi {
  return {
    checkLink: (token) => http.post(endpoints.url('passwordLinkCheck'), { token }),
    useLink: (token, password) => http.post(endpoints.url('passwordLinkUse'), { token, password }),
    requestLink: (email) => http.post(endpoints.url('passwordLinkRequest'), { email }),
    sessions: () => http.get(endpoints.url('accountSessions')),
    endSession: (sid) => http.delete(endpoints.url('accountSession', { sid })),
    endAllSessions: () => http.delete(endpoints.url('accountSessions')),
    changePassword: (currentPassword, newPassword) => http.post(endpoints.url('accountPassword'), { currentPassword, newPassword }),
  };
}
