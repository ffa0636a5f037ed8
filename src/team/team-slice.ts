import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation, OpenSession, PasswordLinkOwner, Role, TeamMember } from './team-api.ts';

/** What an admin asked to change about one colleague. */
export type MemberChange =
  | { kind: 'role'; id: string; role: Role }
  | { kind: 'active'; id: string; active: boolean }
  | { kind: 'resend'; id: string }
  | { kind: 'cancel'; id: string }
  | { kind: 'passwordLink'; id: string };

export interface TeamState {
  members: TeamMember[];
  /** forbidden: the server says the signed-in person is not (or no longer) an administrator. */
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'forbidden';
  error: string | null;
  /** The colleague an action is running for (its buttons wait), if any. */
  busyId: string | null;
  /** The last outcome, read out by the page's status region. */
  notice: { kind: 'success' | 'error'; text: string } | null;
  invitation: { status: 'idle' | 'sending' | 'sent' | 'failed'; error: string | null; fieldErrors: Record<string, string> };
  link: {
    status: 'checking' | 'valid' | 'invalid' | 'saving' | 'saved';
    owner: PasswordLinkOwner | null;
    error: string | null;
    fieldErrors: Record<string, string>;
  };
  /** "Forgot password?": the answer is the same whether or not the e-mail has an account. */
  resetRequest: { status: 'idle' | 'sending' | 'sent' | 'failed'; message: string | null };
  account: {
    sessions: OpenSession[];
    sessionsStatus: 'idle' | 'loading' | 'loaded' | 'failed';
    sessionsError: string | null;
    endingId: string | null;
    notice: { kind: 'success' | 'error'; text: string } | null;
    password: { status: 'idle' | 'saving' | 'saved' | 'failed'; error: string | null; fieldErrors: Record<string, string> };
  };
}

const initialState: TeamState = {
  members: [],
  status: 'idle',
  error: null,
  busyId: null,
  notice: null,
  invitation: { status: 'idle', error: null, fieldErrors: {} },
  link: { status: 'checking', owner: null, error: null, fieldErrors: {} },
  resetRequest: { status: 'idle', message: null },
  account: {
    sessions: [],
    sessionsStatus: 'idle',
    sessionsError: null,
    endingId: null,
    notice: null,
    password: { status: 'idle', error: null, fieldErrors: {} },
  },
};

export const teamSlice = createSlice({
  name: 'team',
  initialState,
  reducers: {
    teamRequested(state) {
      state.status = 'loading';
    },
    teamLoaded(state, action: PayloadAction<TeamMember[]>) {
      state.members = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    teamLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    teamForbidden(state) {
      state.status = 'forbidden';
      state.members = [];
      state.error = null;
    },
    invitationSent(state, _action: PayloadAction<Invitation>) {
      state.invitation = { status: 'sending', error: null, fieldErrors: {} };
    },
    invitationDone(state, action: PayloadAction<{ member: TeamMember | null; message: string }>) {
      state.invitation = { status: 'sent', error: null, fieldErrors: {} };
      if (action.payload.member) state.members = [...state.members.filter((member) => member.id !== action.payload.member?.id), action.payload.member];
      state.notice = { kind: 'success', text: action.payload.message };
    },
    invitationFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      state.invitation = { status: 'failed', error: action.payload.message, fieldErrors: action.payload.fieldErrors };
    },
    invitationFormClosed(state) {
      state.invitation = initialState.invitation;
    },
    memberChangeRequested(state, action: PayloadAction<MemberChange>) {
      state.busyId = action.payload.id;
      state.notice = null;
    },
    memberChangeDone(state, action: PayloadAction<{ id: string; member: TeamMember | null; removed: boolean; message: string }>) {
      state.busyId = null;
      const { id, member, removed } = action.payload;
      if (removed) state.members = state.members.filter((candidate) => candidate.id !== id);
      else if (member) state.members = state.members.map((candidate) => (candidate.id === id ? member : candidate));
      state.notice = { kind: 'success', text: action.payload.message };
    },
    memberChangeFailed(state, action: PayloadAction<string>) {
      state.busyId = null;
      state.notice = { kind: 'error', text: action.payload };
    },
    passwordLinkOpened(state, _action: PayloadAction<string>) {
      state.link = { ...initialState.link, status: 'checking' };
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
      state.account.sessionsStatus = 'loading';
    },
    sessionsLoaded(state, action: PayloadAction<OpenSession[]>) {
      state.account.sessions = action.payload;
      state.account.sessionsStatus = 'loaded';
      state.account.sessionsError = null;
    },
    sessionsLoadFailed(state, action: PayloadAction<string>) {
      state.account.sessionsStatus = 'failed';
      state.account.sessionsError = action.payload;
    },
    sessionEndRequested(state, action: PayloadAction<string>) {
      state.account.endingId = action.payload;
      state.account.notice = null;
    },
    sessionEndDone(state, action: PayloadAction<{ id: string; message: string }>) {
      state.account.endingId = null;
      state.account.sessions = state.account.sessions.filter((session) => session.id !== action.payload.id);
      state.account.notice = { kind: 'success', text: action.payload.message };
    },
    sessionEndFailed(state, action: PayloadAction<string>) {
      state.account.endingId = null;
      state.account.notice = { kind: 'error', text: action.payload };
    },
    signOutEverywhereRequested(state) {
      state.account.endingId = '*';
    },
    passwordChangeRequested(state, _action: PayloadAction<{ currentPassword: string; newPassword: string }>) {
      state.account.password = { status: 'saving', error: null, fieldErrors: {} };
      state.account.notice = null;
    },
    passwordChangeDone(state, action: PayloadAction<string>) {
      state.account.password = { status: 'saved', error: null, fieldErrors: {} };
      state.account.notice = { kind: 'success', text: action.payload };
    },
    passwordChangeFailed(state, action: PayloadAction<{ message: string; fieldErrors: Record<string, string> }>) {
      // A refusal that names its fields says it there; the general "validation errors" line above adds nothing.
      const { message, fieldErrors } = action.payload;
      state.account.password = { status: 'failed', error: Object.keys(fieldErrors).length > 0 ? null : message, fieldErrors };
    },
  },
});

export const {
  teamRequested,
  teamLoaded,
  teamLoadFailed,
  teamForbidden,
  invitationSent,
  invitationDone,
  invitationFailed,
  invitationFormClosed,
  memberChangeRequested,
  memberChangeDone,
  memberChangeFailed,
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
} = teamSlice.actions;

export const selectTeam = (state: { team: TeamState }) => state.team;
