import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient, Versioned } from '../lib/http/client.ts';
import type { ScheduleA, ScheduleBItem } from './commitment-schemas.ts';

export type ScheduleBPart = 'requirements' | 'exceptions';

export interface LibraryEntry {
  code: string;
  description: string;
}

export interface CommitmentApi {
  ownersPolicyTypes(tenantId: number | string): Observable<{ result: { name: string }[] }>;
  loanPolicyTypes(): Observable<{ result: { name: string }[] }>;
  ownershipInterests(): Observable<{ result: { name: string }[] }>;
  /** Schedule A with its version (ETag); a save names the version it was built on (If-Match). */
  scheduleA(orderGuid: string): Observable<Versioned<{ result: ScheduleA | null }>>;
  saveScheduleA(orderGuid: string, scheduleA: ScheduleA, version: string | null): Observable<Versioned<null>>;
  scheduleB(orderGuid: string, part: ScheduleBPart): Observable<Versioned<{ result: { items: ScheduleBItem[] } }>>;
  saveScheduleB(orderGuid: string, part: ScheduleBPart, items: ScheduleBItem[], version: string | null): Observable<Versioned<null>>;
  /** The tenant's library of requirement or exception texts. */
  library(part: ScheduleBPart): Observable<LibraryEntry[]>;
}

interface RequirementEntry {
  requirementCode: string;
  requirementDescription: string;
}

interface ExceptionEntry {
  exceptionCode: string;
  exceptionDescription: string;
}

const ifMatch = (version: string | null): Record<string, string> => (version ? { 'If-Match': version } : {});

export function createCommitmentApi(http: HttpClient, endpoints: Endpoints): CommitmentApi {
  const commitment = (orderGuid: string, suffix = '') => endpoints.url('commitments', {}, `/${encodeURIComponent(orderGuid)}${suffix}`);
  return {
    ownersPolicyTypes: (tenantId) => http.get(endpoints.url('ownersPolicyType', { tenantId })),
    loanPolicyTypes: () => http.get(endpoints.url('loanPolicyType')),
    ownershipInterests: () => http.get(endpoints.url('ownershipInterest')),
    scheduleA: (orderGuid) => http.versioned('GET', commitment(orderGuid)),
    saveScheduleA: (orderGuid, scheduleA, version) => http.versioned('PUT', commitment(orderGuid), scheduleA, { headers: ifMatch(version) }),
    scheduleB: (orderGuid, part) => http.versioned('GET', commitment(orderGuid, `/${part}`)),
    saveScheduleB: (orderGuid, part, items, version) => http.versioned('PUT', commitment(orderGuid, `/${part}`), { items }, { headers: ifMatch(version) }),
    library: (part) =>
      part === 'requirements'
        ? http
            .get<{ result: RequirementEntry[] }>(endpoints.url('requirementsLibrary'))
            .pipe(map((response) => response.result.map((entry) => ({ code: entry.requirementCode, description: entry.requirementDescription }))))
        : http
            .get<{ result: ExceptionEntry[] }>(endpoints.url('exceptionsLibrary'))
            .pipe(map((response) => response.result.map((entry) => ({ code: entry.exceptionCode, description: entry.exceptionDescription })))),
  };
}
