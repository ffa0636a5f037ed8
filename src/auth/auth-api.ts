import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints';
import type { HttpClient } from '../lib/http/client';

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * The sign-up body as auth sends it: `{tenant: {...}}`. Its fields are the registration area's
 * (registration-schemas.ts builds and checks them); auth only carries it, so it does not depend on
 * registration, which depends on auth for the call and its state.
 */
export interface TenantSignUp {
  tenant: object;
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

export interface StateOption {
  code: string;
  name: string;
}

export interface BusinessDetails {
  businessTypes: { name: string }[];
  transactionTypes: { name: string }[];
  numberOfUsers: { range: string }[];
}

/** The merge of states, business details and underwriters (spec section 3). */
export interface RegistrationPageData extends BusinessDetails {
  states: StateOption[];
  underWriters: Underwriter[];
}

export interface SignUpResponse {
  result: { isSuccess: boolean; message: string };
}

export interface AuthApi {
  states(): Observable<{ result: { states: StateOption[] } }>;
  businessDetails(): Observable<{ result: BusinessDetails }>;
  underwriters(): Observable<{ result: { underWriters: Underwriter[] } }>;
  signUp(payload: TenantSignUp): Observable<SignUpResponse>;
  login(credentials: LoginCredentials): Observable<LoginResponse>;
  tenantUnderwriters(tenantId: number | string): Observable<TenantUnderwritersResponse>;
}

export function createAuthApi(http: HttpClient, endpoints: Endpoints): AuthApi {
  return {
    login: (credentials) => http.post<LoginResponse>(endpoints.url('login'), credentials),
    states: () => http.get(endpoints.url('states')),
    businessDetails: () => http.get(endpoints.url('businessDetails')),
    underwriters: () => http.get(endpoints.url('underwriters')),
    signUp: (payload) => http.post<SignUpResponse>(endpoints.url('tenants'), payload),
    tenantUnderwriters: (tenantId) =>
      http.get<TenantUnderwritersResponse>(endpoints.url('tenantUnderwriters', { tenantId })),
  };
}
