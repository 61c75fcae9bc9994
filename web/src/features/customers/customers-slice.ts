import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BuyerRecord, Customer, CustomerPage, CustomerSort } from '@gv/proto';

export interface CustomerQuery {
  search: string;
  sort: CustomerSort;
}

export interface CustomersState {
  query: CustomerQuery;
  /** Null while the first page loads. */
  customers: Customer[] | null;
  /** What asks for the next 20; null on the last page. */
  nextCursor: string | null;
  loadingMore: boolean;
  error: string | null;
  /** The customer whose drawer is open. */
  opened: Customer | null;
  /** The opened customer's cards; null while they load. */
  cards: BuyerRecord[] | null;
  cardsError: string | null;
  erase: { pending: boolean; error: string | null };
  /** The pseudonym the last erased customer's details gave way to, until its notice is dismissed. */
  erasedAs: string | null;
}

/** What finds a customer's cards: their email, or a company's name (a corporate order's buyer has no email, decision 0074). */
export const cardsSearchOf = (customer: Customer) => customer.email || customer.name;

const drawerClosed = { opened: null, cards: null, cardsError: null, erase: { pending: false, error: null } };

const initialState: CustomersState = {
  query: { search: '', sort: 'email' },
  customers: null,
  nextCursor: null,
  loadingMore: false,
  error: null,
  ...drawerClosed,
  erasedAs: null,
};

export const customersSlice = createSlice({
  name: 'customers',
  initialState,
  reducers: {
    loadCustomers(state, action: PayloadAction<CustomerQuery>) {
      state.query = action.payload;
      state.customers = null;
      state.error = null;
    },
    customersLoaded(state, action: PayloadAction<CustomerPage>) {
      state.customers = action.payload.customers;
      state.nextCursor = action.payload.nextCursor;
    },
    loadMore(state) {
      state.loadingMore = true;
    },
    moreLoaded(state, action: PayloadAction<CustomerPage>) {
      state.customers = [...(state.customers ?? []), ...action.payload.customers];
      state.nextCursor = action.payload.nextCursor;
      state.loadingMore = false;
    },
    loadFailed(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loadingMore = false;
    },

    customerOpened(state, action: PayloadAction<Customer>) {
      Object.assign(state, drawerClosed, { opened: action.payload });
    },
    customerClosed(state) {
      Object.assign(state, drawerClosed);
    },
    /** The screen was left: nothing of its drawer or notice is shown when it opens again. */
    screenLeft(state) {
      Object.assign(state, drawerClosed, { erasedAs: null });
    },
    /** The opened customer's cards again (a card of theirs changed). */
    cardsRequest(state) {
      state.cards = null;
      state.cardsError = null;
    },
    cardsLoaded(state, action: PayloadAction<{ search: string; cards: BuyerRecord[] }>) {
      if (state.opened && cardsSearchOf(state.opened) === action.payload.search) state.cards = action.payload.cards;
    },
    cardsFailed(state, action: PayloadAction<{ search: string; message: string }>) {
      if (state.opened && cardsSearchOf(state.opened) === action.payload.search) state.cardsError = action.payload.message;
    },

    eraseRequest(state, _action: PayloadAction<{ email: string; confirm: string }>) {
      state.erase = { pending: true, error: null };
    },
    eraseFailed(state, action: PayloadAction<string>) {
      state.erase = { pending: false, error: action.payload };
    },
    eraseCancelled(state) {
      state.erase = { pending: false, error: null };
    },
    /** The erased person leaves the list at once (the list shows their pseudonym once its projection has caught up), and their drawer closes. */
    customerErased(state, action: PayloadAction<{ email: string; erasedAs: string }>) {
      const { email, erasedAs } = action.payload;
      state.customers = state.customers && state.customers.filter((customer) => customer.email !== email);
      Object.assign(state, drawerClosed, { erasedAs });
    },
    erasedNoticeDismissed(state) {
      state.erasedAs = null;
    },
  },
});

export const customersActions = customersSlice.actions;
export const selectCustomers = (state: { customers: CustomersState }) => state.customers;
