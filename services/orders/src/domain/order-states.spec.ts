import { mayEnter } from './order-states';

describe("an order's states", () => {
  it('lets a completed payment pay a pending or a failed order, never pay it twice', () => {
    expect([mayEnter('paid', 'pending'), mayEnter('paid', 'failed'), mayEnter('paid', 'paid')]).toEqual([true, true, false]);
  });

  it('lets a decline fail a pending order only: a paid order is never unpaid', () => {
    expect([mayEnter('failed', 'pending'), mayEnter('failed', 'paid'), mayEnter('failed', 'failed')]).toEqual([true, false, false]);
  });
});
