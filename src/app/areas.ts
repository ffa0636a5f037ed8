import { combineSlices, createAction, type Action, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { ReplaySubject, type Observable } from 'rxjs';
import { authSlice } from '../auth/auth-slice.ts';
import { draftsSlice } from '../drafts/drafts-slice.ts';
import { sessionSlice } from '../session/session-slice.ts';
import { shellSlice } from '../shell/shell-slice.ts';
import type { CommitmentState } from '../commitments/commitment-slice.ts';
import type { DashboardState } from '../dashboard/dashboard-slice.ts';
import type { LettersState } from '../letters/letters-slice.ts';
import type { OrdersState } from '../orders/orders-slice.ts';
import type { TeamState } from '../team/team-slice.ts';
import type { AccountState } from '../account/account-slice.ts';
import type { FileHistoryState } from '../activity/history-slice.ts';
import type { LiveState } from '../activity/live-slice.ts';
import type { ChecklistState } from '../checklist/checklist-slice.ts';
import type { PayeesState } from '../payees/payees-slice.ts';
import { applicationSlice } from './application-slice.ts';
import type { AppDependencies } from './dependencies.ts';

/** The slices every screen needs, in the main bundle. */
const coreSlices = [authSlice, sessionSlice, draftsSlice, applicationSlice, shellSlice] as const;
const coreReducer = () => combineSlices(...coreSlices);
type CoreState = ReturnType<ReturnType<typeof coreReducer>>;

/**
 * The state of the areas loaded with their routes. Only an area's own code (or code that loads it
 * with its route, such as the letter request reading the open order) reads these keys, and a
 * route's code runs only after its loader has added the area's slices (below), so they are there
 * whenever they are read.
 */
interface AreaStates {
  orders: OrdersState;
  commitment: CommitmentState;
  letters: LettersState;
  dashboard: DashboardState;
  team: TeamState;
  account: AccountState;
  live: LiveState;
  fileHistory: FileHistoryState;
  checklist: ChecklistState;
  payees: PayeesState;
}

export type RootState = CoreState & AreaStates;
export type AppEpic = Epic<Action, Action, RootState, AppDependencies>;

/** What an area adds to the store's reducer: a slice, or several combined under one key. */
export interface AreaSlice {
  reducerPath: string;
  reducer: Reducer;
}

/** What a route loader hands in when it has fetched an area's code. */
export interface AreaCode {
  name: string;
  slices: readonly AreaSlice[];
  epic: AppEpic;
}

/** Dispatched when an area joins a running store, so its slices' initial state is in the state at once. */
export const areaLoaded = createAction<string>('app/areaLoaded');

/**
 * The areas loaded so far, for one store: its reducer grows with each area's slices and its root
 * epic starts each area's epics (app/root-epic). An area's code, slices included, is fetched when
 * its route loader runs (app/router), so the first screen carries none of it; each app (and each
 * test) makes its own, so no store sees another's.
 */
export interface Areas {
  load(area: AreaCode): void;
  readonly reducer: Reducer<RootState, UnknownAction, Partial<RootState>>;
  /** Each area, once, as it loads (replayed to late subscribers). */
  readonly loaded$: Observable<AreaCode>;
}

export function createAreas(): Areas {
  const rootReducer = coreReducer().withLazyLoadedSlices<AreaStates>();
  const loaded = new ReplaySubject<AreaCode>();
  const seen = new Set<string>();
  return {
    load(area) {
      if (seen.has(area.name)) return;
      seen.add(area.name);
      for (const slice of area.slices) rootReducer.inject(slice);
      loaded.next(area);
    },
    // The area keys are optional to combineSlices; RootState promises them to the code that reads
    // them, which is loaded only with them (see AreaStates).
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    loaded$: loaded.asObservable(),
  };
}
