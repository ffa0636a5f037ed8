import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../lib/auth-token.ts';
import { addRegistrationCases, type RegistrationOutcome, type RegistrationPageData } from '../registration/index.ts';
import type { LoginCredentials, Underwriter } from './auth-api.ts';

export type { LoginCredentials };

export interface LoginError {
  message: string;
  /** Server field errors from an ExceptionList, keyed by form field. */
  fieldErrors: Record<string, string>;
}

/**
 * The authentication state (docs/behaviour.md#authentication-state). The sign-up's fields
 * (registration, RegistrationPageAPIData, and isLoading, error, fieldErrors while signing up)
 * change by the registration area's cases, added below.
 */
export interface AuthState {
  isLoading: boolean;
  error: string | null;
  fieldErrors: Record<string, string>;
  isAuthenticated: boolean;
  token: string | null;
  userInfo: UserInfo | null;
  registration: RegistrationOutcome;
  RegistrationPageAPIData: RegistrationPageData | null;
  tenantUnderWriters: Underwriter[] | null;
  /** Why the last session ended when the agent did not sign out (idle, expired, refused). */
  sessionEndNotice: string | null;
  /** Set when the underwriters could not be loaded (the list is then empty, docs/behaviour.md#registration-data). */
  tenantUnderwritersError: string | null;
}

export const initialAuthState: AuthState = {
  isLoading: false,
  error: null,
  fieldErrors: {},
  isAuthenticated: false,
  token: null,
  userInfo: null,
  registration: { isSuccess: false, msg: '' },
  RegistrationPageAPIData: null,
  tenantUnderWriters: null,
  sessionEndNotice: null,
  tenantUnderwritersError: null,
};

/** Dispatched once at start-up; the session epic reads the stored token. */
export const appStarted = createAction('auth/appStarted');

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginPageOpened(state) {
      state.error = null;
      state.fieldErrors = {};
    },
    loginRequested: {
      reducer(state) {
        state.isLoading = true;
        state.error = null;
        state.fieldErrors = {};
        // A new attempt has its own answer; why the last session ended is told already.
        state.sessionEndNotice = null;
      },
      prepare: (credentials: LoginCredentials) => ({ payload: credentials }),
    },
    loginSucceeded(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.isLoading = false;
      state.sessionEndNotice = null;
      state.isAuthenticated = true;
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
      state.error = null;
      state.fieldErrors = {};
    },
    loginFailed(state, action: PayloadAction<LoginError>) {
      state.isLoading = false;
      state.error = action.payload.message;
      state.fieldErrors = action.payload.fieldErrors;
    },
    errorDismissed(state) {
      state.error = null;
    },
    tenantUnderwritersRequested() {},
    /** Also the outcome of a failed load: the list becomes empty (docs/behaviour.md#registration-data). */
    tenantUnderwritersLoaded(state, action: PayloadAction<Underwriter[]>) {
      state.tenantUnderWriters = action.payload;
      state.tenantUnderwritersError = null;
    },
    /** A failed load: the list becomes empty (docs/behaviour.md#registration-data), and the screen can say it failed. */
    tenantUnderwritersFailed(state, action: PayloadAction<string>) {
      state.tenantUnderWriters = [];
      state.tenantUnderwritersError = action.payload;
    },
    /** A fresh token of the same session (renewed before the old one expired). */
    tokenRenewed(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
    },
    sessionEndNoticeShown(state, action: PayloadAction<string>) {
      state.sessionEndNotice = action.payload;
    },
    sessionEndNoticeDismissed(state) {
      state.sessionEndNotice = null;
    },
    sessionRestored(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.isAuthenticated = true;
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
    },
  },
  // The sign-up (registration/) owns its actions and transitions; its state is kept here.
  extraReducers: (builder) => addRegistrationCases(builder),
});

export const {
  loginPageOpened,
  loginRequested,
  loginSucceeded,
  loginFailed,
  errorDismissed,
  sessionRestored,
  tokenRenewed,
  sessionEndNoticeShown,
  sessionEndNoticeDismissed,
  tenantUnderwritersRequested,
  tenantUnderwritersLoaded,
  tenantUnderwritersFailed,
} = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectUserInfo = (state: WithAuth) => state.auth.userInfo;
export const selectTenantUnderwriters = (state: WithAuth) => state.auth.tenantUnderWriters;
export const selectTenantUnderwritersError = (state: WithAuth) => state.auth.tenantUnderwritersError;
