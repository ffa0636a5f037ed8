import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Invitation, Role, TeamMember } from './team-api.ts';

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
}

const initialState: TeamState = {
  members: [],
  status: 'idle',
  error: null,
  busyId: null,
  notice: null,
  invitation: { status: 'idle', error: null, fieldErrors: {} },
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
} = teamSlice.actions;

export const selectTeam = (state: { team: TeamState }) => state.team;
