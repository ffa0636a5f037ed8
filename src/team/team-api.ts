// Shared with the mock API (src/shared-with-server.ts): the server runs this module too.
import type { Observable } from 'rxjs';
import type { Endpoints } from '../config/endpoints.ts';
import type { HttpClient } from '../lib/http/client.ts';

export type Role = 'admin' | 'agent';
export type MemberStatus = 'invited' | 'active' | 'deactivated';

export interface TeamMember {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  status: MemberStatus;
  lastSignInAt: string | null;
  invitationExpiresAt: string | null;
}

export interface Invitation {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

interface Done {
  result: { isSuccess: boolean; message?: string; member?: TeamMember };
}

/** The agency's people (docs/api.md#calls-by-area); one's own account is the account area's (account/account-api.ts). */
export interface TeamApi {
  list(): Observable<{ result: { members: TeamMember[] } }>;
  invite(invitation: Invitation): Observable<Done>;
  resendInvitation(id: string): Observable<Done>;
  cancelInvitation(id: string): Observable<Done>;
  change(id: string, change: { role?: Role; active?: boolean }): Observable<Done>;
  sendPasswordLink(id: string): Observable<Done>;
}

export function createTeamApi(http: HttpClient, endpoints: Endpoints): TeamApi {
  return {
    list: () => http.get(endpoints.url('team')),
    invite: (invitation) => http.post(endpoints.url('teamInvitations'), invitation),
    resendInvitation: (id) => http.post(endpoints.url('teamInvitation', { id }), {}),
    cancelInvitation: (id) => http.delete(endpoints.url('teamInvitation', { id })),
    change: (id, change) => http.patch(endpoints.url('teamMember', { id }), change),
    sendPasswordLink: (id) => http.post(endpoints.url('teamPasswordReset', { id }), {}),
  };
}
