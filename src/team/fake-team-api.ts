import { NEVER, type Observable } from 'rxjs';
import { vi, type Mock } from 'vitest';
import type { TeamApi, TeamMember } from './team-api.ts';

/** For the area's tests: a team API whose calls never answer unless a test says otherwise. */
export function fakeTeamApi(overrides: Partial<TeamApi> = {}): { [K in keyof TeamApi]: Mock<TeamApi[K]> } {
  const never = () => NEVER as Observable<never>;
  const names: (keyof TeamApi)[] = [
    'list',
    'invite',
    'resendInvitation',
    'cancelInvitation',
    'change',
    'sendPasswordLink',
  ];
  const api = Object.fromEntries(names.map((name) => [name, vi.fn(overrides[name] ?? never)]));
  return api as { [K in keyof TeamApi]: Mock<TeamApi[K]> };
}

/** For the area's tests: an active agent of the agency, as the API lists them. */
export const teamMember = (id: string, overrides: Partial<TeamMember> = {}): TeamMember => ({
  id,
  firstName: 'Riley',
  lastName: 'Chen',
  email: `${id}@demo-title.test`,
  role: 'agent',
  status: 'active',
  lastSignInAt: '2026-03-01T14:00:00Z',
  invitationExpiresAt: null,
  ...overrides,
});
