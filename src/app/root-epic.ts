import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { authEpic } from '../auth/auth-epics';
import { applicationEpic } from './application-epics';
import type { AppDependencies } from './dependencies';
import type { RootState } from './store';

export const rootEpic = combineEpics<Action, Action, RootState, AppDependencies>(
  authEpic as Epic<Action, Action, RootState, AppDependencies>,
  applicationEpic as Epic<Action, Action, RootState, AppDependencies>,
);
