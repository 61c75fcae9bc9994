import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { authSlice } from '../../auth/auth-slice';
import { dashboardReducer, type DashboardState } from '../dashboard-slice';
import { DashboardPage } from './dashboard-page';

function renderDashboard(figures: DashboardState['figures']) {
  const dashboard: DashboardState = { ...dashboardReducer(undefined, { type: 'init' }), figures };
  const store = configureStore({
    reducer: { auth: authSlice.reducer, dashboard: dashboardReducer },
    preloadedState: { auth: authSlice.reducer(undefined, { type: 'init' }), dashboard },
  });
  return render(
    <Provider store={store}>
      <DashboardPage />
    </Provider>,
  );
}

const statOf = (label: string) => screen.getByText(label).closest('.dash-stat')!;

describe('Dashboard figures', () => {
  it('shows the refunds beside Total Revenue, which is net of them', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 3, totalRevenue: 83, totalRefunds: 52, totalRedemption: 8, paidOutside: 0 });
    expect(statOf('Total Revenue').textContent).toBe('Total Revenue$83.00Refunds $52.00');
    expect(screen.getAllByText(/Refunds/)).toHaveLength(1);
  });

  it('leaves the refunds out until they are loaded', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 3, totalRevenue: 83, totalRefunds: null, totalRedemption: 8, paidOutside: 0 });
    expect(statOf('Total Revenue').textContent).toBe('Total Revenue$83.00');
  });
});
