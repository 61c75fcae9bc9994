import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CorporateOrderSummary, CreateCorporateOrderRequest, GiftCardView, Location } from '@gv/proto';

export interface CorporateOrdersState {
  /** The cards a batch can issue; null while they load. */
  cards: GiftCardView[] | null;
  /** The business's open locations a batch's sales can belong to (decision 0078); empty while they load. */
  locations: Location[];
  /** Past batches, newest first; null while they load. */
  orders: CorporateOrderSummary[] | null;
  /** The screen's failure: its lists could not be read, or the watched batch's progress. */
  error: string | null;
  /** The batch whose progress shows, asked again while cards are issued or emailed. */
  watched: CorporateOrderSummary | null;
  /** The batch the owner is asked to confirm (a new one, or one still waiting). */
  confirming: CorporateOrderSummary | null;
  create: { pending: boolean; error: string | null; fields: Record<string, string>; created: number };
  confirm: { pending: boolean; error: string | null };
}

const initialState: CorporateOrdersState = {
  cards: null,
  locations: [],
  orders: null,
  error: null,
  watched: null,
  confirming: null,
  create: { pending: false, error: null, fields: {}, created: 0 },
  confirm: { pending: false, error: null },
};

/** While it issues or emails, a batch's progress is asked again; waiting or done, it stays as it is. */
export const isUnderWay = (order: CorporateOrderSummary) => order.state === 'issuing' || order.state === 'emailing';

export const corporateOrdersSlice = createSlice({
  name: 'corporateOrders',
  initialState,
  reducers: {
    screenOpened() {
      return initialState;
    },
    /** Left: its polling stops, and it opens afresh next time. */
    screenLeft() {
      return initialState;
    },
    cardsLoaded(state, action: PayloadAction<GiftCardView[]>) {
      state.cards = action.payload;
    },
    locationsLoaded(state, action: PayloadAction<Location[]>) {
      state.locations = action.payload;
    },
    ordersRequest() {},
    ordersLoaded(state, action: PayloadAction<CorporateOrderSummary[]>) {
      state.orders = action.payload;
    },
    failed(state, action: PayloadAction<string>) {
      state.error = action.payload;
    },

    batchWatched(state, action: PayloadAction<CorporateOrderSummary>) {
      state.watched = action.payload;
    },
    progressRead(state, action: PayloadAction<CorporateOrderSummary>) {
      if (state.watched?.id === action.payload.id) state.watched = action.payload;
    },

    createRequest(state, _action: PayloadAction<CreateCorporateOrderRequest>) {
      state.create = { ...state.create, pending: true, error: null, fields: {} };
    },
    /** The form found something to fix before sending: the server's last refusal no longer shows. */
    createChecked(state) {
      state.create = { ...state.create, error: null, fields: {} };
    },
    created(state, action: PayloadAction<CorporateOrderSummary>) {
      state.create = { pending: false, error: null, fields: {}, created: state.create.created + 1 };
      state.watched = action.payload;
      if (action.payload.status === 'awaiting-confirmation') state.confirming = action.payload;
    },
    createFailed(state, action: PayloadAction<{ message: string; fields?: Record<string, string> }>) {
      state.create = { ...state.create, pending: false, error: action.payload.message, fields: action.payload.fields ?? {} };
    },

    confirmAsked(state, action: PayloadAction<CorporateOrderSummary>) {
      state.confirming = action.payload;
      state.confirm = { pending: false, error: null };
    },
    confirmClosed(state) {
      state.confirming = null;
      state.confirm = { pending: false, error: null };
    },
    confirmRequest(state, _action: PayloadAction<string>) {
      state.confirm = { pending: true, error: null };
    },
    confirmed(state, action: PayloadAction<CorporateOrderSummary>) {
      state.confirm = { pending: false, error: null };
      state.confirming = null;
      state.watched = action.payload;
    },
    confirmFailed(state, action: PayloadAction<string>) {
      state.confirm = { pending: false, error: action.payload };
    },
  },
});

export const corporateOrdersActions = corporateOrdersSlice.actions;
export const selectCorporateOrders = (state: { corporateOrders: CorporateOrdersState }) => state.corporateOrders;
