import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { Observable } from 'rxjs';
import type { SessionStore } from '../lib/session-store.ts';
import type { BrowserControls, Clock, Navigation } from '../lib/platform.ts';
import type { OrdersApi } from './orders-api.ts';
import type { OrdersState } from './orders-slice.ts';

export interface ObjectUrls {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/** What the orders area's epics use besides the store: its API and the browser, injected. */
export interface OrdersEpicDependencies {
  ordersApi: OrdersApi;
  navigation: Navigation;
  browser: BrowserControls;
  urls: ObjectUrls;
  /** The agent's calendar day, for the file list's Next step filter. */
  clock: Clock;
  /** The network is back, or the agent returned to the tab: saves waiting offline try again. */
  wake$: Observable<unknown>;
  /** Local storage: edits still waiting to be saved when a tab closes are offered on return. */
  session: SessionStore;
}

export type OrdersEpic = Epic<Action, Action, { orders: OrdersState; auth?: { userInfo: { email?: string } | null } }, OrdersEpicDependencies>;

