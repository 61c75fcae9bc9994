import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BuyerCardStatus, BuyerRecord } from '@gv/proto';
import { buyerRecord, renderCustomerOrders } from './customer-orders.fixtures';

const buyer = (n: number, status: BuyerCardStatus, history: BuyerRecord['redemptionHistory'] = []) =>
  buyerRecord(n, { status, remainingBalance: status === 'refunded' ? 0 : 50, redemptionHistory: history });

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;

describe('Customer Orders', () => {
  it("marks a card that cannot be spent with its state beside the gift card's name, and an active card with nothing", () => {
    renderCustomerOrders([buyer(1, 'active'), buyer(2, 'void'), buyer(3, 'on_hold'), buyer(4, 'refunded')]);
    expect(within(rowOf('Buyer 1')).queryByText(/Voided|On hold|Refunded/)).toBeNull();
    expect(within(rowOf('Buyer 2')).getByText('Voided').className).toContain('badge--danger');
    expect(within(rowOf('Buyer 3')).getByText('On hold').className).toContain('badge--warning');
    expect(within(rowOf('Buyer 4')).getByText('Refunded').className).toContain('badge--info');
    expect(within(rowOf('Buyer 4')).getByText('Refunded').closest('td')!.getAttribute('data-label')).toBe('Gift Card');
  });

  it("marks a scheduled gift with its time in the gift's zone until it is sent, then when it was sent", () => {
    const scheduled = { ...buyer(6, 'active'), delivery: { scheduledFor: '2026-12-01T09:00:00-05:00', scheduledTimeZone: 'America/New_York' } };
    const sent = {
      ...buyer(7, 'active'),
      delivery: { scheduledFor: '2026-12-01T14:00:00Z', scheduledTimeZone: 'America/Los_Angeles', sentAt: '2026-12-01T14:00:05.000Z' },
    };
    renderCustomerOrders([scheduled, sent, buyer(8, 'active')]);
    const badgeOf = (name: string) => rowOf(name).querySelector('.gift-delivery');
    expect(badgeOf('Buyer 6')!.textContent).toBe('Scheduled · 1 Dec 2026, 09:00 EST');
    expect(badgeOf('Buyer 6')!.className).toContain('badge--info');
    expect(badgeOf('Buyer 7')!.textContent).toBe('Sent 1 Dec 2026, 06:00 PST');
    expect(badgeOf('Buyer 7')!.className).toContain('badge--success');
    expect(badgeOf('Buyer 8')).toBeNull();
  });

  it('shows a reversed redemption in the history as reversed, struck through', () => {
    renderCustomerOrders([
      buyer(5, 'active', [
        { redemptionId: '11', reversed: true, redeemedAmount: 10, remainingAmount: 40, redemptionDate: '2026-03-02T12:00:00.000Z' },
        { redemptionId: '12', reversed: false, redeemedAmount: 5, remainingAmount: 35, redemptionDate: '2026-03-03T12:00:00.000Z' },
      ]),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Redemption history of Buyer 5' }));
    const [reversed, kept] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(reversed.className).toContain('history-list__item--reversed');
    expect(within(reversed).getByText('Reversed')).toBeTruthy();
    expect(kept.className).not.toContain('history-list__item--reversed');
    expect(within(kept).queryByText('Reversed')).toBeNull();
  });
});
