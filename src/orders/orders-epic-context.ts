import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import { bodyOrMessageOf, HttpError, resultMessageOf } from '../lib/http/http-error';
import type { BrowserControls, Navigation } from '../lib/platform';
import type { OrdersApi } from './orders-api';
import type { OrdersState } from './orders-slice';

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
}

export type OrdersEpic = Epic<Action, Action, { orders: OrdersState }, OrdersEpicDependencies>;

/** The server's message for a failed call, else the error's, else the screen's own. */
export const messageOf = (error: unknown, fallback: string) => resultMessageOf(error instanceof HttpError ? error.body : null) ?? bodyOrMessageOf(error) ?? fallback;
