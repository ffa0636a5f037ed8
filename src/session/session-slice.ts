import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionEndReason } from './session-handoff.ts';

export interface SessionState {
  /** When the idle warning is up: the time (ms) at which the agent will be signed out. */
  idleWarningEndsAt: number | null;
}

export const initialSessionState: SessionState = { idleWarningEndsAt: null };

/** The session ends without the agent signing out; the login page will say why. */
export const sessionEnded = createAction<{ reason: SessionEndReason }>('session/ended');
/** The server says the account's role is not the one in the token: a fresh token carries the new one. */
export const roleChangedOnServer = createAction('session/roleChangedOnServer');
/** The agent signs out (Logout, or every session ended from My account): the session ends here. */
export const logoutRequested = createAction('session/logoutRequested');
/** "Stay signed in" on the idle warning. */
export const staySignedInClicked = createAction('session/staySignedInClicked');

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    idleWarningShown(state, action: PayloadAction<number>) {
      state.idleWarningEndsAt = action.payload;
    },
    idleWarningCleared(state) {
      state.idleWarningEndsAt = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(staySignedInClicked, (state) => {
      state.idleWarningEndsAt = null;
    });
  },
});

export const { idleWarningShown, idleWarningCleared } = sessionSlice.actions;

export const selectIdleWarningEndsAt = (state: { session: SessionState }) => state.session.idleWarningEndsAt;
