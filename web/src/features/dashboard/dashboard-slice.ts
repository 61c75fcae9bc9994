import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SalesDay } from '@gv/proto';
import type { FiguresScope } from './api/dashboard-api';

export type DashboardFigure = 'giftCardCount' | 'totalSold' | 'totalRevenue' | 'totalRefunds' | 'totalRedemption' | 'cashedOut' | 'paidOutside';

export interface DashboardState {
  /** True until every call of a load has settled, whether it succeeded or not (spec §4). */
  loading: boolean;
  /** null: not loaded (or its call failed). */
  figures: Record<DashboardFigure, number | null>;
  salesData: SalesDay[] | null;
  revenueByDate: Record<string, number> | null;
  /** The figures are the business's test activity (in test mode, or asked for with "Show test data"). */
  testData: boolean;
}

const initialState: DashboardState = {
  loading: false,
  figures: {
    giftCardCount: null,
    totalSold: null,
    totalRevenue: null,
    totalRefunds: null,
    totalRedemption: null,
    cashedOut: null,
    paidOutside: null,
  },
  salesData: null,
  revenueByDate: null,
  testData: false,
};

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState,
  reducers: {
    load: {
      reducer(state) {
        state.loading = true;
      },
      prepare: (options?: Partial<FiguresScope>) => ({ payload: options }),
    },
    testDataShown(state, action: PayloadAction<boolean>) {
      state.testData = action.payload;
    },
    /** Then the test figures load again, at the location shown ('': all). */
    deleteTestData: {
      reducer(state) {
        state.loading = true;
      },
      prepare: (locationId = '') => ({ payload: locationId }),
    },
    figureLoaded(state, action: PayloadAction<{ figure: DashboardFigure; value: number }>) {
      state.figures[action.payload.figure] = action.payload.value;
    },
    salesLoaded(state, action: PayloadAction<SalesDay[]>) {
      state.salesData = action.payload;
    },
    revenueLoaded(state, action: PayloadAction<Record<string, number>>) {
      state.revenueByDate = action.payload;
    },
    settled(state) {
      state.loading = false;
    },
    reset() {
      return initialState;
    },
  },
});

export const dashboardActions = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;
export const selectDashboard = (state: { dashboard: DashboardState }) => state.dashboard;
