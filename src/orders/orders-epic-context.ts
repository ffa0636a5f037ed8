import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
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
}

export type OrdersEpic = Epic<Action, Action, { orders: OrdersState }, OrdersEpicDependencies>;

