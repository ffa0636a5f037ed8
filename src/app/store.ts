import { combineSlices, configureStore, type Action } from '@reduxjs/toolkit';
import { createEpicMiddleware } from 'redux-observable';
import { authSlice } from '../auth/auth-slice';
import { dashboardSlice } from '../dashboard/dashboard-slice';
import { commitmentSlice } from '../commitments/commitment-slice';
import { lettersSlice } from '../letters/letters-slice';
import { ordersSlice } from '../orders/orders-slice';
import { shellSlice } from '../shell/shell-slice';
import { sessionSlice } from '../session/session-slice';
import { draftsSlice } from '../drafts/drafts-slice';
import { applicationSlice } from './application-slice';
import type { AppDependencies } from './dependencies';
import { createAreaEpics, type AreaEpics } from './area-epics';
import { createRootEpic } from './root-epic';

export const rootReducer = combineSlices(authSlice, sessionSlice, draftsSlice, applicationSlice, shellSlice, dashboardSlice, ordersSlice, commitmentSlice, lettersSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** The state history kept for debugging (spec section 4). */
export const DEVTOOLS_HISTORY = 25;

/** `areaEpics`: where the route loaders start the epics of the areas they load (see area-epics). */
export function makeStore(dependencies: AppDependencies, preloadedState?: Partial<RootState>, areaEpics: AreaEpics = createAreaEpics()) {
  const epicMiddleware = createEpicMiddleware<Action, Action, RootState, AppDependencies>({ dependencies });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(epicMiddleware),
    devTools: { maxAge: DEVTOOLS_HISTORY },
  });
  epicMiddleware.run(createRootEpic(areaEpics));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
