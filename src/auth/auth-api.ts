import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginResponse {
  result: { token?: string; isSuccess: boolean; message: string };
}

export interface Underwriter {
  name: string;
}

export interface TenantUnderwritersResponse {
  result: { underWriters: Underwriter[] };
}

/** Signing in, and the signed-in tenant's underwriters. The sign-up's calls are registration/'s. */
export interface AuthApi {
  login(credentials: LoginCredentials): Observable<LoginResponse>;
  tenantUnderwriters(tenantId: number | string): Observable<TenantUnderwritersResponse>;
}

export function createAuthApi(http: HttpClient, endpoints: Endpoints): AuthApi {
  return {
    login: (credentials) => http.post<LoginResponse>(endpoints.url('login'), credentials),
    tenantUnderwriters: (tenantId) =>
      http.get<TenantUnderwritersResponse>(endpoints.url('tenantUnderwriters', { tenantId })),
  };
}
