import type { UnknownAction } from '@reduxjs/toolkit';
import { teamMember } from './fake-team-api.ts';
import type { OpenSession, PasswordLinkOwner } from './team-api.ts';
import {
  invitationDone,
  invitationFailed,
  invitationFormClosed,
  invitationSent,
  memberChangeDone,
  memberChangeFailed,
  memberChangeRequested,
  passwordChangeDone,
  passwordChangeFailed,
  passwordChangeRequested,
  passwordChosen,
  passwordLinkChecked,
  passwordLinkOpened,
  passwordLinkRefused,
  passwordRefused,
  passwordSaved,
  resetLinkRequestDone,
  resetLinkRequestFailed,
  resetLinkRequested,
  selectTeam,
  sessionEndDone,
  sessionEndFailed,
  sessionEndRequested,
  sessionsLoaded,
  sessionsLoadFailed,
  sessionsRequested,
  signOutEverywhereRequested,
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
const owner: PasswordLinkOwner = { purpose: 'invitation', email: 'lee@demo-title.test', firstName: 'Lee', lastName: 'Park', tenantName: 'Demo Title & Escrow', expiresAt: null };
const session = (id: string, current = false): OpenSession => ({ id, browser: 'Firefox on Linux', startedAt: '2026-03-01T09:00:00Z', lastActiveAt: '2026-03-02T14:00:00Z', current });

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

describe("a password link's page", () => {
  it('checks the link anew each time it is opened, and keeps whose it is', () => {
    expect(after(passwordLinkRefused('Gone.'), passwordLinkOpened('t')).link).toEqual({ status: 'checking', owner: null, error: null, fieldErrors: {} });
    expect(after(passwordLinkOpened('t'), passwordLinkChecked(owner)).link).toEqual({ status: 'valid', owner, error: null, fieldErrors: {} });
    expect(after(passwordLinkOpened('t'), passwordLinkRefused('This link has expired.')).link).toMatchObject({ status: 'invalid', owner: null, error: 'This link has expired.' });
  });

  it('saves the chosen password', () => {
    const saving = after(passwordLinkChecked(owner), passwordChosen({ token: 't', password: 'Lakeside-Escrow-77!' }));
    expect(saving.link).toMatchObject({ status: 'saving', owner, error: null });
    expect(teamSlice.reducer(saving, passwordSaved()).link.status).toBe('saved');
  });

  it('says a refusal at the field it names, else in a banner, and ends the page when the link is gone', () => {
    const chosen = [passwordLinkChecked(owner), passwordChosen({ token: 't', password: 'weak' })];
    const atField = after(...chosen, passwordRefused({ message: 'One or more validation errors occurred.', fieldErrors: { password: 'Too weak.' }, linkGone: false }));
    expect(atField.link).toMatchObject({ status: 'valid', error: null, fieldErrors: { password: 'Too weak.' } });
    const banner = after(...chosen, passwordRefused({ message: 'Please try again.', fieldErrors: {}, linkGone: false }));
    expect(banner.link).toMatchObject({ status: 'valid', error: 'Please try again.' });
    const gone = after(...chosen, passwordRefused({ message: 'This link was already used.', fieldErrors: { password: 'x' }, linkGone: true }));
    expect(gone.link).toMatchObject({ status: 'invalid', error: 'This link was already used.' });
  });
});

describe('"Forgot password?"', () => {
  it('sends, then says what the server answered, or why it could not', () => {
    expect(after(resetLinkRequested('dana@demo-title.test')).resetRequest).toEqual({ status: 'sending', message: null });
    expect(after(resetLinkRequested('x'), resetLinkRequestDone('If that address has an account, a link is on its way.')).resetRequest).toEqual({
      status: 'sent',
      message: 'If that address has an account, a link is on its way.',
    });
    expect(after(resetLinkRequested('x'), resetLinkRequestFailed('Please try again.')).resetRequest).toEqual({ status: 'failed', message: 'Please try again.' });
  });
});

describe("one's own account", () => {
  it('lists the open sessions, or why it cannot', () => {
    expect(after(sessionsRequested()).account.sessionsStatus).toBe('loading');
    const loaded = after(sessionsRequested(), sessionsLoadFailed('x'), sessionsLoaded([session('a', true), session('b')]));
    expect(loaded.account).toMatchObject({ sessionsStatus: 'loaded', sessionsError: null, sessions: [session('a', true), session('b')] });
    expect(after(sessionsRequested(), sessionsLoadFailed('Your sessions could not be loaded.')).account).toMatchObject({
      sessionsStatus: 'failed',
      sessionsError: 'Your sessions could not be loaded.',
    });
  });

  it('ends one session, taking it off the list, or says why not', () => {
    const listed = [sessionsLoaded([session('a', true), session('b')])];
    const ending = after(...listed, sessionEndFailed('Earlier.'), sessionEndRequested('b'));
    expect(ending.account).toMatchObject({ endingId: 'b', notice: null });
    const ended = teamSlice.reducer(ending, sessionEndDone({ id: 'b', message: 'That session is signed out.' }));
    expect(ended.account).toMatchObject({ endingId: null, sessions: [session('a', true)], notice: { kind: 'success', text: 'That session is signed out.' } });
    const failed = teamSlice.reducer(ending, sessionEndFailed('The change could not be saved. Please try again.'));
    expect(failed.account).toMatchObject({ endingId: null, sessions: [session('a', true), session('b')], notice: { kind: 'error' } });
  });

  it('marks every session as ending when signing out everywhere', () => {
    expect(after(signOutEverywhereRequested()).account.endingId).toBe('*');
  });

  it('changes the password, a refusal said at its fields when it names them', () => {
    const saving = after(passwordChangeFailed({ message: 'x', fieldErrors: {} }), passwordChangeRequested({ currentPassword: 'a', newPassword: 'b' }));
    expect(saving.account.password).toEqual({ status: 'saving', error: null, fieldErrors: {} });
    expect(teamSlice.reducer(saving, passwordChangeDone('Your password is changed.')).account).toMatchObject({
      password: { status: 'saved', error: null, fieldErrors: {} },
      notice: { kind: 'success', text: 'Your password is changed.' },
    });
    expect(teamSlice.reducer(saving, passwordChangeFailed({ message: 'One or more validation errors occurred.', fieldErrors: { currentPassword: 'That is not your password.' } })).account.password).toEqual({
      status: 'failed',
      error: null,
      fieldErrors: { currentPassword: 'That is not your password.' },
    });
    expect(teamSlice.reducer(saving, passwordChangeFailed({ message: 'Please try again.', fieldErrors: {} })).account.password).toEqual({
      status: 'failed',
      error: 'Please try again.',
      fieldErrors: {},
    });
  });
});
