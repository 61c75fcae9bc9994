import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyerCardStatus, BuyerRecordPage, GiftCardOrderSummary, OrderType } from '@gv/proto';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface BuyerQuery {
  search: string;
  page: number;
}

/** The orders table's filters as chosen ('': any): the card's state, how it came to be, and the first and last day of its sale. */
export interface OrderFilterValues {
  status: BuyerCardStatus | '';
  type: OrderType | '';
  from: string;
  to: string;
}

export const NO_ORDER_FILTERS: OrderFilterValues = { status: '', type: '', from: '', to: '' };

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
  /** Only the cards sold at this location (decision 0078); '': every location. */
  locationId: string;
  filters: OrderFilterValues;
}

const emptyBuyers: BuyerListState = { status: 'idle', search: '', page: 1, data: null };

const initialState: OrdersState = {
  giftCards: { status: 'idle', search: '', items: [] },
  customers: emptyBuyers,
  cardBuyers: { ...emptyBuyers, card: null },
  showTestData: false,
  locationId: '',
  filters: NO_ORDER_FILTERS,
};

/** The reducers of a buyer list (the customers, a card's buyers): a page asked for, arrived, or failed. */
const buyerList = (list: 'customers' | 'cardBuyers') => ({
  load(state: OrdersState, action: PayloadAction<BuyerQuery>) {
    Object.assign(state[list], action.payload, { status: 'loading' });
  },
  loaded(state: OrdersState, action: PayloadAction<BuyerRecordPage>) {
    Object.assign(state[list], { status: 'ready', data: action.payload });
  },
  failed(state: OrdersState) {
    state[list].status = 'error';
  },
});
const customers = buyerList('customers');
const cardBuyers = buyerList('cardBuyers');

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

    loadCustomers: customers.load,
    customersLoaded: customers.loaded,
    customersFailed: customers.failed,

    openCardBuyers(state, action: PayloadAction<GiftCardOrderSummary>) {
      state.cardBuyers = { ...emptyBuyers, status: 'loading', card: action.payload };
    },
    loadCardBuyers: cardBuyers.load,
    cardBuyersLoaded: cardBuyers.loaded,
    cardBuyersFailed: cardBuyers.failed,
    closeCardBuyers(state) {
      state.cardBuyers = { ...emptyBuyers, card: null };
    },

    setShowTestData(state, action: PayloadAction<boolean>) {
      state.showTestData = action.payload;
    },
    setLocation(state, action: PayloadAction<string>) {
      state.locationId = action.payload;
    },
    setFilters(state, action: PayloadAction<OrderFilterValues>) {
      state.filters = action.payload;
    },
    reset() {
      return initialState;
    },
  },
});

export const ordersActions = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;
export const selectOrders = (state: { orders: OrdersState }) => state.orders;
