import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';
import type { PayeeInput, VerificationInput } from './payee-schemas.ts';

export interface PersonRef {
  userId: string | null;
  name: string;
}

/** A payee as the API answers it: the account number only as "•••• 9012" (docs/payees.md). */
export interface Payee {
  id: string;
  orderGuid: string;
  name: string;
  role: string;
  amount: number;
  method: 'wire' | 'check';
  status: 'verified' | 'not-verified' | 'check';
  wire: { bankName: string; routingNumber: string; bankOnRecord: string | null; account: string; accountLast4: string; beneficiaryName: string; reference: string; contactPhone: string } | null;
  verification: { method: string; numberCalled: string; note: string; by: PersonRef; at: string } | null;
  enteredBy: PersonRef;
  changedBy: PersonRef;
  changedAt: string;
  version: number;
}

export interface PayeesApi {
  payees(orderGuid: string): Observable<{ result: { payees: Payee[] } }>;
  add(orderGuid: string, payee: PayeeInput): Observable<{ result: Payee }>;
  change(orderGuid: string, payeeId: string, payee: PayeeInput, version: number): Observable<{ result: Payee }>;
  remove(orderGuid: string, payeeId: string): Observable<unknown>;
  /** `version`: the instructions as the verifier saw them; a change since is refused (412). */
  verify(orderGuid: string, payeeId: string, verification: VerificationInput, version: number): Observable<{ result: Payee }>;
  reveal(orderGuid: string, payeeId: string): Observable<{ result: { accountNumber: string } }>;
}

export function createPayeesApi(http: HttpClient, endpoints: Endpoints): PayeesApi {
  const one = (orderGuid: string, payeeId: string, suffix = '') => endpoints.url('orderPayee', { orderGuid, payeeId }, suffix);
  return {
    payees: (orderGuid) => http.get(endpoints.url('orderPayees', { orderGuid })),
    add: (orderGuid, payee) => http.post(endpoints.url('orderPayees', { orderGuid }), payee),
    change: (orderGuid, payeeId, payee, version) => http.put(one(orderGuid, payeeId), payee, { headers: { 'If-Match': `"${version}"` } }),
    remove: (orderGuid, payeeId) => http.delete(one(orderGuid, payeeId)),
    verify: (orderGuid, payeeId, verification, version) => http.post(one(orderGuid, payeeId, '/verification'), verification, { headers: { 'If-Match': `"${version}"` } }),
    reveal: (orderGuid, payeeId) => http.post(one(orderGuid, payeeId, '/reveal')),
  };
}
