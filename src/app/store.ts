import { configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import type { AppDependencies } from './dependencies.ts';
import { areaLoaded, createAreas, type Areas, type RootState } from './areas.ts';
import { createRootEpic } from './root-epic.ts';

export type { RootState } from './areas.ts';

/** The state history kept for debugging (docs/behaviour.md#state-history-for-debugging). */
export const DEVTOOLS_HISTORY = 25;

/**
 * `areas`: where the route loaders add the slices and epics of the areas they load (see areas.ts).
 * Areas loaded before the store is made are in its initial state (and may be preloaded).
 */
export function makeStore(dependencies: AppDependencies, preloadedState?: Partial<RootState>, areas: Areas = createAreas()) {
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, AppDependencies>({ dependencies });
  const store = configureStore({
    reducer: areas.reducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(epicMiddleware),
    devTools: { maxAge: DEVTOOLS_HISTORY },
  });
  epicMiddleware.run(createRootEpic(areas));
  // An area loaded later has its slices' initial state in the state before its page reads it.
  const present = new Set(Object.keys(store.getState()));
  areas.loaded$.subscribe((area) => {
    if (area.slices.some((slice) => !present.has(slice.reducerPath))) store.dispatch(areaLoaded(area.name));
    for (const slice of area.slices) present.add(slice.reducerPath);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
