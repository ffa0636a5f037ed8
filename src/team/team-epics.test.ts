import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { of, Subject, throwError } from 'rxjs';
import { tokenRenewed } from '../auth/index.ts';
import { logoutRequested } from '../session/index.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies, makeToken } from '../test/fakes.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { fakeTeamApi, teamMember } from './fake-team-api.ts';
import { LINK_MISSING, LINK_UNREADABLE } from './password-epics.ts';
import { SESSIONS_UNAVAILABLE } from './account-sessions-epics.ts';
import { teamArea } from './team-area.ts';
import type { TeamApi } from './team-api.ts';
import { CHANGE_FAILED } from './team-dependencies.ts';
import { TEAM_UNAVAILABLE, teamEpics } from './team-epics.ts';
import {
  invitationDone,
  invitationFailed,
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
} from './team-slice.ts';

const riley = teamMember('riley');
const lee = teamMember('lee', { firstName: 'Lee', lastName: 'Park', status: 'invited' });
const invitation = { firstName: 'Lee', lastName: 'Park', email: 'lee@demo-title.test', role: 'agent' as const };

/** A refusal as the API sends it: its message, and the fields it names. */
const refusal = (status: number, message: string, fields: Record<string, string> = {}) =>
  throwError(() => new HttpError(status, { message, ExceptionList: Object.entries(fields).map(([Type, Message]) => ({ Type, Message })) }, '/api/team', `HTTP ${status}`));
/** No answer at all: the network failed, and the error says nothing a person could use. */
const networkFailure = () => throwError(() => new HttpError(0, null, '/api/team', ''));

/** The team area's epics, fed `actions` with the team API answering as `api` says: what they dispatch. */
function dispatched(api: Partial<TeamApi>, actions: Action[] | Subject<Action>) {
  const teamApi = fakeTeamApi(api);
  const action$ = Array.isArray(actions) ? of(...actions) : actions.asObservable();
  const out: Action[] = [];
  teamEpics(action$, new StateObservable(new Subject<never>(), {}), { ...fakeDependencies(), teamApi }).subscribe((action) => out.push(action));
  return { out, teamApi };
}

describe('loading the team', () => {
  it('lists the members', () => {
    const { out } = dispatched({ list: () => of({ result: { members: [riley, lee] } }) }, [teamRequested()]);
    expect(out).toEqual([teamLoaded([riley, lee])]);
  });

  it('says the person is no administrator on a 403, whatever its message', () => {
    expect(dispatched({ list: () => refusal(403, 'Forbidden.') }, [teamRequested()]).out).toEqual([teamForbidden()]);
  });

  it("gives the server's message for another refusal, and its own when there is none", () => {
    expect(dispatched({ list: () => refusal(500, 'The data file is locked.') }, [teamRequested()]).out).toEqual([teamLoadFailed('The data file is locked.')]);
    expect(dispatched({ list: networkFailure }, [teamRequested()]).out).toEqual([teamLoadFailed(TEAM_UNAVAILABLE)]);
  });

  it('keeps only the newest of two loads, so an old answer never replaces a newer list', () => {
    const answers = [new Subject<{ result: { members: typeof riley[] } }>(), new Subject<{ result: { members: typeof riley[] } }>()];
    const actions = new Subject<Action>();
    let call = 0;
    const { out } = dispatched({ list: () => answers[call++]!.asObservable() }, actions);
    actions.next(teamRequested());
    actions.next(teamRequested());
    answers[0]!.next({ result: { members: [riley] } });
    answers[1]!.next({ result: { members: [riley, lee] } });
    expect(out).toEqual([teamLoaded([riley, lee])]);
  });

  it('loads the list into the store of a page with the team area', () => {
    const teamApi = fakeTeamApi({ list: () => of({ result: { members: [riley] } }) });
    const store = storeWithAreas({ ...fakeDependencies(), teamApi }, [teamArea]);
    store.dispatch(teamRequested());
    expect(store.getState().team).toMatchObject({ status: 'loaded', members: [riley] });
    expect(teamApi.list).toHaveBeenCalledTimes(1);
  });
});

