import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { of, Subject, throwError } from 'rxjs';
import { HttpError } from '../lib/http/http-error.ts';
import { fakeDependencies } from '../test/fakes.ts';
import { storeWithAreas } from '../test/store-with-areas.ts';
import { fakeTeamApi, teamMember } from './fake-team-api.ts';
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
