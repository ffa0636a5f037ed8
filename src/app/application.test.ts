import type { Action } from '@reduxjs/toolkit';
import { StateObservable } from 'redux-observable';
import { lastValueFrom, of, Subject, take, toArray } from 'rxjs';
import { fileListItem } from '../../fixtures/file-list-item.ts';
import { HttpError } from '../lib/http/http-error.ts';
import { httpFailed, httpSucceeded } from '../lib/http/http-events.ts';
import { fakeDependencies } from '../test/fakes.ts';
import { registrationDataLoaded } from '../registration/index.ts';
import { filesPageLoaded } from '../orders/orders-slice.ts';
import { appDataEpic, httpEventsEpic, statesEpic } from './application-epics.ts';
import { applicationSlice, appDataLoaded, statesLoaded, statesLoadFailed } from './application-slice.ts';
import { DEVTOOLS_HISTORY, makeStore } from './store.ts';

const reduce = (actions: Action[]) => actions.reduce(applicationSlice.reducer, applicationSlice.getInitialState());
const state$ = new StateObservable(new Subject<{ orders?: { files: { generation: number } } }>(), { orders: { files: { generation: 1 } } });

describe('application state (docs/behaviour.md#application-state)', () => {
  it('stores app data with the loaded flag, and states', () => {
    const state = reduce([appDataLoaded([fileListItem('F-1')]), statesLoaded([{ code: 'TX', name: 'Texas' }])]);
    expect(state).toMatchObject({ list: [fileListItem('F-1')], loaded: true, states: [{ code: 'TX', name: 'Texas' }] });
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

describe('appDataEpic (docs/behaviour.md#application-state: the orders list is stored as list)', () => {
  it('stores the first page of the file list as the application list, with the loaded flag', async () => {
    const files = [fileListItem('F-1')];
    const stale = [fileListItem('OLD-1')];
    const actions = await lastValueFrom(
      appDataEpic(
        of(
          filesPageLoaded({ generation: 1, page: 0, files, total: 1 }),
          filesPageLoaded({ generation: 1, page: 3, files: [], total: 1 }),
          // A first page answering an older search or sort, late: not the list the agent sees.
          filesPageLoaded({ generation: 0, page: 0, files: stale, total: 1 }),
        ),
        state$,
        fakeDependencies(),
      ).pipe(toArray()),
    );
    expect(actions).toEqual([appDataLoaded(files)]);
    expect(reduce(actions as Action[])).toMatchObject({ list: files, loaded: true });
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
