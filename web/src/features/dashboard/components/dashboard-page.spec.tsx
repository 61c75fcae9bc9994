import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { SessionState } from '../../../lib/session';
import { LocaleProvider } from '../../../lib/i18n';
import { dashboardReducer, type DashboardState } from '../dashboard-slice';
import { DashboardPage } from './dashboard-page';

function renderDashboard(figures: DashboardState['figures'], locale?: 'es' | 'fr') {
  const dashboard: DashboardState = { ...dashboardReducer(undefined, { type: 'init' }), figures };
  const store = configureStore({
    reducer: { auth: (session: SessionState = { status: 'unknown', user: null, access: null }) => session, dashboard: dashboardReducer },
    preloadedState: { dashboard },
  });
  const page = (
    <Provider store={store}>
      <DashboardPage />
    </Provider>
  );
  return render(locale ? <LocaleProvider initial={locale}>{page}</LocaleProvider> : page);
}

const statOf = (label: string) => screen.getByText(label).closest('.dash-stat')!;

describe('Dashboard figures', () => {
  it('shows what was refunded beside Total Revenue, which is net of it, under the glossary label', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 3, totalRevenue: 83, totalRefunds: 52, totalRedemption: 8, cashedOut: 0, paidOutside: 0 });
    expect(statOf('Total Revenue').textContent).toBe('Total Revenue$83.00Refunded $52.00');
    expect(screen.getAllByText(/Refunded/)).toHaveLength(1);
  });

  it('shows cash-outs beside Total Redemption, never in it (the glossary keeps them apart)', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 10, totalRevenue: 83, totalRefunds: 0, totalRedemption: 20, cashedOut: 8, paidOutside: 0 });
    expect(statOf('Total Redemption').textContent).toBe('Total Redemption$20.00Cashed out $8.00');
    expect(screen.getByText('Total Gift Cards Sold').getAttribute('title')).toMatch(/^Cards issued for orders paid through the platform/);
  });

  it('leaves the refunds out until they are loaded', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 3, totalRevenue: 83, totalRefunds: null, totalRedemption: 8, cashedOut: null, paidOutside: 0 });
    expect(statOf('Total Revenue').textContent).toBe('Total Revenue$83.00');
    expect(statOf('Total Redemption').textContent).toBe('Total Redemption$8.00');
  });

  it('speaks Spanish: the figures, their details and the empty chart', () => {
    renderDashboard({ giftCardCount: 0, totalSold: 0, totalRevenue: 83, totalRefunds: 52, totalRedemption: 8, cashedOut: 3, paidOutside: 0 }, 'es');
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeTruthy();
    expect(statOf('Ingresos totales').textContent).toMatch(/^Ingresos totales83,00\sUS\$Reembolsado 52,00\sUS\$$/);
    expect(statOf('Total canjeado').textContent).toContain('Pagado en efectivo');
    expect(screen.getByText('Total de tarjetas regalo vendidas').getAttribute('title')).toMatch(/^Tarjetas emitidas por pedidos/);
    expect(screen.getByRole('group', { name: 'Gráfico' }).textContent).toBe('VentasIngresos');
  });

  it('speaks French: the glossary names the figures under the cards and defines them', () => {
    renderDashboard({ giftCardCount: 2, totalSold: 3, totalRevenue: 83, totalRefunds: 52, totalRedemption: 8, cashedOut: 3, paidOutside: 10 }, 'fr');
    expect(statOf('Revenu total').textContent).toContain('Remboursé');
    expect(statOf('Revenu total').textContent).toContain('Payé hors de la plateforme');
    expect(statOf('Total utilisé').textContent).toContain('Remboursé en espèces');
    expect(screen.getByText('Total utilisé').getAttribute('title')).toBe(
      'Valeur dépensée au comptoir, moins les utilisations annulées (une annulation compte le jour où elle a lieu).',
    );
  });
});
