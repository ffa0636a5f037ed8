import type { Action } from '@reduxjs/toolkit';
import type { Epic } from 'redux-observable';
import type { BrowserControls, Navigation } from '../lib/platform.ts';
import type { SessionStore } from '../lib/session-store.ts';
import type { ShellState } from './shell-slice.ts';

/** What the shell's epics use besides the store, injected (tests pass fakes). */
export interface ShellEpicDependencies {
  navigation: Navigation;
  session: SessionStore;
  browser: BrowserControls;
}

export type ShellEpic = Epic<Action, Action, { shell: ShellState }, ShellEpicDependencies>;
