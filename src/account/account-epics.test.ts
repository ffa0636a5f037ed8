import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { of, Subject, throwError } from 'rxjs';
import { tokenRenewed } from '../auth/index.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { logoutRequested } from '../session/index.ts';
import { fakeDependencies, makeToken } from '../test/fakes.ts';
import type { AccountApi } from './account-api.ts';
import { CHANGE_FAILED } from './account-dependencies.ts';
import { accountEpics } from './account-epics.ts';
import { SESSIONS_UNAVAILABLE } from './account-sessions-epics.ts';
import {
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
  resetLinkRequested,
  resetLinkRequestFailed,
  sessionEndDone,
  sessionEndFailed,
  sessionEndRequested,
  sessionsLoaded,
  sessionsLoadFailed,
  sessionsRequested,
  signOutEverywhereRequested,
} from './account-slice.ts';
import { fakeAccountApi } from './fake-account-api.ts';
import { LINK_MISSING, LINK_UNREADABLE } from './password-epics.ts';

/** A refusal as the API sends it: its message, and the fields it names. */
const refusal = (status: number, message: string, fields: Record<string, string> = {}) =>
  throwError(() => new HttpError(status, { message, ExceptionList: Object.entries(fields).map(([Type, Message]) => ({ Type, Message })) }, '/api/account', `HTTP ${status}`));
/** No answer at all: the network failed, and the error says nothing a person could use. */
const networkFailure = () => throwError(() => new HttpError(0, null, '/api/account', ''));

/** The account area's epics, fed `actions` with the account API answering as `api` says: what they dispatch. */
function dispatched(api: Partial<AccountApi>, actions: Action[]) {
  const accountApi = fakeAccountApi(api);
  const out: Action[] = [];
  accountEpics(of(...actions), new StateObservable(new Subject<never>(), {}), { ...fakeDependencies(), accountApi }).subscribe((action) => out.push(action));
  return { out, accountApi };
}

describe('a password link', () => {
  const owner = { purpose: 'reset' as const, email: 'dana@demo-title.test', firstName: 'Dana', lastName: 'Agent', tenantName: 'Demo Title & Escrow', expiresAt: null };

  it('is checked, and whose it is kept', () => {
    const { out, accountApi } = dispatched({ checkLink: () => of({ result: owner }) }, [passwordLinkOpened('secret')]);
    expect(out).toEqual([passwordLinkChecked(owner)]);
    expect(accountApi.checkLink).toHaveBeenCalledWith('secret');
  });

  it('is refused without asking the server when the page has no secret', () => {
    const { out, accountApi } = dispatched({}, [passwordLinkOpened('')]);
    expect(out).toEqual([passwordLinkRefused(LINK_MISSING)]);
    expect(accountApi.checkLink).not.toHaveBeenCalled();
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
    const { out, accountApi } = dispatched({ requestLink: () => of({ result: { isSuccess: true, message: 'Check your e-mail.' } }) }, [resetLinkRequested('dana@demo-title.test')]);
    expect(out).toEqual([resetLinkRequestDone('Check your e-mail.')]);
    expect(accountApi.requestLink).toHaveBeenCalledWith('dana@demo-title.test');
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
    const { out, accountApi } = dispatched({ endSession: () => of({ result: { isSuccess: true } }) }, [sessionEndRequested('b')]);
    expect(out).toEqual([sessionEndDone({ id: 'b', message: 'That session is signed out.' })]);
    expect(accountApi.endSession).toHaveBeenCalledWith('b');
    expect(dispatched({ endSession: () => refusal(404, 'That session has already ended.') }, [sessionEndRequested('b')]).out).toEqual([sessionEndFailed('That session has already ended.')]);
  });

  it('signs out as Logout does once every session has ended, and stays when that fails', () => {
    expect(dispatched({ endAllSessions: () => of({ result: { isSuccess: true } }) }, [signOutEverywhereRequested()]).out).toEqual([logoutRequested()]);
    expect(dispatched({ endAllSessions: networkFailure }, [signOutEverywhereRequested()]).out).toEqual([sessionEndFailed(CHANGE_FAILED)]);
  });

  it('keeps the fresh token of a changed password, then reads the sessions again', () => {
    const token = makeToken({ FirstName: 'Dana' });
    const { out, accountApi } = dispatched({ changePassword: () => of({ result: { isSuccess: true, token } }) }, [passwordChangeRequested({ currentPassword: 'old', newPassword: 'new' })]);
    expect(accountApi.changePassword).toHaveBeenCalledWith('old', 'new');
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