describe('inviting a colleague', () => {
  it("adds the colleague with the server's message, or says to whom it went", () => {
    const { out, teamApi } = dispatched({ invite: () => of({ result: { isSuccess: true, member: lee, message: 'Lee Park is invited.' } }) }, [invitationSent(invitation)]);
    expect(out).toEqual([invitationDone({ member: lee, message: 'Lee Park is invited.' })]);
    expect(teamApi.invite).toHaveBeenCalledWith(invitation);
    expect(dispatched({ invite: () => of({ result: { isSuccess: true } }) }, [invitationSent(invitation)]).out).toEqual([
      invitationDone({ member: null, message: 'Invitation sent to lee@demo-title.test.' }),
    ]);
  });

  it('gives a refusal its message and the fields it names, and its own message on a network failure', () => {
    const { out } = dispatched({ invite: () => refusal(400, 'One or more validation errors occurred.', { Email: 'Someone of your agency already has this e-mail.' }) }, [
      invitationSent(invitation),
    ]);
    expect(out).toEqual([invitationFailed({ message: 'One or more validation errors occurred.', fieldErrors: { email: 'Someone of your agency already has this e-mail.' } })]);
    expect(dispatched({ invite: networkFailure }, [invitationSent(invitation)]).out).toEqual([invitationFailed({ message: CHANGE_FAILED, fieldErrors: {} })]);
  });

  it('sends one invitation for a second click while the first is on its way', () => {
    const answer = new Subject<{ result: { isSuccess: boolean; member: typeof lee } }>();
    const actions = new Subject<Action>();
    const { out, teamApi } = dispatched({ invite: () => answer.asObservable() }, actions);
    actions.next(invitationSent(invitation));
    actions.next(invitationSent(invitation));
    answer.next({ result: { isSuccess: true, member: lee } });
    expect(teamApi.invite).toHaveBeenCalledTimes(1);
    expect(out).toHaveLength(1);
  });
});

describe("changing a colleague's role or status", () => {
  const done = (member?: typeof riley, message?: string) => () => of({ result: { isSuccess: true, ...(member ? { member } : {}), ...(message ? { message } : {}) } });

  it('calls the API each change needs', () => {
    expect(dispatched({ change: done() }, [memberChangeRequested({ kind: 'role', id: 'riley', role: 'admin' })]).teamApi.change).toHaveBeenCalledWith('riley', { role: 'admin' });
    const each = (request: Parameters<typeof memberChangeRequested>[0], api: Partial<TeamApi>) => dispatched(api, [memberChangeRequested(request)]).teamApi;
    expect(each({ kind: 'active', id: 'riley', active: false }, { change: done() }).change).toHaveBeenCalledWith('riley', { active: false });
    expect(each({ kind: 'resend', id: 'lee' }, { resendInvitation: done() }).resendInvitation).toHaveBeenCalledWith('lee');
    expect(each({ kind: 'cancel', id: 'lee' }, { cancelInvitation: done() }).cancelInvitation).toHaveBeenCalledWith('lee');
    expect(each({ kind: 'passwordLink', id: 'riley' }, { sendPasswordLink: done() }).sendPasswordLink).toHaveBeenCalledWith('riley');
  });

  it('says what changed in words when the server says nothing, and its message when it does', () => {
    const promoted = { ...riley, role: 'admin' as const };
    expect(dispatched({ change: done(promoted) }, [memberChangeRequested({ kind: 'role', id: 'riley', role: 'admin' })]).out).toEqual([
      memberChangeDone({ id: 'riley', member: promoted, removed: false, message: 'Riley Chen is now an administrator.' }),
    ]);
    expect(dispatched({ change: done(riley) }, [memberChangeRequested({ kind: 'role', id: 'riley', role: 'agent' })]).out[0]).toMatchObject({ payload: { message: 'Riley Chen is now an agent.' } });
    expect(dispatched({ change: done(riley) }, [memberChangeRequested({ kind: 'active', id: 'riley', active: false })]).out[0]).toMatchObject({
      payload: { message: 'Riley Chen is deactivated and signed out everywhere.' },
    });
    expect(dispatched({ change: done() }, [memberChangeRequested({ kind: 'active', id: 'riley', active: true })]).out[0]).toMatchObject({ payload: { message: 'The colleague can sign in again.' } });
    expect(dispatched({ sendPasswordLink: done(undefined, 'A link is on its way to Riley.') }, [memberChangeRequested({ kind: 'passwordLink', id: 'riley' })]).out[0]).toMatchObject({
      payload: { message: 'A link is on its way to Riley.' },
    });
    expect(dispatched({ resendInvitation: done() }, [memberChangeRequested({ kind: 'resend', id: 'lee' })]).out[0]).toMatchObject({ payload: { message: 'Done.', removed: false } });
  });

  it('removes a cancelled invitation from the list', () => {
    expect(dispatched({ cancelInvitation: done() }, [memberChangeRequested({ kind: 'cancel', id: 'lee' })]).out).toEqual([memberChangeDone({ id: 'lee', member: null, removed: true, message: 'Done.' })]);
  });

  it("gives a refusal the server's message, and its own on a network failure", () => {
    expect(dispatched({ change: () => refusal(409, 'The agency needs at least one administrator.') }, [memberChangeRequested({ kind: 'role', id: 'riley', role: 'agent' })]).out).toEqual([
      memberChangeFailed('The agency needs at least one administrator.'),
    ]);
    expect(dispatched({ resendInvitation: networkFailure }, [memberChangeRequested({ kind: 'resend', id: 'lee' })]).out).toEqual([memberChangeFailed(CHANGE_FAILED)]);
  });

  it('runs two quick changes one after the other, in the order asked', () => {
    const answers = new Map<string, Subject<{ result: { isSuccess: boolean } }>>([
      ['riley', new Subject()],
      ['sam', new Subject()],
    ]);
    const actions = new Subject<Action>();
    const { out, teamApi } = dispatched({ change: (id) => answers.get(id)!.asObservable() }, actions);
    actions.next(memberChangeRequested({ kind: 'active', id: 'riley', active: false }));
    actions.next(memberChangeRequested({ kind: 'active', id: 'sam', active: false }));
    // The second waits for the first: not even sent yet.
    expect(teamApi.change.mock.calls.map(([id]) => id)).toEqual(['riley']);
    answers.get('riley')!.next({ result: { isSuccess: true } });
    answers.get('riley')!.complete();
    expect(teamApi.change.mock.calls.map(([id]) => id)).toEqual(['riley', 'sam']);
    answers.get('sam')!.next({ result: { isSuccess: true } });
    expect(out.map((action) => (action as ReturnType<typeof memberChangeDone>).payload.id)).toEqual(['riley', 'sam']);
  });
});

