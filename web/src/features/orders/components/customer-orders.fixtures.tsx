import { configureStore } from '@reduxjs/toolkit';
import type { BuyerRecord, BuyerRecordPage, Locale } from '@gv/proto';
import { ordersReducer } from '../orders-slice';
import { CustomerOrders } from './customer-orders';
import { renderWith } from '../../../test-support/render-with';

/** Buyer n's active card, bought for themself, never redeemed; `changes` sets what a test needs otherwise. */
export const buyerRecord = (n: number, changes: Partial<BuyerRecord> = {}): BuyerRecord => ({
  id: `card-${n}`,
  orderId: `0000000${n}-aaaa-bbbb-cccc-dddddddddddd`,
  buyerName: `Buyer ${n}`,
  name: `Buyer ${n}`,
  email: `buyer${n}@example.com`,
  giftCardId: 'gift-card',
  giftCardName: 'Dinner for two',
  purchaseType: 'self',
  purchaseDate: '2026-03-01T12:00:00.000Z',
  faceValue: 50,
  amountPaid: 45,
  remainingBalance: 50,
  usedAmount: 0,
  qrCode: { uniqueCode: `CODE${n}` },
  testCard: false,
  selfInfo: { name: `Buyer ${n}`, email: `buyer${n}@example.com` },
  giftInfo: null,
  status: 'active',
  redemptionHistory: [],
  company: null,
  reloaded: false,
  ...changes,
});

/** The orders table on one page of `buyers`, found by `search`; in `locale` if given, else the default language. */
export function renderCustomerOrders(buyers: BuyerRecord[], { search = '', locale }: { search?: string; locale?: Locale } = {}) {
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
  return renderWith(<CustomerOrders />, { locale, store });
}
