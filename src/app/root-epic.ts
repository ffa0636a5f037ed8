import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { authEpic } from '../auth/auth-epics';
import { dashboardEpics } from '../dashboard/dashboard-epics';
import { commitmentEpics } from '../commitments/commitment-epics';
import { lettersEpics } from '../letters/letters-epics';
import { ordersEpic } from '../orders/orders-epics';
import { shellEpic } from '../shell/shell-epics';
import { applicationEpic } from './application-epics';
import type { AppDependencies } from './dependencies';
import type { RootState } from './store';

export const rootEpic = combineEpics<Action, Action, RootState, AppDependencies>(
  authEpic as Epic<Action, Action, RootState, AppDependencies>,
  applicationEpic as Epic<Action, Action, RootState, AppDependencies>,
  shellEpic as Epic<Action, Action, RootState, AppDependencies>,
  dashboardEpics as Epic<Action, Action, RootState, AppDependencies>,
  ordersEpic as Epic<Action, Action, RootState, AppDependencies>,
  commitmentEpics as Epic<Action, Action, RootState, AppDependencies>,
  lettersEpics as Epic<Action, Action, RootState, AppDependencies>,
);
