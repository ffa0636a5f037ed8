import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DashboardSummary } from './dashboard-api.ts';

export interface DashboardState {
  summary: DashboardSummary | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: string | null;
}

const initialState: DashboardState = { summary: null, status: 'idle', error: null };

/** The dashboard is on screen: its figures are kept fresh until it is left (dashboard-epics.ts). */
export const dashboardPageOpened = createAction('dashboard/dashboardPageOpened');
export const dashboardPageLeft = createAction('dashboard/dashboardPageLeft');

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    /** On opening the page and on each refresh; the last figures stay on screen meanwhile. */
    dashboardRequested(state) {
      state.status = 'loading';
    },
    dashboardLoaded(state, action: PayloadAction<DashboardSummary>) {
      state.summary = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    dashboardLoadFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { dashboardRequested, dashboardLoaded, dashboardLoadFailed } = dashboardSlice.actions;
export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;
