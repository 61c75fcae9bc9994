/** `held`: a corporate order waiting for its confirmation or the super admin's approval (decision 0071); no payment yet. */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'held';

/**
 * The states an order may be in to enter each state: paid from any state but paid (a completed payment always wins:
 * money was taken), failed only from pending; `pending` here is noting the payment Square still holds, while pending.
 */
export const ENTERED_FROM = {
  paid: ['pending', 'failed'],
  failed: ['pending'],
  pending: ['pending'],
  // Only confirming or approving a corporate order moves it on (never a Square answer).
  held: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

export const mayEnter = (to: OrderStatus, from: OrderStatus): boolean => (ENTERED_FROM[to] as readonly OrderStatus[]).includes(from);
