import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyerRecordPage, GiftCardOrderSummary } from '@gv/proto';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BuyerQuery {
  search: string;
  page: number;
}

export interface BuyerListState extends BuyerQuery {
  status: LoadStatus;
  data: BuyerRecordPage | null;
}

export interface OrdersState {
  giftCards: { status: LoadStatus; search: string; items: GiftCardOrderSummary[] };
  customers: BuyerListState;
  /** The View Buyers modal: the card it is open for, and its buyers. */
  cardBuyers: BuyerListState & { card: GiftCardOrderSummary | null };
  /** The "Show test data" switch of a live business. */
  showTestData: boolean;
}

const emptyBuyers: BuyerListState = { status: 'idle', search: '', page: 1, data: null };

const initialState: OrdersState = {
  giftCards: { status: 'idle', search: '', items: [] },
  customers: emptyBuyers,
  cardBuyers: { ...emptyBuyers, card: null },
  showTestData: false,
};

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    loadGiftCards(state, action: PayloadAction<string>) {
      state.giftCards.status = 'loading';
      state.giftCards.search = action.payload;
    },
    giftCardsLoaded(state, action: PayloadAction<GiftCardOrderSummary[]>) {
      state.giftCards.status = 'ready';
      state.giftCards.items = action.payload;
    },
    giftCardsFailed(state) {
      state.giftCards.status = 'error';
    },

    loadCustomers(state, action: PayloadAction<BuyerQuery>) {
      Object.assign(state.customers, action.payload, { status: 'loading' });
    },
    customersLoaded(state, action: PayloadAction<BuyerRecordPage>) {
      Object.assign(state.customers, { status: 'ready', data: action.payload });
    },
    customersFailed(state) {
      state.customers.status = 'error';
    },

    openCardBuyers(state, action: PayloadAction<GiftCardOrderSummary>) {
      state.cardBuyers = { ...emptyBuyers, status: 'loading', card: action.payload };
    },
    loadCardBuyers(state, action: PayloadAction<BuyerQuery>) {
      Object.assign(state.cardBuyers, action.payload, { status: 'loading' });
    },
    cardBuyersLoaded(state, action: PayloadAction<BuyerRecordPage>) {
      Object.assign(state.cardBuyers, { status: 'ready', data: action.payload });
    },
    cardBuyersFailed(state) {
      state.cardBuyers.status = 'error';
    },
    closeCardBuyers(state) {
      state.cardBuyers = { ...emptyBuyers, card: null };
    },

    setShowTestData(state, action: PayloadAction<boolean>) {
      state.showTestData = action.payload;
    },
    reset() {
      return initialState;
    },
  },
});

export const ordersActions = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;
export const selectOrders = (state: { orders: OrdersState }) => state.orders;
