import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { BuyerRecord } from '@gv/proto';
import { buyerRecord, renderCustomerOrders } from './customer-orders.fixtures';

const gift = (n: number) =>
  buyerRecord(n, {
    purchaseType: 'gift',
    giftInfo: { recipientName: `Friend ${n}`, recipientEmail: `friend${n}@example.com` } as BuyerRecord['giftInfo'],
  });

describe('the orders table in Spanish and French', () => {
  it('speaks Spanish: headings, the count of one order and one customer, a gift, the history button', () => {
    renderCustomerOrders([gift(1)], { locale: 'es' });
    expect(screen.getByRole('columnheader', { name: 'Tarjeta regalo' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Importe pagado' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 pedido · 1 cliente');
    expect(screen.getByText('Regalo para Friend 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Historial de canjes de Buyer 1' }).textContent).toBe('Ver (0)');
    expect(screen.getByRole('button', { name: 'Gestionar la tarjeta regalo de Buyer 1' })).toBeTruthy();
  });

  it('counts several orders and customers in the plural, with the search, in French', () => {
    renderCustomerOrders([gift(1), gift(2), gift(3)], { search: 'Friend', locale: 'fr' });
    expect(screen.getByRole('status').textContent).toBe('3 commandes · 3 clients pour « Friend »');
    expect(screen.getByRole('columnheader', { name: 'Date d’achat' })).toBeTruthy();
    expect(screen.getByRole('group').querySelector('legend')!.textContent).toBe('Filtrer les commandes');
  });
});
