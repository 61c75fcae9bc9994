import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { BuyerRecord, BuyerRecordPage } from '@gv/proto';
import { LocaleProvider } from '../../../lib/i18n';
import { ordersReducer } from '../orders-slice';
import { CustomerOrders } from './customer-orders';

const buyer = (n: number): BuyerRecord => ({
  id: `card-${n}`,
  orderId: `0000000${n}-aaaa-bbbb-cccc-dddddddddddd`,
  buyerName: `Buyer ${n}`,
  name: `Buyer ${n}`,
  email: `buyer${n}@example.com`,
  giftCardId: 'gift-card',
  giftCardName: 'Dinner for two',
  purchaseType: 'gift',
  purchaseDate: '2026-03-01T12:00:00.000Z',
  faceValue: 50,
  amountPaid: 45,
  remainingBalance: 50,
  usedAmount: 0,
  qrCode: { uniqueCode: `CODE${n}` },
  testCard: false,
  selfInfo: { name: `Buyer ${n}`, email: `buyer${n}@example.com` },
  giftInfo: { recipientName: `Friend ${n}`, recipientEmail: `friend${n}@example.com` } as BuyerRecord['giftInfo'],
  status: 'active',
  redemptionHistory: [],
  company: null,
  reloaded: false,
});

function renderIn(locale: 'es' | 'fr', buyers: BuyerRecord[], search = '') {
  const data: BuyerRecordPage = {
    buyers,
    total: buyers.length,
    customers: buyers.length,
    page: 1,
    totalPages: 1,
    hasMore: false,
    testData: false,
    currency: 'USD',
  };
  const store = configureStore({
    reducer: { orders: ordersReducer },
    preloadedState: { orders: { ...ordersReducer(undefined, { type: 'init' }), customers: { status: 'ready' as const, search, page: 1, data } } },
  });
  return render(
    <LocaleProvider initial={locale}>
      <Provider store={store}>
        <CustomerOrders />
      </Provider>
    </LocaleProvider>,
  );
}

describe('the orders table in Spanish and French', () => {
  it('speaks Spanish: headings, the count of one order and one customer, a gift, the history button', () => {
    renderIn('es', [buyer(1)]);
    expect(screen.getByRole('columnheader', { name: 'Tarjeta regalo' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Importe pagado' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 pedido · 1 cliente');
    expect(screen.getByText('Regalo para Friend 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Historial de canjes de Buyer 1' }).textContent).toBe('Ver (0)');
    expect(screen.getByRole('button', { name: 'Gestionar la tarjeta regalo de Buyer 1' })).toBeTruthy();
  });

  it('counts several orders and customers in the plural, with the search, in French', () => {
    renderIn('fr', [buyer(1), buyer(2), buyer(3)], 'Friend');
    expect(screen.getByRole('status').textContent).toBe('3 commandes · 3 clients pour « Friend »');
    expect(screen.getByRole('columnheader', { name: 'Date d’achat' })).toBeTruthy();
    expect(screen.getByRole('group').querySelector('legend')!.textContent).toBe('Filtrer les commandes');
  });
});