describe('a password link', () => {
  const owner = { purpose: 'reset' as const, email: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', tenantName: 'Demo Title & Escrow', expiresAt: null };

  it('is checked, and whose it is kept', () => {
    const { out, teamApi } = dispatched({ checkLink: () => of({ result: owner }) }, [passwordLinkOpened('secret')]);
    expect(out).toEqual([passwordLinkChecked(owner)]);
    expect(teamApi.checkLink).toHaveBeenCalledWith('secret');
  });

  it('is refused without asking the server when the page has no secret', () => {
    const { out, teamApi } = dispatched({}, [passwordLinkOpened('')]);
    expect(out).toEqual([passwordLinkRefused(LINK_MISSING)]);
    expect(teamApi.checkLink).not.toHaveBeenCalled();
  });

  it("says why a gone link (410) is refused in the server's words, and any other failure in its own", () => {
    expect(dispatched({ checkLink: () => refusal(410, 'This link was already used.') }, [passwordLinkOpened('s')]).out).toEqual([passwordLinkRefused('This link was already used.')]);
    expect(dispatched({ checkLink: () => refusal(500, 'Internal details.') }, [passwordLinkOpened('s')]).out).toEqual([passwordLinkRefused(LINK_UNREADABLE)]);
  });

  it('saves the chosen password, or says why not: at the field, or that the link is gone', () => {
    expect(dispatched({ useLink: () => of({ result: { isSuccess: true, message: 'Saved.', email: 'dana@demo-title.test' } }) }, [passwordChosen({ token: 's', password: 'p' })]).out).toEqual([
      passwordSaved(),
    ]);
    expect(dispatched({ useLink: () => refusal(400, 'One or more validation errors occurred.', { Password: 'Too easy to guess.' }) }, [passwordChosen({ token: 's', password: 'p' })]).out).toEqual([
      passwordRefused({ message: 'One or more validation errors occurred.', fieldErrors: { password: 'Too easy to guess.' }, linkGone: false }),
    ]);
    expect(dispatched({ useLink: () => refusal(410, 'This link has expired.') }, [passwordChosen({ token: 's', password: 'p' })]).out).toEqual([
      passwordRefused({ message: 'This link has expired.', fieldErrors: {}, linkGone: true }),
    ]);
  });

  it('is asked for by e-mail ("Forgot password?"), with what the server answers', () => {
    const { out, teamApi } = dispatched({ requestLink: () => of({ result: { isSuccess: true, message: 'Check your e-mail.' } }) }, [resetLinkRequested('dana@demo-title.test')]);
    expect(out).toEqual([resetLinkRequestDone('Check your e-mail.')]);
    expect(teamApi.requestLink).toHaveBeenCalledWith('dana@demo-title.test');
    expect(dispatched({ requestLink: () => refusal(429, 'Too many requests. Please wait a minute.') }, [resetLinkRequested('x')]).out).toEqual([
      resetLinkRequestFailed('Too many requests. Please wait a minute.'),
    ]);
  });
});

describe("one's own account", () => {
  const session = { id: 'a', browser: 'Firefox on Linux', startedAt: '2026-03-01T09:00:00Z', lastActiveAt: '2026-03-02T14:00:00Z', current: true };

  it('lists the sessions, or says why not', () => {
    expect(dispatched({ sessions: () => of({ result: { sessions: [session] } }) }, [sessionsRequested()]).out).toEqual([sessionsLoaded([session])]);
    expect(dispatched({ sessions: networkFailure }, [sessionsRequested()]).out).toEqual([sessionsLoadFailed(SESSIONS_UNAVAILABLE)]);
  });

  it('ends one session, or says why not', () => {
    const { out, teamApi } = dispatched({ endSession: () => of({ result: { isSuccess: true } }) }, [sessionEndRequested('b')]);
    expect(out).toEqual([sessionEndDone({ id: 'b', message: 'That session is signed out.' })]);
    expect(teamApi.endSession).toHaveBeenCalledWith('b');
    expect(dispatched({ endSession: () => refusal(404, 'That session has already ended.') }, [sessionEndRequested('b')]).out).toEqual([sessionEndFailed('That session has already ended.')]);
  });

  it('signs out as Logout does once every session has ended, and stays when that fails', () => {
    expect(dispatched({ endAllSessions: () => of({ result: { isSuccess: true } }) }, [signOutEverywhereRequested()]).out).toEqual([logoutRequested()]);
    expect(dispatched({ endAllSessions: networkFailure }, [signOutEverywhereRequested()]).out).toEqual([sessionEndFailed(CHANGE_FAILED)]);
  });

  it('keeps the fresh token of a changed password, then reads the sessions again', () => {
    const token = makeToken({ FirstName: 'Dana' });
    const { out, teamApi } = dispatched({ changePassword: () => of({ result: { isSuccess: true, token } }) }, [passwordChangeRequested({ currentPassword: 'old', newPassword: 'new' })]);
    expect(teamApi.changePassword).toHaveBeenCalledWith('old', 'new');
    expect(out.map((action) => action.type)).toEqual([tokenRenewed.type, passwordChangeDone.type, sessionsRequested.type]);
    expect(out[0]).toMatchObject({ payload: { token, userInfo: { FirstName: 'Dana', email: 'dana@demo-title.test' } } });
    expect(out[1]).toEqual(passwordChangeDone('Your password is changed.'));
  });

  it('keeps no token the answer lacks or that cannot be read', () => {
    const without = dispatched({ changePassword: () => of({ result: { isSuccess: true, message: 'Changed.', token: 'not-a-token' } }) }, [passwordChangeRequested({ currentPassword: 'a', newPassword: 'b' })]);
    expect(without.out).toEqual([passwordChangeDone('Changed.'), sessionsRequested()]);
  });

  it('says a refused password change at the fields it names', () => {
    expect(
      dispatched({ changePassword: () => refusal(400, 'One or more validation errors occurred.', { CurrentPassword: 'That is not your current password.' }) }, [
        passwordChangeRequested({ currentPassword: 'a', newPassword: 'b' }),
      ]).out,
    ).toEqual([passwordChangeFailed({ message: 'One or more validation errors occurred.', fieldErrors: { currentPassword: 'That is not your current password.' } })]);
  });
});
