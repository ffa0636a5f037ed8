import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AgentDetails, LenderChoice } from './letter-request.ts';
import type { IssuedLetter, MortgageClause } from './letters-api.ts';

export interface LetterForm {
  underwriter: string;
  lender: LenderChoice;
  agent: AgentDetails;
}

export interface LettersState {
  orderGuid: string | null;
  mortgageClauses: MortgageClause[];
  letters: IssuedLetter[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  submit: { state: 'idle' | 'submitting' | 'issued' | 'failed'; message: string | null; missing: string[] };
  lastLetter: IssuedLetter | null;
}

const initialState: LettersState = {
  orderGuid: null,
  mortgageClauses: [],
  letters: [],
  status: 'idle',
  submit: { state: 'idle', message: null, missing: [] },
  lastLetter: null,
};

export const letterRequested = createAction<{ orderGuid: string; form: LetterForm }>('letters/letterRequested');

export const lettersSlice = createSlice({
  name: 'letters',
  initialState,
  reducers: {
    lettersOpened(state, action: PayloadAction<string>) {
      return { ...initialState, mortgageClauses: state.mortgageClauses, orderGuid: action.payload, status: 'loading' };
    },
    lettersLoaded(state, action: PayloadAction<{ orderGuid: string; letters: IssuedLetter[]; mortgageClauses: MortgageClause[] }>) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      state.status = 'loaded';
      state.letters = action.payload.letters;
      state.mortgageClauses = action.payload.mortgageClauses;
    },
    lettersLoadFailed(state, action: PayloadAction<{ orderGuid: string; message: string }>) {
      if (state.orderGuid !== action.payload.orderGuid) return;
      state.status = 'failed';
      state.submit = { state: 'idle', message: action.payload.message, missing: [] };
    },
    letterIssued(state, action: PayloadAction<IssuedLetter>) {
      state.submit = { state: 'issued', message: null, missing: [] };
      state.lastLetter = action.payload;
      state.letters = [action.payload, ...state.letters.filter((letter) => letter.letterId !== action.payload.letterId)];
    },
    letterFailed(state, action: PayloadAction<{ message: string; missing: string[] }>) {
      state.submit = { state: 'failed', message: action.payload.message, missing: action.payload.missing };
    },
    letterMessageDismissed(state) {
      state.submit.message = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(letterRequested, (state) => {
      state.submit = { state: 'submitting', message: null, missing: [] };
    });
  },
});

export const { lettersOpened, lettersLoaded, lettersLoadFailed, letterIssued, letterFailed, letterMessageDismissed } = lettersSlice.actions;
export const selectLetters = (state: { letters: LettersState }) => state.letters;
