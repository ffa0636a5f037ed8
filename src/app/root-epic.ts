import type { Action } from '@reduxjs/toolkit';
import { combineEpics, type Epic } from 'redux-observable';
import { authEpic } from '../auth/auth-epics';
import { applicationEpic } from './application-epics';
import type { AppDependencies } from './dependencies';

export const rootEpic = combineEpics<Action, Action, unknown, AppDependencies>(
  authEpic as Epic<Action, Action, unknown, AppDependencies>,
  applicationEpic as Epic<Action, Action, unknown, AppDependencies>,
);
