import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpenSession, PasswordLinkOwner } from './account-api.ts';

/** One's own account (My account) and the password pages reached signed out (a link, "Forgot password?"). */
export interface AccountState {
  /** The set-password page's link: whose it is, and the password chosen with it. */
  link: {
    status: 'checking' | 'valid' | 'invalid' | 'saving' | 'saved';
    owner: PasswordLinkOwner | null;
    error: string | null;
    fieldErrors: Record<string, string>;
  };
  /** "Forgot password?": the answer is the same whether or not the e-mail has an account. */
  resetRequest: { status: 'idle' | 'sending' | 'sent' | 'failed'; message: string | null };
  sessions: OpenSession[];
  sessionsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  sessionsError: string | null;
  /** The session being signed out ('*' for every one), if any. */
  endingId: string | null;
  /** My account's last outcome, read out by its status region. */
  notice: { kind: 'success' | 'error'; text: string } | null;
  password: { status: 'idle' | 'saving' | 'saved' | 'failed'; error: string | null; fieldErrors: Record<string, string> };
}

const initialAccountState: AccountState = {
  link: { status: 'checking', owner: null, error: null, fieldErrors: {} },
  resetRequest: { status: 'idle', message: null },
  sessions: [],
  sessionsStatus: 'idle',
  sessionsError: null,
  endingId: null,
  notice: null,
  password: { status: 'idle', error: null, fieldErrors: {} },
};

export const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    passwordLinkOpened(state, _action: PayloadAction<string>) {
      state.link = { ...initialAccountState.link, status: 'checking' };
    },
    passwordLinkChecked(state, action: PayloadAction<PasswordLinkOwner>) {
      state.link = { status: 'valid', owner: action.payload, error: null, fieldErrors: {} };
    },
    passwordLinkRefused(state, action: PayloadAction<string>) {
      state.link = { status: 'invalid', owner: null, error: action.payload, fieldErrors: {} };
    },
    passwordChosen(state, _action: PayloadAction<{ token: string; password: string }>) {
      state.link.status = 'saving';
      state.link.error = null;
      state.link.fieldErrors = {};
    },
    passwordSaved(state) {
      state.link.status = 'saved';
    },
    passwordRefused(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string>; linkGone: boolean }>) {
      const { message, fieldErrors, linkGone } = action.payload;
      state.link.status = linkGone ? 'invalid' : 'valid';
      // As for a password change: a refusal that names the field says it there, not in a banner.
      state.link.error = linkGone || Object.keys(fieldErrors).length === 0 ? message : null;
      state.link.fieldErrors = fieldErrors;
    },
    resetLinkRequested(state, _action: PayloadAction<string>) {
      state.resetRequest = { status: 'sending', message: null };
    },
    resetLinkRequestDone(state, action: PayloadAction<string>) {
      state.resetRequest = { status: 'sent', message: action.payload };
    },
    resetLinkRequestFailed(state, action: PayloadAction<string>) {
      state.resetRequest = { status: 'failed', message: action.payload };
    },
    sessionsRequested(state) {
      state.sessionsStatus = 'loading';
    },
    sessionsLoaded(state, action: PayloadAction<OpenSession[]>) {
      state.sessions = action.payload;
      state.sessionsStatus = 'loaded';
      state.sessionsError = null;
    },
    sessionsLoadFailed(state, action: PayloadAction<string>) {
      state.sessionsStatus = 'failed';
      state.sessionsError = action.payload;
    },
    sessionEndRequested(state, action: PayloadAction<string>) {
      state.endingId = action.payload;
      state.notice = null;
    },
    sessionEndDone(state, action: PayloadAction<{ id: string; message: string }>) {
      state.endingId = null;
      state.sessions = state.sessions.filter((session) => session.id !== action.payload.id);
      state.notice = { kind: 'success', text: action.payload.message };
    },
    sessionEndFailed(state, action: PayloadAction<string>) {
      state.endingId = null;
      state.notice = { kind: 'error', text: action.payload };
    },
    signOutEverywhereRequested(state) {
      state.endingId = '*';
    },
    passwordChangeRequested(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.password = { status: 'saving', error: null, fieldErrors: {} };
      state.notice = null;
    },
    passwordChangeDone(state, action: PayloadAction<string>) {
      state.password = { status: 'saved', error: null, fieldErrors: {} };
      state.notice = { kind: 'success', text: action.payload };
    },
    passwordChangeFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      // A refusal that names its fields says it there; the general "validation errors" line above adds nothing.
      const { message, fieldErrors } = action.payload;
      state.password = { status: 'failed', error: Object.keys(fieldErrors).length > 0 ? null : message, fieldErrors };
    },
  },
});

export const {
  passwordLinkOpened,
  passwordLinkChecked,
  passwordLinkRefused,
  passwordChosen,
  passwordSaved,
  passwordRefused,
  resetLinkRequested,
  resetLinkRequestDone,
  resetLinkRequestFailed,
  sessionsRequested,
  sessionsLoaded,
  sessionsLoadFailed,
  sessionEndRequested,
  sessionEndDone,
  sessionEndFailed,
  signOutEverywhereRequested,
  passwordChangeRequested,
  passwordChangeDone,
  passwordChangeFailed,
} = accountSlice.actions;

export const selectAccount = (state: { account: AccountState }) => state.account;
