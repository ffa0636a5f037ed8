import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { firstValueFrom, lastValueFrom, of, Subject, throwError, toArray, type Observable } from 'rxjs';
import { HttpError } from '../lib/http/http-error.ts';
import { danaInfo, fakeAuthApi, fakeDependencies, makeToken } from '../test/fakes.ts';
import type { LoginResponse } from './auth-api.ts';
import {
  loginEpic,
  tenantUnderwritersEpic,
  UNDERWRITERS_UNAVAILABLE,
  UNREADABLE_TOKEN,
} from './auth-epics.ts';
import * as slice from './auth-slice.ts';
import { FILL_BELOW_ERRORS, INVALID_CREDENTIALS } from './login-error.ts';

const credentials = { email: 'dana@demo-title.test', password: 'Closing#2021' };

function stateOf(auth: Partial<slice.AuthState> = {}) {
  return new StateObservable(new Subject<{ auth: slice.AuthState }>(), { auth: { ...slice.initialAuthState, ...auth } });
}

function run(epic: typeof loginEpic, action: Action, dependencies = fakeDependencies(), auth: Partial<slice.AuthState> = {}) {
  return lastValueFrom(epic(of(action), stateOf(auth), dependencies).pipe(toArray()));
}

describe('loginEpic', () => {
  it('signs in with a token the app can read', async () => {
    const token = makeToken();
    const login = vi.fn(() => of<LoginResponse>({ result: { token, isSuccess: true, message: 'Login successful' } }));
    const actions = await run(loginEpic, slice.loginRequested(credentials), fakeDependencies({ authApi: fakeAuthApi({ login }) }));
    expect(login).toHaveBeenCalledWith(credentials);
    expect(actions).toEqual([slice.loginSucceeded({ token, userInfo: expect.objectContaining(danaInfo) })]);
  });

  const failures: [string, () => Observable<LoginResponse>, string, Record<string, string>][] = [
    [
      'a 404 with the server message',
      () => throwError(() => new HttpError(404, { result: { isSuccess: false, message: 'Invalid username or password' } }, '/api/login', 'x')),
      'Invalid username or password',
      {},
    ],
    [
      'a 400 ExceptionList',
      () =>
        throwError(
          () =>
            new HttpError(400, { message: 'bad', ExceptionList: [{ Type: 'Email', Message: 'Please enter valid email address.' }] }, '/api/login', 'x'),
        ),
      FILL_BELOW_ERRORS,
      { email: 'Please enter valid email address.' },
    ],
    ['a text error', () => throwError(() => new HttpError(500, 'Directory offline - code 17', '/api/login', 'x')), 'Directory offline', {}],
    ['a network failure', () => throwError(() => new HttpError(0, null, '/api/login', 'Could not reach the server.')), 'Could not reach the server.', {}],
    ['a 200 that says it failed', () => of({ result: { isSuccess: false, message: 'Password expired' } }), 'Password expired', {}],
    ['a 200 without a message', () => of({ result: { isSuccess: false, message: '' } }), INVALID_CREDENTIALS, {}],
    ['a success with an unreadable token', () => of({ result: { isSuccess: true, token: 'nope', message: 'ok' } }), UNREADABLE_TOKEN, {}],
  ];

  it.each(failures)('fails on %s', async (_name, answer, message, fieldErrors) => {
    const login = vi.fn(answer);
    const actions = await run(loginEpic, slice.loginRequested(credentials), fakeDependencies({ authApi: fakeAuthApi({ login }) }));
    expect(actions).toEqual([slice.loginFailed({ message, fieldErrors })]);
  });

  it('keeps listening after a failure', async () => {
    const token = makeToken();
    const login = vi
      .fn()
      .mockReturnValueOnce(throwError(() => new HttpError(404, null, '/api/login', '')))
      .mockReturnValueOnce(of({ result: { token, isSuccess: true, message: 'ok' } }));
    const actions = await lastValueFrom(
      loginEpic(of(slice.loginRequested(credentials), slice.loginRequested(credentials)), stateOf(), fakeDependencies({ authApi: fakeAuthApi({ login }) })).pipe(
        toArray(),
      ),
    );
    expect(actions.map((action) => action.type)).toEqual([slice.loginFailed.type, slice.loginSucceeded.type]);
  });
});

describe('tenantUnderwritersEpic', () => {
  it("loads the signed-in tenant's underwriters", async () => {
    const tenantUnderwriters = vi.fn(() => of({ result: { underWriters: [{ name: 'Stewart Title Guaranty Company' }] } }));
    const dependencies = fakeDependencies({ authApi: fakeAuthApi({ tenantUnderwriters }) });
    const actions = await run(tenantUnderwritersEpic, slice.tenantUnderwritersRequested(), dependencies, { userInfo: danaInfo });
    expect(tenantUnderwriters).toHaveBeenCalledWith(1);
    expect(actions).toEqual([slice.tenantUnderwritersLoaded([{ name: 'Stewart Title Guaranty Company' }])]);
  });

  it('leaves an empty list when loading fails, and says it failed rather than that there are none', async () => {
    const tenantUnderwriters = vi.fn(() => throwError(() => new HttpError(500, null, '/x', 'x')));
    const dependencies = fakeDependencies({ authApi: fakeAuthApi({ tenantUnderwriters }) });
    const action = await firstValueFrom(
      tenantUnderwritersEpic(of(slice.tenantUnderwritersRequested()), stateOf({ userInfo: danaInfo }), dependencies),
    );
    expect(action).toEqual(slice.tenantUnderwritersFailed(UNDERWRITERS_UNAVAILABLE));
    const state = slice.authSlice.reducer(slice.initialAuthState, action);
    expect(state.tenantUnderWriters).toEqual([]);
    expect(state.tenantUnderwritersError).toBe(UNDERWRITERS_UNAVAILABLE);
  });
});
