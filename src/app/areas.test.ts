import { createAction } from '@reduxjs/toolkit';
import { filter, map } from 'rxjs/operators';
import { fakeDependencies } from '../test/fakes.ts';
import { fileListArea } from '../orders/file-list-area.ts';
import { dashboardArea } from '../dashboard/dashboard-area.ts';
import { createAreas, type AreaCode } from './areas.ts';
import { makeStore } from './store.ts';

const ping = createAction('test/ping');
const pong = createAction('test/pong');

describe('areas loaded with their routes (app/areas)', () => {
  it('keeps the first screen to the core state until an area loads', () => {
    const store = makeStore(fakeDependencies());
    expect(Object.keys(store.getState()).sort()).toEqual(['app', 'auth', 'drafts', 'session', 'shell']);
  });

  it("puts an area's initial state in a running store as it loads, before anything reads it", () => {
    const areas = createAreas();
    const store = makeStore(fakeDependencies(), undefined, areas);
    areas.load(fileListArea);
    expect(store.getState().orders).toEqual(fileListArea.slices[0]?.reducer(undefined, { type: 'probe' }));
    expect(store.getState().orders.files).toMatchObject({ query: '', pages: {}, generation: 0 });
    expect(store.getState().dashboard).toBeUndefined();
  });

  it('keeps preloaded state of the areas loaded before the store is made', () => {
    const areas = createAreas();
    areas.load(dashboardArea);
    const preloaded = { ...dashboardArea.slices[0]?.getInitialState(), status: 'failed', error: 'Down' };
    const store = makeStore(fakeDependencies(), { dashboard: preloaded as never }, areas);
    expect(store.getState().dashboard).toMatchObject({ status: 'failed', error: 'Down' });
  });

  it("starts an area's epics once, however often its routes load it", () => {
    const areas = createAreas();
    const store = makeStore(fakeDependencies(), undefined, areas);
    const seen: string[] = [];
    const echo: AreaCode = {
      name: 'echo',
      slices: [],
      epic: (action$) =>
        action$.pipe(
          filter(ping.match),
          map(() => {
            seen.push('pong');
            return pong();
          }),
        ),
    };
    store.dispatch(ping());
    expect(seen).toEqual([]);
    areas.load(echo);
    areas.load(echo);
    store.dispatch(ping());
    expect(seen).toEqual(['pong']);
  });
});
