import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { lastValueFrom, of, Subject, take, toArray } from 'rxjs';
import { HttpError } from '../lib/http/http-error';
import { NOW, fakeDependencies, makeToken, memorySessionStore } from '../test/fakes';
import { registrationDataLoaded } from '../auth/auth-slice';
import { httpEventsEpic, statesEpic, tokenExpiryEpic } from './application-epics';
import { applicationSlice, appDataLoaded, httpFailed, httpSucceeded, statesLoaded, statesLoadFailed } from './application-slice';
import { DEVTOOLS_HISTORY, makeStore } from './store';

const reduce = (actions: Action[]) => actions.reduce(applicationSlice.reducer, applicationSlice.getInitialState());
const failure = (status: number) => httpFailed({ status, code: null, url: '/api/files', message: 'x' });
const state$ = new StateObservable(new Subject<unknown>(), {});

describe('application state (spec section 4)', () => {
  it('stores app data with the loaded flag, and states', () => {
    const state = reduce([appDataLoaded([{ id: 'a' }]), statesLoaded([{ code: 'TX', name: 'Texas' }])]);
    expect(state).toMatchObject({ list: [{ id: 'a' }], loaded: true, states: [{ code: 'TX', name: 'Texas' }] });
  });

  it.each([
    [401, '401'],
    [404, '404'],
    [400, '40X'],
    [500, '500'],
  ] as const)('records a %i as httpError %s', async (status, code) => {
    const events = new Subject<{ ok: false; error: HttpError }>();
    const dependencies = fakeDependencies({ httpEvents: events });
    const actions = lastValueFrom(httpEventsEpic(of(), state$, dependencies).pipe(take(1), toArray()));
    events.next({ ok: false, error: new HttpError(status, null, '/api/files', 'failed') });
    const [action] = await actions;
    expect(reduce([action as Action]).httpError).toEqual({ code, status, url: '/api/files', message: 'failed' });
  });

  it.each([403, 409, 502, 0])('does not record a %i', async (status) => {
    const events = new Subject<{ ok: false; error: HttpError }>();
    const actions = lastValueFrom(httpEventsEpic(of(), state$, fakeDependencies({ httpEvents: events })).pipe(take(1), toArray()));
    events.next({ ok: false, error: new HttpError(status, null, '/api/files', 'failed') });
    expect(reduce(await actions as Action[]).httpError).toBeNull();
  });

  it('clears httpError on the next successful response', () => {
    const state = reduce([httpFailed({ status: 500, code: '500', url: '/a', message: 'x' }), httpSucceeded({ url: '/b' })]);
    expect(state.httpError).toBeNull();
  });

  it('keeps 25 entries of state history for debugging', () => {
    expect(DEVTOOLS_HISTORY).toBe(25);
  });

  it('routes HTTP outcomes into the store through the real middleware', () => {
    const dependencies = fakeDependencies();
    const store = makeStore(dependencies);
    dependencies.httpEvents.next({ ok: false, error: new HttpError(404, null, '/api/orders/9', 'gone') });
    expect(store.getState().app.httpError?.code).toBe('404');
    dependencies.httpEvents.next({ ok: true, url: '/api/files' });
    expect(store.getState().app.httpError).toBeNull();
  });
});

describe('tokenExpiryEpic (spec section 8)', () => {
  async function after401(token: string | null) {
    const session = memorySessionStore(token);
    session.setSessionItem('openTabs', '[]');
    const dependencies = fakeDependencies({ session });
    await lastValueFrom(tokenExpiryEpic(of(failure(401)), state$, dependencies).pipe(toArray()));
    return dependencies;
  }

  it('on a 401 with an expired stored token: removes it, clears session storage and reloads', async () => {
    const { session, browser } = await after401(makeToken({}, NOW - 1));
    expect(session.getToken()).toBeNull();
    expect(session.session.size).toBe(0);
    expect(browser.reload).toHaveBeenCalledOnce();
  });

  it('leaves a token that has not expired alone', async () => {
    const token = makeToken({}, NOW + 60_000);
    const { session, browser } = await after401(token);
    expect(session.getToken()).toBe(token);
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('does not reload when there is no token (no reload loop)', async () => {
    const { browser } = await after401(null);
    expect(browser.reload).not.toHaveBeenCalled();
  });

  it('ignores other statuses', async () => {
    const session = memorySessionStore(makeToken({}, NOW - 1));
    const dependencies = fakeDependencies({ session });
    await lastValueFrom(tokenExpiryEpic(of(failure(404), failure(500)), state$, dependencies).pipe(toArray()));
    expect(dependencies.browser.reload).not.toHaveBeenCalled();
  });
});

describe('statesEpic', () => {
  const data = { states: [{ code: 'TX', name: 'Texas' }], businessTypes: [], transactionTypes: [], numberOfUsers: [], underWriters: [] };

  it('stores the states the registration data brought in the application state', async () => {
    const [action] = await lastValueFrom(statesEpic(of(registrationDataLoaded({ data, problem: null })), state$, fakeDependencies()).pipe(toArray()));
    expect(reduce([action as Action]).states).toEqual([{ code: 'TX', name: 'Texas' }]);
  });

  it('reports a failed states load as an action carrying the error', async () => {
    const actions = await lastValueFrom(statesEpic(of(registrationDataLoaded({ data: { ...data, states: [] }, problem: 'Lists failed' })), state$, fakeDependencies()).pipe(toArray()));
    expect(actions).toEqual([statesLoadFailed('Lists failed')]);
  });
});
