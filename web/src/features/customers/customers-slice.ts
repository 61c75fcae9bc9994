import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Customer, CustomerPage, CustomerSort } from '@gv/proto';

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
}

const initialState: CustomersState = { query: { search: '', sort: 'email' }, customers: null, nextCursor: null, loadingMore: false, error: null };

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
    /** The erased person leaves the list at once (the list shows their pseudonym once its projection has caught up). */
    customerErased(state, action: PayloadAction<string>) {
      state.customers = state.customers && state.customers.filter((customer) => customer.email !== action.payload);
    },
  },
});

export const customersActions = customersSlice.actions;
export const selectCustomers = (state: { customers: CustomersState }) => state.customers;
