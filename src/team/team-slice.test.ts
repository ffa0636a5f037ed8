import type { UnknownAction } from '@reduxjs/toolkit';
import { teamMember } from './fake-team-api.ts';
import {
  invitationDone,
  invitationFailed,
  invitationFormClosed,
  invitationSent,
  memberChangeDone,
  memberChangeFailed,
  memberChangeRequested,
  selectTeam,
  teamForbidden,
  teamLoaded,
  teamLoadFailed,
  teamRequested,
  teamSlice,
  type TeamState,
} from './team-slice.ts';

const initial = teamSlice.getInitialState();
/** The state after these actions, from the start, read through the slice's selector. */
const after = (...actions: UnknownAction[]): TeamState => selectTeam({ team: actions.reduce(teamSlice.reducer, initial) });

const riley = teamMember('riley');
const sam = teamMember('sam', { firstName: 'Sam', lastName: 'Ortiz', role: 'admin' });
const invitation = { firstName: 'Lee', lastName: 'Park', email: 'lee@demo-title.test', role: 'agent' as const };
const lee = teamMember('lee', { firstName: 'Lee', lastName: 'Park', status: 'invited', invitationExpiresAt: '2026-03-05T15:00:00Z' });

describe('the team list', () => {
  it('starts empty and idle, with nothing to say', () => {
    expect(after()).toMatchObject({ members: [], status: 'idle', error: null, busyId: null, notice: null });
  });

  it('loads, and a new load clears the last error', () => {
    expect(after(teamRequested()).status).toBe('loading');
    expect(after(teamRequested(), teamLoadFailed('The team could not be loaded.'))).toMatchObject({ status: 'failed', error: 'The team could not be loaded.' });
    expect(after(teamLoadFailed('x'), teamRequested(), teamLoaded([riley, sam]))).toMatchObject({ status: 'loaded', error: null, members: [riley, sam] });
  });

  it('forgets the people it showed when the server says the person is no administrator', () => {
    expect(after(teamLoaded([riley, sam]), teamForbidden())).toMatchObject({ status: 'forbidden', members: [], error: null });
  });
});

describe('inviting a colleague', () => {
  it('adds the invited colleague once and says so, even when the invitation is sent again', () => {
    const state = after(teamLoaded([riley]), invitationSent(invitation), invitationDone({ member: lee, message: 'Invitation sent to lee@demo-title.test.' }));
    expect(state.invitation).toEqual({ status: 'sent', error: null, fieldErrors: {} });
    expect(state.members).toEqual([riley, lee]);
    expect(state.notice).toEqual({ kind: 'success', text: 'Invitation sent to lee@demo-title.test.' });
    const again = teamSlice.reducer(state, invitationDone({ member: { ...lee, invitationExpiresAt: '2026-03-06T15:00:00Z' }, message: 'Sent again.' }));
    expect(again.members.map((member) => member.id)).toEqual(['riley', 'lee']);
    expect(again.members[1]?.invitationExpiresAt).toBe('2026-03-06T15:00:00Z');
  });

  it('keeps the list as it is when the answer names no member', () => {
    expect(after(teamLoaded([riley]), invitationDone({ member: null, message: 'Sent.' })).members).toEqual([riley]);
  });

  it("keeps a refusal's message and field errors until the form is sent again or closed", () => {
    const refused = after(invitationSent(invitation), invitationFailed({ message: 'One or more validation errors occurred.', fieldErrors: { email: 'Already a member.' } }));
    expect(refused.invitation).toEqual({ status: 'failed', error: 'One or more validation errors occurred.', fieldErrors: { email: 'Already a member.' } });
    expect(teamSlice.reducer(refused, invitationSent(invitation)).invitation).toEqual({ status: 'sending', error: null, fieldErrors: {} });
    expect(teamSlice.reducer(refused, invitationFormClosed()).invitation).toEqual(initial.invitation);
  });
});

describe("changing a colleague's role or status", () => {
  it('marks the colleague busy and clears the last notice while the change runs', () => {
    const state = after(teamLoaded([riley, sam]), memberChangeFailed('Earlier failure.'), memberChangeRequested({ kind: 'role', id: 'riley', role: 'admin' }));
    expect(state.busyId).toBe('riley');
    expect(state.notice).toBeNull();
  });

  it('puts the changed colleague in place of the old, and says what happened', () => {
    const promoted = { ...riley, role: 'admin' as const };
    const state = after(
      teamLoaded([riley, sam]),
      memberChangeRequested({ kind: 'role', id: 'riley', role: 'admin' }),
      memberChangeDone({ id: 'riley', member: promoted, removed: false, message: 'Riley Chen is now an administrator.' }),
    );
    expect(state.members).toEqual([promoted, sam]);
    expect(state.busyId).toBeNull();
    expect(state.notice).toEqual({ kind: 'success', text: 'Riley Chen is now an administrator.' });
  });

  it('takes a cancelled invitation off the list', () => {
    const state = after(teamLoaded([riley, lee]), memberChangeRequested({ kind: 'cancel', id: 'lee' }), memberChangeDone({ id: 'lee', member: null, removed: true, message: 'Done.' }));
    expect(state.members).toEqual([riley]);
  });

  it('leaves the list alone when a change answers no member (a password link sent)', () => {
    expect(after(teamLoaded([riley]), memberChangeDone({ id: 'riley', member: null, removed: false, message: 'Done.' })).members).toEqual([riley]);
  });

  it('frees the colleague and says why when a change fails', () => {
    const state = after(teamLoaded([riley]), memberChangeRequested({ kind: 'active', id: 'riley', active: false }), memberChangeFailed('You cannot deactivate the last administrator.'));
    expect(state.busyId).toBeNull();
    expect(state.notice).toEqual({ kind: 'error', text: 'You cannot deactivate the last administrator.' });
    expect(state.members).toEqual([riley]);
  });
});
