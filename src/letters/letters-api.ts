import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';
import type { LetterRequest } from './letter-request.ts';

export interface MortgageClause {
  lenderName: string;
  mortgageClause: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
}

export interface IssuedLetter {
  letterId: string;
  letterNumber: string;
  letterType: string;
  underwriter: string;
  lenderName: string;
  status: string;
  issuedAt: string;
}

export interface BrokerToken {
  access_token: string;
  token_type: string;
  expires_in: number;
}

export interface LettersApi {
  mortgageClauses(): Observable<{ result: MortgageClause[] }>;
  brokerToken(clientId: string, clientSecret: string): Observable<BrokerToken>;
  submitLetter(brokerToken: string, request: LetterRequest): Observable<IssuedLetter>;
  letters(brokerToken: string, orderGuid: string, userToken: string): Observable<{ letters: IssuedLetter[] }>;
}

/** The broker is called with its own token; URLs with 'broker' never get the app's Bearer header. */
export function createLettersApi(http: HttpClient, endpoints: Endpoints): LettersApi {
  return {
    mortgageClauses: () => http.get(endpoints.url('mortgageClauses')),
    brokerToken: (clientId, clientSecret) =>
      http.post(endpoints.url('brokerToken'), undefined, {
        rawBody: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    submitLetter: (brokerToken, request) => http.post(endpoints.url('broker', {}, '/letters'), request, { headers: { Authorization: `Bearer ${brokerToken}` } }),
    letters: (brokerToken, orderGuid, userToken) =>
      http.get(`${endpoints.url('broker', {}, '/letters')}?orderMoniker=${encodeURIComponent(orderGuid)}`, {
        headers: { Authorization: `Bearer ${brokerToken}`, 'X-User-Token': userToken },
      }),
  };
}
