import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Payee } from './payees-api.ts';
import type { PayeeInput, VerificationInput } from './payee-schemas.ts';

/** A change of a payee's wire instructions made by someone else, for the warning on the file's pages. */
export interface WireWarning {
  id: string;
  orderGuid: string;
  summary: string;
  by: string;
  at: string;
}

/**
 * The Payees page's state (docs/payees.md): the open file's payees, what is on its way, the last
 * refusal per form, an account number an administrator revealed (kept only while the page is
 * open), and the warnings of changed wire instructions that reached this tab through the live feed.
 */
export interface PayeesState {
  orderGuid: string | null;
  payees: Payee[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
  saving: boolean;
  /** The last refusal of a form, by payee id ('new' for the form that adds one). */
  problems: Record<string, string>;
  /** Bumped by each save the server took, so a form that saved starts empty again. */
  saved: number;
  /** Bumped by each payee added, so the form that adds one (and only it) starts empty again. */
  added: number;
  revealed: Record<string, string>;
  warnings: WireWarning[];
}

const initialState: PayeesState = { orderGuid: null, payees: [], status: 'idle', error: null, saving: false, problems: {}, saved: 0, added: 0, revealed: {}, warnings: [] };

export const payeesSlice = createSlice({
  name: 'payees',
  initialState,
  reducers: {
    payeesRequested(state, action: PayloadAction<{ orderGuid: string; quiet?: boolean }>) {
      if (state.orderGuid !== action.payload.orderGuid) Object.assign(state, { orderGuid: action.payload.orderGuid, payees: [], status: 'loading', error: null, revealed: {}, problems: {} });
    },
    payeesLoaded(state, action: PayloadAction<{ orderGuid: string; payees: Payee[] }>) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      // A revealed number is of the instructions it was revealed for: a colleague's change hides it.
      for (const id of Object.keys(state.revealed)) {
        const before = state.payees.find((payee) => payee.id === id);
        const after = action.payload.payees.find((payee) => payee.id === id);
        if (!before || !after || before.version !== after.version) delete state.revealed[id];
      }
      state.payees = action.payload.payees;
      state.status = 'loaded';
      state.error = null;
    },
    payeesLoadFailed(state, action: PayloadAction<string>) {
      state.status = state.payees.length > 0 ? 'loaded' : 'failed';
      state.error = action.payload;
    },
    payeeSaveRequested(state, _action: PayloadAction<{ orderGuid: string; payeeId: string | null; payee: PayeeInput; version: number }>) {
      state.saving = true;
    },
    payeeVerifyRequested(state, _action: PayloadAction<{ orderGuid: string; payeeId: string; verification: VerificationInput; version: number }>) {
      state.saving = true;
    },
    payeeRevealRequested(_state, _action: PayloadAction<{ orderGuid: string; payeeId: string }>) {},
    payeeRemoveRequested(state, _action: PayloadAction<{ orderGuid: string; payeeId: string }>) {
      state.saving = true;
    },
    payeeSaved(state, action: PayloadAction<{ key: string; payee: Payee | null; removedId?: string }>) {
      state.saving = false;
      state.saved += 1;
      if (action.payload.key === 'new') state.added += 1;
      delete state.problems[action.payload.key];
      const { payee, removedId } = action.payload;
      if (removedId) state.payees = state.payees.filter((candidate) => candidate.id !== removedId);
      if (payee) {
        const index = state.payees.findIndex((candidate) => candidate.id === payee.id);
        if (index >= 0) state.payees[index] = payee;
        else state.payees.push(payee);
        delete state.revealed[payee.id];
      }
    },
    payeeRefused(state, action: PayloadAction<{ key: string; message: string }>) {
      state.saving = false;
      state.problems[action.payload.key] = action.payload.message;
    },
    accountRevealed(state, action: PayloadAction<{ payeeId: string; accountNumber: string }>) {
      state.revealed[action.payload.payeeId] = action.payload.accountNumber;
    },
    accountHidden(state, action: PayloadAction<string>) {
      delete state.revealed[action.payload];
    },
    wireWarningDismissed(state, action: PayloadAction<string>) {
      state.warnings = state.warnings.filter((warning) => warning.id !== action.payload);
    },
    /** A colleague changed a payee's wire instructions: every page of that file says so until dismissed. */
    wireWarningReceived(state, action: PayloadAction<WireWarning>) {
      if (!state.warnings.some((warning) => warning.id === action.payload.id)) state.warnings.push(action.payload);
    },
  },
});

export const { payeesRequested, payeesLoaded, payeesLoadFailed, payeeSaveRequested, payeeVerifyRequested, payeeRevealRequested, payeeRemoveRequested, payeeSaved, payeeRefused, accountRevealed, accountHidden, wireWarningDismissed, wireWarningReceived } =
  payeesSlice.actions;
export const selectPayees = (state: { payees: PayeesState }) => state.payees;
