import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';
import type { TenantPayload } from './registration-schemas.ts';

export interface StateOption {
  code: string;
  name: string;
}

export interface BusinessDetails {
  businessTypes: { name: string }[];
  transactionTypes: { name: string }[];
  numberOfUsers: { range: string }[];
}

/** The merge of states, business details and underwriters (docs/behaviour.md#registration-data). */
export interface RegistrationPageData extends BusinessDetails {
  states: StateOption[];
  underWriters: { name: string }[];
}

export interface SignUpResponse {
  result: { isSuccess: boolean; message: string };
}

/** The calls of the sign-up screen: the lists its forms offer, and the sign-up itself. */
export interface RegistrationApi {
  states(): Observable<{ result: { states: StateOption[] } }>;
  businessDetails(): Observable<{ result: BusinessDetails }>;
  underwriters(): Observable<{ result: { underWriters: { name: string }[] } }>;
  signUp(payload: TenantPayload): Observable<SignUpResponse>;
}

export function createRegistrationApi(http: HttpClient, endpoints: Endpoints): RegistrationApi {
  return {
    states: () => http.get(endpoints.url('states')),
    businessDetails: () => http.get(endpoints.url('businessDetails')),
    underwriters: () => http.get(endpoints.url('underwriters')),
    signUp: (payload) => http.post<SignUpResponse>(endpoints.url('tenants'), payload),
  };
}
