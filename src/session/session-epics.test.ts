import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { EMPTY, lastValueFrom, of, Subject, take, throwError, toArray, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { httpFailed } from '../lib/http/http-events.ts';
import { appStarted, initialAuthState, loginPageOpened, loginSucceeded, sessionEndNoticeShown, sessionRestored, tokenRenewed, type AuthState } from '../auth/auth-slice.ts';
import { ACCOUNT_DEACTIVATED, TOKEN_EXPIRED } from '../lib/account-messages.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { danaInfo, fakeDependencies, makeToken, memorySessionStore, NOW, type FakeDependencies } from '../test/fakes.ts';
import { HANDOFF_KEY, isSafeReturnPath, readHandoff, recentEndReason, saveHandoff, sessionEndMessage } from './session-handoff.ts';
import { sessionEndEpic, sessionEndNoticeEpic, signInRedirectEpic } from './session-end-epics.ts';
import { LAST_ACTIVITY_KEY } from './session-epic-helpers.ts';
import { sessionRestoreEpic, tokenKeepingEpic, tokenRenewalEpic } from './session-token-epics.ts';
import { rejectedTokenEpic, SERVER_CHECK_MS, sessionCheckEpic, sessionWatchEpic } from './session-watch-epics.ts';
import { CLOCK_SKEW_KEY } from './session-token.ts';
import { idleWarningCleared, idleWarningShown, initialSessionState, logoutRequested, roleChangedOnServer, sessionEnded, sessionSlice, staySignedInClicked, type SessionState } from './session-slice.ts';

type State = { auth: AuthState; session: SessionState };
const signedInState = (token: string): State => ({
  auth: { ...initialAuthState, isAuthenticated: true, token, userInfo: danaInfo },
  session: initialSessionState,
});
const staticState = (token: string) => new StateObservable(new Subject<State>(), signedInState(token));

async function run(epic: (a: Observable<Action>, s: StateObservable<State>, d: FakeDependencies) => Observable<Action>, actions: Action[], dependencies: FakeDependencies, token = makeToken()) {
  return lastValueFrom(epic(of(...actions), staticState(token), dependencies).pipe(toArray()));
}

/** Runs an epic in virtual time with a clock that follows it. */
function virtual(body: (helpers: { scheduler: TestScheduler; hot: TestScheduler['createHotObservable'] }) => void) {
  const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  scheduler.run(({ hot }) => {
    // Session checks tick forever; virtual time stops after 40 minutes.
    scheduler.maxFrames = 40 * 60_000;
    body({ scheduler, hot: hot as TestScheduler['createHotObservable'] });
  });
}

describe('a role changed by an admin', () => {
  const adminState = (token: string) =>
    new StateObservable(new Subject<State>(), { ...signedInState(token), auth: { ...signedInState(token).auth, userInfo: { ...danaInfo, role: 'admin' } } });

  it("is noticed at the next check, and only when the server's role differs from the token's", () => {
    for (const [serverRole, expected] of [['agent', [roleChangedOnServer()]], ['admin', []]] as const) {
      virtual(({ scheduler, hot }) => {
        const dependencies = fakeDependencies({ sessionApi: { renew: vi.fn(), logout: vi.fn(), check: vi.fn(() => of({ result: { isSuccess: true, role: serverRole } })) } });
        const output: Action[] = [];
        sessionCheckEpic(hot<Action>('a', { a: loginSucceeded({ token: makeToken(), userInfo: danaInfo }) }), adminState(makeToken()), dependencies).subscribe((action) => output.push(action));
        scheduler.schedule(() => expect(output).toEqual(expected), SERVER_CHECK_MS + 1);
      });
    }
  });

  it('brings a fresh token at once, carrying the new role', async () => {
    const token = makeToken({ role: 'admin' }, NOW + 5 * 60_000);
    const fresh = makeToken({ role: 'agent' }, NOW + 5 * 60_000 + 1);
    const renew = vi.fn(() => of({ result: { token: fresh, isSuccess: true, message: 'Session renewed' } }));
    const dependencies = fakeDependencies({ session: memorySessionStore(token), sessionApi: { renew, logout: vi.fn(), check: vi.fn(() => EMPTY) } });
    const [renewed] = await lastValueFrom(tokenRenewalEpic(of(roleChangedOnServer()), staticState(token), dependencies).pipe(take(1), toArray()));
    expect(renew).toHaveBeenCalledOnce();
    expect(renewed).toEqual(tokenRenewed({ token: fresh, userInfo: expect.objectContaining({ role: 'agent' }) }));
  });
});

describe('tokenRenewalEpic', () => {
  it('renews a token a minute before it expires, handing the fresh one over to be kept', () => {
    virtual(({ scheduler, hot }) => {
      const start = NOW;
      const token = makeToken({ iat: Math.floor(start / 1000) } as never, start + 5 * 60_000);
      const fresh = makeToken({ iat: Math.floor(start / 1000) + 240 } as never, start + 9 * 60_000);
      const session = memorySessionStore(token);
      const renew = vi.fn(() => of({ result: { token: fresh, isSuccess: true, message: 'Session renewed' } }));
      const dependencies = fakeDependencies({ session, sessionApi: { renew, logout: vi.fn(), check: vi.fn(() => EMPTY) }, clock: { now: () => start + scheduler.now() } });
      const action$ = hot<Action>('a', { a: loginSucceeded({ token, userInfo: danaInfo }) });
      const output: Action[] = [];
      tokenRenewalEpic(action$, staticState(token), dependencies).subscribe((action) => output.push(action));
      scheduler.schedule(() => expect(renew).not.toHaveBeenCalled(), 4 * 60_000 - 1);
      scheduler.schedule(() => {
        expect(renew).toHaveBeenCalledOnce();
        expect(output).toEqual([tokenRenewed({ token: fresh, userInfo: expect.objectContaining({ FirstName: 'Dana' }) })]);
      }, 4 * 60_000 + 1);
    });
  });

  it('adopts a token that another window renewed meanwhile instead of calling the server', async () => {
    const token = makeToken({}, NOW + 30_000);
    const newer = makeToken({}, NOW + 5 * 60_000);
    const renew = vi.fn();
    const dependencies = fakeDependencies({ session: memorySessionStore(newer), sessionApi: { renew, logout: vi.fn(), check: vi.fn(() => EMPTY) } });
    const epic = tokenRenewalEpic(of(sessionRestored({ token, userInfo: danaInfo })), staticState(token), dependencies);
    const [first] = await lastValueFrom(epic.pipe(toArray()));
    expect(renew).not.toHaveBeenCalled();
    expect(first).toEqual(tokenRenewed({ token: newer, userInfo: expect.objectContaining({ FirstName: 'Dana' }) }));
  });

  it('leaves a refused renewal to the 401 handler, and ends a session whose stored token is gone', async () => {
    const token = makeToken({}, NOW + 30_000);
    const refused = fakeDependencies({ session: memorySessionStore(token), sessionApi: { logout: vi.fn(), check: vi.fn(() => EMPTY), renew: () => throwError(() => new HttpError(401, null, '/api/session/renew', 'no')) } });
    expect(await run(tokenRenewalEpic, [sessionRestored({ token, userInfo: danaInfo })], refused, token)).toEqual([]);
    const gone = fakeDependencies({ session: memorySessionStore(null) });
    expect(await run(tokenRenewalEpic, [sessionRestored({ token, userInfo: danaInfo })], gone, token)).toEqual([sessionEnded({ reason: 'elsewhere' })]);
  });
});

describe('tokenKeepingEpic', () => {
  it('keeps every token the server hands over: at sign-in, at a renewal, after a new password', async () => {
    const dependencies = fakeDependencies();
    const signedIn = makeToken({}, NOW + 5 * 60_000);
    await run(tokenKeepingEpic, [loginSucceeded({ token: signedIn, userInfo: danaInfo })], dependencies);
    expect(dependencies.sessionToken.current()).toBe(signedIn);
    const renewed = makeToken({}, NOW + 9 * 60_000);
    await run(tokenKeepingEpic, [tokenRenewed({ token: renewed, userInfo: danaInfo })], dependencies);
    expect(dependencies.sessionToken.current()).toBe(renewed);
  });
});

describe('sessionWatchEpic', () => {
  it('warns a minute before the idle limit, then signs out; activity before the warning keeps the session', () => {
    virtual(({ scheduler, hot }) => {
      const token = makeToken({}, NOW + 24 * 3600_000);
      const session = memorySessionStore(token);
      const activity$ = new Subject<void>();
      const dependencies = fakeDependencies({ session, activity$, clock: { now: () => NOW + scheduler.now() } });
      const state = new Subject<State>();
      const state$ = new StateObservable(state, signedInState(token));
      const output: Action[] = [];
      const action$ = hot<Action>('a', { a: sessionRestored({ token, userInfo: danaInfo }) });
      sessionWatchEpic(action$, state$, dependencies).subscribe((action) => {
        output.push(action);
        state.next({ ...state$.value, session: sessionSlice.reducer(state$.value.session, action) });
      });
      scheduler.schedule(() => activity$.next(), 10 * 60_000);
      scheduler.schedule(() => expect(output).toEqual([]), 24 * 60_000 - 1);
      scheduler.schedule(() => expect(output).toEqual([idleWarningShown(NOW + 25 * 60_000)]), 24 * 60_000 + 500);
      scheduler.schedule(() => expect(output.at(-1)).toEqual(sessionEnded({ reason: 'idle' })), 25 * 60_000 + 1000);
      scheduler.flush();
      expect(session.getLocalItem(LAST_ACTIVITY_KEY)).toBe(String(NOW + 10 * 60_000));
    });
  });

  it('"Stay signed in" clears the warning and starts the idle time again', () => {
    virtual(({ scheduler, hot }) => {
      const token = makeToken({}, NOW + 24 * 3600_000);
      const dependencies = fakeDependencies({ session: memorySessionStore(token), clock: { now: () => NOW + scheduler.now() } });
      const state = new Subject<State>();
      const state$ = new StateObservable(state, signedInState(token));
      const output: Action[] = [];
      const stay = 14 * 60_000 + 30_000;
      const action$ = new Subject<Action>();
      sessionWatchEpic(action$, state$, dependencies).subscribe((action) => {
        output.push(action);
        state.next({ ...state$.value, session: sessionSlice.reducer(state$.value.session, action) });
      });
      hot('a').subscribe(() => action$.next(sessionRestored({ token, userInfo: danaInfo })));
      scheduler.schedule(() => {
        state.next({ ...state$.value, session: sessionSlice.reducer(state$.value.session, staySignedInClicked()) });
        action$.next(staySignedInClicked());
      }, stay);
      scheduler.schedule(() => expect(output).toEqual([idleWarningShown(NOW + 15 * 60_000)]), stay + 500);
      // Not signed out at the old limit; warned again a minute before the new one.
      scheduler.schedule(() => expect(output).toEqual([idleWarningShown(NOW + 15 * 60_000), idleWarningShown(NOW + stay + 15 * 60_000)]), stay + 14 * 60_000 + 500);
      scheduler.flush();
      expect(output).not.toContainEqual(idleWarningCleared());
    });
  });

  it('typing while the warning is up counts as being back and clears it', () => {
    const token = makeToken({}, NOW + 24 * 3600_000);
    const typing$ = new Subject<void>();
    const state = new Subject<State>();
    const state$ = new StateObservable(state, { ...signedInState(token), session: { idleWarningEndsAt: NOW + 60_000 } });
    const action$ = new Subject<Action>();
    const output: Action[] = [];
    const session = memorySessionStore(token);
    const subscription = sessionWatchEpic(action$, state$, fakeDependencies({ session, typing$ })).subscribe((action) => output.push(action));
    action$.next(sessionRestored({ token, userInfo: danaInfo }));
    typing$.next();
    expect(output).toEqual([idleWarningCleared()]);
    expect(session.getLocalItem(LAST_ACTIVITY_KEY)).toBe(String(NOW));
    subscription.unsubscribe();
  });

  it('signs a waking laptop out at once when its token expired during sleep', async () => {
    const token = makeToken({}, NOW - 1000);
    const wake$ = of('visible');
    const dependencies = fakeDependencies({ session: memorySessionStore(token), wake$ });
    const action$ = new Subject<Action>();
    const output: Action[] = [];
    const subscription = sessionWatchEpic(action$, staticState(token), dependencies).subscribe((action) => output.push(action));
    action$.next(sessionRestored({ token, userInfo: danaInfo }));
    // At once, on waking: no timer had to run, no key had to be pressed.
    expect(output).toEqual([sessionEnded({ reason: 'expired' })]);
    subscription.unsubscribe();
  });
});

describe('a computer clock that is off, and a network that is down', () => {
  it('judges expiry by the server clock learnt from the token, so a clock 90 s fast does not sign the agent out', async () => {
    const issuedAt = NOW;
    const token = makeToken({ iat: Math.floor(issuedAt / 1000) } as never, issuedAt + 5 * 60_000);
    const session = memorySessionStore(token);
    const fastClock = { now: () => NOW + 6 * 60_000 };
    // The token was received when this clock read NOW + 6 minutes: the clock is 6 minutes fast,
    // less the second within which the server signed it (the safe side: renewing early).
    await run(tokenKeepingEpic, [loginSucceeded({ token, userInfo: danaInfo })], fakeDependencies({ session, clock: fastClock }));
    expect(session.getLocalItem(CLOCK_SKEW_KEY)).toBe(String(6 * 60_000 - 1_000));
    const action$ = new Subject<Action>();
    const output: Action[] = [];
    const subscription = sessionWatchEpic(action$, staticState(token), fakeDependencies({ session, clock: fastClock, wake$: of('focus') })).subscribe((action) => output.push(action));
    action$.next(sessionRestored({ token, userInfo: danaInfo }));
    expect(output).toEqual([]);
    subscription.unsubscribe();
  });

  it('does not end an expired session into an offline error page; it waits for the network', () => {
    const token = makeToken({}, NOW - 1000);
    const action$ = new Subject<Action>();
    const output: Action[] = [];
    let online = false;
    const wake$ = new Subject<string>();
    const subscription = sessionWatchEpic(action$, staticState(token), fakeDependencies({ session: memorySessionStore(token), wake$, isOnline: () => online })).subscribe((action) =>
      output.push(action),
    );
    action$.next(sessionRestored({ token, userInfo: danaInfo }));
    wake$.next('focus');
    expect(output).toEqual([]);
    online = true;
    wake$.next('online');
    expect(output).toEqual([sessionEnded({ reason: 'expired' })]);
    subscription.unsubscribe();
  });
});

describe('sessionCheckEpic', () => {
  it('asks the server every SERVER_CHECK_MS and on waking, only online, and stops when the session ends', () => {
    virtual(({ scheduler, hot }) => {
      const wake$ = new Subject<unknown>();
      let online = true;
      const dependencies = fakeDependencies({ wake$, isOnline: () => online });
      const action$ = hot<Action>('a', { a: loginSucceeded({ token: makeToken(), userInfo: danaInfo }) });
      sessionCheckEpic(action$, staticState(makeToken()), dependencies).subscribe();
      const checks = () => vi.mocked(dependencies.sessionApi.check).mock.calls.length;
      scheduler.schedule(() => expect(checks()).toBe(0), SERVER_CHECK_MS - 1);
      scheduler.schedule(() => expect(checks()).toBe(1), SERVER_CHECK_MS + 1);
      scheduler.schedule(() => {
        wake$.next('focus');
        expect(checks()).toBe(2);
        online = false;
      }, SERVER_CHECK_MS + 5_000);
      scheduler.schedule(() => expect(checks()).toBe(2), 2 * SERVER_CHECK_MS + 1);
    });
  });
});

describe('rejectedTokenEpic', () => {
  const failure = (status: number, url = '/api/files') => httpFailed({ status, code: null, url, message: 'x' });

  it('ends the session on a 401 whether the token expired or the server refuses a valid one', async () => {
    const expired = makeToken({}, NOW - 1);
    expect(await run(rejectedTokenEpic, [failure(401)], fakeDependencies({ session: memorySessionStore(expired) }), expired)).toEqual([sessionEnded({ reason: 'expired' })]);
    const valid = makeToken({}, NOW + 60_000);
    expect(await run(rejectedTokenEpic, [failure(401)], fakeDependencies({ session: memorySessionStore(valid) }), valid)).toEqual([sessionEnded({ reason: 'rejected' })]);
    // Text in the token's place that is no token at all is refused, not "expired".
    expect(await run(rejectedTokenEpic, [failure(401)], fakeDependencies({ session: memorySessionStore('garbage') }), valid)).toEqual([sessionEnded({ reason: 'rejected' })]);
  });

  it('ends it as deactivated when the server says an admin deactivated the account', async () => {
    const valid = makeToken({}, NOW + 60_000);
    const deactivated = httpFailed({ status: 401, code: null, url: '/api/session', message: 'x', serverMessage: ACCOUNT_DEACTIVATED });
    expect(await run(rejectedTokenEpic, [deactivated], fakeDependencies({ session: memorySessionStore(valid) }), valid)).toEqual([sessionEnded({ reason: 'deactivated' })]);
    expect(sessionEndMessage('deactivated', 60)).toMatch(/^Your agency's administrator has deactivated your account/);
  });

  it("ends it as expired when the server says the token expired, though this computer's reckoning had a moment left", async () => {
    const stillGoodHere = makeToken({}, NOW + 500);
    const expiredThere = httpFailed({ status: 401, code: null, url: '/api/session/renew', message: 'x', serverMessage: TOKEN_EXPIRED });
    expect(await run(rejectedTokenEpic, [expiredThere], fakeDependencies({ session: memorySessionStore(stillGoodHere) }), stillGoodHere)).toEqual([sessionEnded({ reason: 'expired' })]);
  });

  it("ignores other statuses, the broker's own 401 and a 401 before signing in", async () => {
    const token = makeToken();
    const dependencies = fakeDependencies({ session: memorySessionStore(token) });
    expect(await run(rejectedTokenEpic, [failure(404), failure(500), failure(401, '/api/broker/v1/letters')], dependencies, token)).toEqual([]);
    const signedOut = new StateObservable(new Subject<State>(), { auth: initialAuthState, session: initialSessionState });
    expect(await lastValueFrom(rejectedTokenEpic(of(failure(401)), signedOut, dependencies).pipe(toArray()))).toEqual([]);
  });
});

describe('sessionEndEpic (the one way a session ends)', () => {
  it('logout removes the token, clears session storage and reloads, leaving no notice (docs/behaviour.md#logout-and-expired-tokens)', async () => {
    const session = memorySessionStore(makeToken());
    session.setSessionItem('openOrderTabs', '[1]');
    session.setSessionItem(HANDOFF_KEY, '{}');
    const dependencies = fakeDependencies({ session });
    await run(sessionEndEpic, [logoutRequested()], dependencies);
    expect(dependencies.sessionToken.current()).toBeNull();
    expect(session.session.size).toBe(0);
    expect(dependencies.browser.reload).toHaveBeenCalledWith({ force: true });
    expect(dependencies.sessionApi.logout).toHaveBeenCalledOnce();
  });

  it('logout ends the session on the server first, and still signs out when the server cannot be reached', async () => {
    for (const answer of [() => of({}), () => throwError(() => new HttpError(0, null, '/api/session/logout', 'offline'))]) {
      const session = memorySessionStore(makeToken());
      const order: string[] = [];
      const dependencies = fakeDependencies({ session });
      vi.mocked(dependencies.sessionApi.logout).mockImplementation(() => {
        order.push(dependencies.sessionToken.current() ? 'server told, token still there' : 'token already gone');
        return answer();
      });
      vi.mocked(dependencies.browser.reload).mockImplementation(() => void order.push('reloaded'));
      await run(sessionEndEpic, [logoutRequested()], dependencies);
      expect(order).toEqual(['server told, token still there', 'reloaded']);
      expect(dependencies.sessionToken.current()).toBeNull();
    }
  });

  it("a forced end leaves the reason and the page beside the window's open tabs and drafts, and reloads past any prompt", async () => {
    const session = memorySessionStore(makeToken());
    session.setSessionItem('openOrderTabs', '{"tabs":[]}');
    session.setSessionItem('drafts', '{"new-order":{}}');
    const dependencies = fakeDependencies({ session, navigation: { navigate: vi.fn(), currentPath: () => '/orders/abc/file-setup/order-entry' } });
    await run(sessionEndEpic, [sessionEnded({ reason: 'idle' })], dependencies);
    expect(readHandoff(session)).toEqual({ reason: 'idle', returnTo: '/orders/abc/file-setup/order-entry', email: 'dana@demo-title.test', at: NOW });
    expect(dependencies.sessionToken.current()).toBeNull();
    // The window's own work stays in its own session storage, none of it in local storage.
    expect(session.getSessionItem('openOrderTabs')).toBe('{"tabs":[]}');
    expect(session.getSessionItem('drafts')).toBe('{"new-order":{}}');
    expect([...session.local.values()].join()).not.toContain('new-order');
    // Another window that finds the token gone tells its agent the same reason.
    expect(recentEndReason(session, NOW + 30_000)).toBe('idle');
    expect(recentEndReason(session, NOW + 10 * 60_000)).toBeNull();
    expect(dependencies.browser.reload).toHaveBeenCalledWith({ force: true });
  });

  it('keeps the first reason when checks that follow it end the session again', async () => {
    const session = memorySessionStore(makeToken());
    const dependencies = fakeDependencies({ session });
    await run(sessionEndEpic, [sessionEnded({ reason: 'expired' }), sessionEnded({ reason: 'elsewhere' })], dependencies);
    expect(readHandoff(session)?.reason).toBe('expired');
    expect(dependencies.browser.reload).toHaveBeenCalledOnce();
  });
});

describe('after a forced sign-out', () => {
  const handoff = { reason: 'idle' as const, returnTo: '/orders/abc/file-setup/order-entry', email: 'Dana@Demo-Title.test', at: NOW };

  it('the login page says why', async () => {
    const session = memorySessionStore();
    saveHandoff(session, handoff);
    const output = await run(sessionEndNoticeEpic, [loginPageOpened()], fakeDependencies({ session }));
    expect(output).toEqual([sessionEndNoticeShown(sessionEndMessage('idle', 15))]);
    expect(sessionEndMessage('idle', 15)).toContain('after 15 minutes without activity');
  });

  it('the same agent signing in goes back to the page, with the open tabs', async () => {
    const session = memorySessionStore();
    session.setSessionItem('openOrderTabs', 'x');
    saveHandoff(session, handoff);
    const dependencies = fakeDependencies({ session });
    const token = makeToken();
    await run(signInRedirectEpic, [loginSucceeded({ token, userInfo: danaInfo })], dependencies);
    expect(session.getSessionItem('openOrderTabs')).toBe('x');
    expect(dependencies.browser.goTo).toHaveBeenCalledWith('/orders/abc/file-setup/order-entry');
    expect(dependencies.navigation.navigate).not.toHaveBeenCalled();
    expect(readHandoff(session)).toBeNull();
  });

  it("another agent signing in on the same computer goes to '/' and gets nothing of the last session", async () => {
    const session = memorySessionStore();
    session.setSessionItem('openOrderTabs', 'x');
    session.setSessionItem('drafts', 'y');
    saveHandoff(session, handoff);
    const dependencies = fakeDependencies({ session });
    await run(signInRedirectEpic, [loginSucceeded({ token: makeToken({ email: 'sam@harbor-closing.test' }), userInfo: { ...danaInfo, email: 'sam@harbor-closing.test' } })], dependencies);
    // A full load to '/', so nothing of the last agent's tabs or drafts stays in memory either.
    expect(dependencies.browser.goTo).toHaveBeenCalledWith('/');
    expect(session.getSessionItem('openOrderTabs')).toBeNull();
    expect(session.getSessionItem('drafts')).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', '/auth/login', 'orders', '/\\evil'])('never returns to %j', (path) => {
    expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('sessionRestoreEpic', () => {
  it('signs the agent in again with a stored token that can serve', async () => {
    const token = makeToken();
    const actions = await run(sessionRestoreEpic, [appStarted()], fakeDependencies({ session: memorySessionStore(token) }));
    expect(actions).toEqual([sessionRestored({ token, userInfo: expect.objectContaining(danaInfo) })]);
  });

  it('does nothing without a stored token', async () => {
    expect(await run(sessionRestoreEpic, [appStarted()], fakeDependencies())).toEqual([]);
  });

  it('drops a malformed stored token instead of signing in with it', async () => {
    const dependencies = fakeDependencies({ session: memorySessionStore('definitely-not-a-jwt') });
    expect(await run(sessionRestoreEpic, [appStarted()], dependencies)).toEqual([]);
    expect(dependencies.sessionToken.current()).toBeNull();
    expect(readHandoff(dependencies.session)).toBeNull();
  });

  it('tells the login page an expired session ended, and where the agent was', async () => {
    const session = memorySessionStore(makeToken({}, NOW - 60_000));
    session.setSessionItem('openOrderTabs', '[1]');
    const dependencies = fakeDependencies({ session });
    dependencies.navigation.currentPath = () => '/orders/abc/entry';
    expect(await run(sessionRestoreEpic, [appStarted()], dependencies)).toEqual([]);
    expect(dependencies.sessionToken.current()).toBeNull();
    expect(readHandoff(session)).toMatchObject({ reason: 'expired', returnTo: '/orders/abc/entry', email: danaInfo.email });
    expect(session.getSessionItem('openOrderTabs')).toBe('[1]');
  });

  it('judges expiry at start by the same server clock as every later check', async () => {
    // This computer's clock is 6 minutes fast, learnt from the last token; the token has 4 minutes left.
    const token = makeToken({}, NOW + 4 * 60_000);
    const session = memorySessionStore(token);
    session.setLocalItem(CLOCK_SKEW_KEY, String(6 * 60_000));
    const dependencies = fakeDependencies({ session, clock: { now: () => NOW + 6 * 60_000 } });
    expect(await run(sessionRestoreEpic, [appStarted()], dependencies)).toEqual([sessionRestored({ token, userInfo: expect.objectContaining(danaInfo) })]);
    expect(readHandoff(session)).toBeNull();
  });
});
